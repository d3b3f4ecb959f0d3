import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

/**
 * The coordinator's events screens (03 §2 Events, issue 14): the events table and calendar, and
 * the event and session wizards. Each test makes its own customer, coordinator, venue and rooms
 * (decision 0023); the coordinator also manages venues, so they can set the rooms up.
 */
const withCoordinator = (request: APIRequestContext) =>
  createTenant(request, {
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

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** Calls the API as the person signed in on the page (their workspace token). */
async function api(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('workspaceToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'get' | 'post', url: string, data?: object): Promise<T> => {
    const response = await page.request[method](url, { headers, ...(data && { data }) });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
}

/** An active venue with two active rooms, made through the API. */
async function venueWithTwoRooms(page: Page, name: string) {
  const call = await api(page);
  const venue = await call<{ id: string }>('post', '/api/classroom/venues', {
    name,
    status: 'active',
    address: { address_1: '1 Quay Street', city: 'Bristol', postcode: 'BS1 4DB' },
  });
  const room = (roomName: string, capacity: number) =>
    call<{ id: string }>('post', '/api/classroom/rooms', {
      venueId: venue.id,
      name: roomName,
      capacity,
      status: 'active',
    });
  return { venueId: venue.id, first: await room('Harbour room', 12), second: await room('Quay room', 8) };
}

/** Picks a date's room from its list, with the keyboard as a screen-reader user would. */
async function chooseRoom(page: Page, n: number, room: RegExp) {
  const picker = page.getByRole('combobox', { name: new RegExp(`Date ${n}: room`) });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: room }).click();
  await expect(picker).toHaveValue(new RegExp(room.source.replace('^', '')));
}

/** A local date in London, `days` from today. */
const londonDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

test('a coordinator creates an event with a two-day session in two rooms and an online session @mobile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { people } = await withCoordinator(request);
  await signIn(page, people.coordinator);
  const venueName = `Harbourside ${uniqueSuffix()}`;
  const rooms = await venueWithTwoRooms(page, venueName);

  await page.goto('/catalogue/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No events yet' })).toBeVisible();
  await axeClean(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Add event' }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/events\/event\/add\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible();
  await axeClean(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Harbour safety day');
  await page.getByRole('textbox', { name: 'Description' }).fill('Knots, ropes and the harbour’s rules.');
  await page.getByRole('link', { name: '3. Bookings' }).click();
  await expect(page.getByRole('textbox', { name: 'Minimum bookings' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Maximum number of bookings' }).fill('20');
  await page.getByRole('checkbox', { name: 'Allow bookings without an enrolment on a course' }).check();
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Create event' }).click();
  // After saving: the event's page (03 §2).
  await expect(page).toHaveURL(/\/catalogue\/events\/event\/[0-9a-f-]{36}\/show\/single$/);
  const eventId = /event\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // The event's sessions step lists its sessions and links to the session wizard.
  await page.goto(`/catalogue/events/event/${eventId}/edit/sessions`);
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  await axeClean(page);
  await page.getByRole('link', { name: 'Add session' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue/events/event/${eventId}/session/add/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add session' })).toBeVisible();

  // Two days, each in its own room.
  const first = londonDate(14);
  await page.getByLabel(/Date 1: day/).fill(first);
  await chooseRoom(page, 1, /^Harbour room/);
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.getByLabel(/Date 2: day/)).toHaveValue(londonDate(15));
  await page.getByLabel(/Date 2: starts/).fill('10:00');
  // The end moves with the start (03 §5): 9 AM–5 PM becomes 10 AM–6 PM.
  await expect(page.getByLabel(/Date 2: ends/)).toHaveValue('18:00');
  await chooseRoom(page, 2, /^Quay room/);
  await page.getByRole('checkbox', { name: 'Publish the session (upcoming)' }).check();
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue/events/event/${eventId}/show/single$`));

  // An online session.
  await page.goto(`/catalogue/events/event/${eventId}/session/add`);
  await page.getByRole('radio', { name: 'Online' }).check();
  await page.getByLabel(/Date 1: day/).fill(londonDate(21));
  await page.getByLabel(/Date 1: meeting link/).fill('https://meet.example.org/harbour');
  await page.getByLabel(/Date 1: platform/).fill('Teams');
  await page.getByRole('checkbox', { name: 'Publish the session (upcoming)' }).check();
  await axeClean(page);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue/events/event/${eventId}/show/single$`));

  // What was saved, as the server has it.
  const call = await api(page);
  const sessions = await call<{
    data: {
      status: string;
      sessionType: string;
      items: {
        localDate: string;
        localStart: string;
        localEnd: string;
        roomId: string | null;
        meetingLink: string | null;
      }[];
    }[];
  }>('get', `/api/classroom/v2/events/${eventId}/sessions`);
  expect(sessions.data).toHaveLength(2);
  expect(sessions.data[0]).toMatchObject({
    status: 'upcoming',
    sessionType: 'face_to_face',
    items: [
      { localDate: first, localStart: '09:00', localEnd: '17:00', roomId: rooms.first.id },
      { localDate: londonDate(15), localStart: '10:00', localEnd: '18:00', roomId: rooms.second.id },
    ],
  });
  expect(sessions.data[1]).toMatchObject({
    status: 'upcoming',
    sessionType: 'online',
    items: [{ localDate: londonDate(21), roomId: null, meetingLink: 'https://meet.example.org/harbour' }],
  });

  // The table shows the event with its next session and venue.
  await page.goto('/catalogue/events');
  const row = page.getByRole('link', { name: 'Harbour safety day' });
  await expect(row).toBeVisible();
  await expect(page.getByText(venueName, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('20 / 20 spaces available').filter({ visible: true })).toBeVisible();
  await axeClean(page);
});

test('the calendar view shows the sessions on the right days @mobile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { people } = await withCoordinator(request);
  await signIn(page, people.coordinator);
  const rooms = await venueWithTwoRooms(page, `Dockside ${uniqueSuffix()}`);
  const call = await api(page);
  const name = `Rope work ${uniqueSuffix()}`;
  const event = await call<{ id: string }>('post', '/api/classroom/events', { name });
  // 10 AM London on two days next week, in two rooms; and 9 PM a week later.
  const day1 = londonDate(7);
  const day2 = londonDate(8);
  const at = (date: string, time: string) => {
    // London's offset on that day, from the zone's own name for it.
    const probe = new Date(`${date}T12:00:00Z`);
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' })
      .formatToParts(probe)
      .find((part) => part.type === 'timeZoneName')!.value;
    const hours = offset === 'GMT' ? 0 : Number(offset.replace('GMT', ''));
    return new Date(Date.parse(`${date}T${time}:00Z`) - hours * 3_600_000).toISOString();
  };
  await call('post', '/api/classroom/occurrence', {
    eventId: event.id,
    active: true,
    items: [
      { datetimeStart: at(day1, '10:00'), datetimeEnd: at(day1, '12:00'), roomId: rooms.first.id },
      { datetimeStart: at(day2, '10:00'), datetimeEnd: at(day2, '12:00'), roomId: rooms.second.id },
    ],
  });

  await page.goto('/catalogue/events?listView=calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Calendar' })).toBeChecked();

  // Month: go forward when next week is in next month.
  const today = londonDate(0);
  if (day2.slice(0, 7) !== today.slice(0, 7)) {
    if (day1.slice(0, 7) === today.slice(0, 7)) {
      await expect(page.locator(`[data-date="${day1}"]`).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(
    page.locator(`[data-date="${day2}"]`).getByRole('link', { name: new RegExp(`10:00 AM–12:00 PM ${name}`) }),
  ).toBeVisible();
  await expect(page.locator(`[data-date="${day2}"]`)).toContainText('Quay room');
  await axeClean(page);
  await expectNoSidewaysScroll(page);

  // Week: next week holds both days, each on its own day.
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  const inWeek = (day: string) => page.locator(`[data-date="${day}"]`).getByRole('link', { name: new RegExp(name) });
  // Next week's Monday-to-Sunday holds day1 (7 days on) for sure; day2 may fall into the week after.
  await expect(inWeek(day1)).toBeVisible();
  await expect(page.locator(`[data-date="${day1}"]`)).toContainText('Harbour room');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(
    (await page.locator(`[data-date="${day2}"]`).count()) > 0 ? 2 : 1,
  );
  // Keyboard: the session is a link reached with Tab, opening the session's page.
  await inWeek(day1).focus();
  await expect(inWeek(day1)).toBeFocused();
  await expect(inWeek(day1)).toHaveAttribute('href', new RegExp(`/catalogue/events/event/${event.id}/session/`));
  await axeClean(page);
  await expectNoSidewaysScroll(page);
});
