import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

/** The zone's abbreviation at that instant, as the platform's Intl data names it in that locale. */
const zoneAbbreviation = (instant: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value;

/**
 * A venue's time zone (issue 14 item 3; docs/events.md "Time zones"): a coordinator who also
 * manages venues puts one in New York, plans a session in its room at 10:00 local time, and the
 * session page, seen from London, gives London's time with the venue's after it, both zones named.
 * The journey makes its own customer and people (decision 0023).
 */
test.describe.configure({ timeout: 120_000 });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** The page and axe at the phone's width too (375 px), then back to the desk's. */
async function cleanAtBothWidths(page: Page) {
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The API as the person signed in on the page. */
async function apiOf(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('workspaceToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'get' | 'post' | 'patch', url: string, data?: object): Promise<T> => {
    const response = await page.request[method](`/api/classroom${url}`, { headers, ...(data && { data }) });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** A local date in a zone, `days` from today, as 'YYYY-MM-DD' and as the app shows it ('09 Dec 2026'). */
function dateIn(zone: string, days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at),
    shown: new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', month: 'short', year: 'numeric' }).format(
      at,
    ),
  };
}

/** An instant as the app shows it in London: '09 Dec 2026' and '3:00 PM'. */
function inLondon(iso: string) {
  const at = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return {
    date: new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    }).format(at),
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}

test('a session in a New York venue’s room is planned in its local time and shown with both zones named', async ({
  page,
  request,
}) => {
  const { people } = await createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: { events: { name: `Journey Events ${uniqueSuffix()}` } },
    people: {
      coordinator: {
        firstName: 'Cara',
        lastName: 'Lynch',
        profiles: [{ workspace: 'events', roles: ['event_coordinator', 'infrastructure_manager'] }],
      },
    },
  });
  await signIn(page, people.coordinator);

  // The venue, in New York, through its form: the zone is a searchable select.
  const venueName = `Pier 57 ${uniqueSuffix()}`;
  await page.goto('/setup/venues/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add venue' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(venueName);
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Europe/London');
  await zone.fill('new york');
  await page.getByRole('option', { name: 'America/New_York' }).click();
  await expect(zone).toHaveValue('America/New_York');
  await cleanAtBothWidths(page);
  await page.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  await expect(page.getByText('Time zone', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    'America/New_York',
  );
  await cleanAtBothWidths(page);

  // Its room and an event, through the API.
  const call = await apiOf(page);
  const venueId = /venues\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await call('patch', '/venues', { id: venueId, status: 'active' });
  await call('post', '/rooms', { venueId, name: 'Hudson room', capacity: 12, status: 'active' });
  const event = await call<{ id: string }>('post', '/events', { name: `Pilotage ${uniqueSuffix()}` });

  // The session wizard: 10:00 typed for the New York room is 10:00 in New York.
  await page.goto(`/catalogue/events/event/${event.id}/session/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add session' })).toBeVisible();
  const day = dateIn('America/New_York', 14);
  await page.getByLabel(/Date 1: day/).fill(day.iso);
  await page.getByLabel(/Date 1: starts/).fill('10:00');
  await expect(page.getByLabel(/Date 1: ends/)).toHaveValue('18:00');
  const room = page.getByRole('combobox', { name: /Date 1: room/ });
  await room.click();
  await page.getByRole('option', { name: /^Hudson room/ }).click();
  await expect(page.getByText('Times are in America/New_York, the venue’s time zone.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Publish the session (upcoming)' }).check();
  await cleanAtBothWidths(page);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue/events/event/${event.id}/show/single$`));

  // Stored in the venue's zone: 10:00–18:00 in New York.
  const sessions = await call<{
    data: {
      id: string;
      items: {
        timeZone: string;
        localDate: string;
        localStart: string;
        localEnd: string;
        datetimeStart: string;
        datetimeEnd: string;
      }[];
    }[];
  }>('get', `/v2/events/${event.id}/sessions`);
  const [item] = sessions.data[0]!.items;
  expect(item).toMatchObject({
    timeZone: 'America/New_York',
    localDate: day.iso,
    localStart: '10:00',
    localEnd: '18:00',
  });

  // Seen from London (the browser's zone): London's hours, then the venue's, each with the zone
  // in force on that day (GMT or BST; EST or EDT).
  const expected =
    `${inLondon(item!.datetimeStart).date}, ${inLondon(item!.datetimeStart).time} – ${inLondon(item!.datetimeEnd).time} ` +
    `${zoneAbbreviation(item!.datetimeStart, 'Europe/London', 'en-GB')} (Europe/London) · ` +
    `${day.shown}, 10:00 AM – 6:00 PM ${zoneAbbreviation(item!.datetimeStart, 'America/New_York', 'en-US')} (America/New_York)`;
  await page.goto(`/catalogue/events/event/${event.id}/session/${sessions.data[0]!.id}/show`);
  await expect(page.getByText(expected)).toBeVisible();
  await cleanAtBothWidths(page);
});
