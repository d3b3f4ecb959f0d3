import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix, workspaceTokenFor } from '../../fixtures/tenant';

/**
 * The coordinator's event and session pages (issue 14 items 1, 2 and 4): cancelling a session
 * with its bookings copied to another, approving a request and booking several learners with the
 * progress shown. Each journey makes its own customer, people, event and sessions (decision 0023).
 */
const withEventPeople = (request: APIRequestContext) =>
  createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: { events: { name: `Journey Events ${uniqueSuffix()}` } },
    people: {
      coordinator: {
        firstName: 'Cara',
        lastName: 'Lynch',
        profiles: [{ workspace: 'events', roles: ['event_coordinator', 'learner'] }],
      },
      ann: { firstName: 'Ann', lastName: 'Ashby', profiles: [{ workspace: 'events', roles: ['learner'] }] },
      ben: { firstName: 'Ben', lastName: 'Baird', profiles: [{ workspace: 'events', roles: ['learner'] }] },
      cat: { firstName: 'Cat', lastName: 'Carew', profiles: [{ workspace: 'events', roles: ['learner'] }] },
    },
  });

// Each journey signs in, sets up through the API and walks several screens twice (1280 and 375 px).
test.describe.configure({ timeout: 120_000 });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** The page, and axe, at the phone's width too (375 px), then back to the desk's. */
async function axeCleanOnPhone(page: Page) {
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
  return async <T>(method: 'post' | 'get', url: string, data?: object): Promise<T> => {
    const response = await page.request[method](`/api/classroom${url}`, { headers, ...(data && { data }) });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

const day = 86_400_000;
/** An online date some days ahead (no room needed), three hours long. */
const onlineItem = (days: number) => {
  const start = new Date(Date.now() + days * day);
  start.setUTCHours(10, 0, 0, 0);
  return {
    datetimeStart: start.toISOString(),
    datetimeEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    meetingLink: 'https://meet.example.test/first-aid',
    platform: 'Teams',
  };
};

test('the coordinator cancels a session and copies its bookings to another', async ({ page, request }) => {
  const { people } = await withEventPeople(request);
  await signIn(page, people.coordinator);
  const api = await apiOf(page);
  const name = `First aid ${uniqueSuffix()}`;
  const event = await api<{ id: string }>('post', '/events', {
    name,
    description: 'Practice for first aiders.',
    bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 10 },
    cancellationSettings: { cancellationReason: ['Illness', 'Work'] },
    costsSettings: { costsEnabled: true, costsValue: 45 },
  });
  const first = await api<{ id: string }>('post', '/occurrence', {
    eventId: event.id,
    active: true,
    sessionType: 'online',
    items: [onlineItem(20)],
  });
  const second = await api<{ id: string }>('post', '/occurrence', {
    eventId: event.id,
    active: true,
    sessionType: 'online',
    items: [onlineItem(27)],
  });
  for (const learner of [people.ann, people.ben])
    await api('post', '/bookings', { learnerId: learner.id, eventId: event.id, occurrenceId: first.id });

  await page.goto(`/catalogue/events/event/${event.id}/show/single`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('£45.00')).toBeVisible();
  const sessions = page.getByRole('table', { name: `Sessions of ${name}` });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('8 / 10 spaces available')).toBeVisible();
  await expect(sessions.getByText('10 / 10 spaces available')).toBeVisible();
  await axeClean(page);
  await axeCleanOnPhone(page);
  // The printable flyer downloads as a PDF.
  const [flyer] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download flyer' }).click(),
  ]);
  expect(flyer.suggestedFilename()).toMatch(/-event-flyer\.pdf$/);
  expect((await readFile(await flyer.path())).subarray(0, 4).toString()).toBe('%PDF');

  await sessions.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/session/${first.id}/show$`));
  const bookings = page.getByRole('table', { name: 'Bookings of this session' });
  await expect(bookings.getByText('Ann Ashby')).toBeVisible();
  await expect(bookings.getByText('Ben Baird')).toBeVisible();
  await axeClean(page);

  await page.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog.getByText('2 learners hold a place on it.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Cancel and copy bookings to another active session' }).check();
  await dialog.getByRole('combobox', { name: /Copy the bookings to/ }).selectOption(second.id);
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Cancel session' }).click();

  await expect(page.getByText('2 bookings copied to the other session')).toBeVisible();
  await expect(page.getByText('Everyone booked on this session now has a place on the other one.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await axeClean(page);
  await axeCleanOnPhone(page);

  await page.goto(`/catalogue/events/event/${event.id}/session/${second.id}/show`);
  const copied = page.getByRole('table', { name: 'Bookings of this session' });
  await expect(copied.getByText('Ann Ashby')).toBeVisible();
  await expect(copied.getByText('Ben Baird')).toBeVisible();
  await expect(page.getByText('8 / 10 spaces available').first()).toBeVisible();
});

test('a coordinator approves a request and books several learners with the progress shown', async ({
  page,
  request,
}) => {
  const { people, workspaces } = await withEventPeople(request);
  await signIn(page, people.coordinator);
  const api = await apiOf(page);
  const name = `Fire safety ${uniqueSuffix()}`;
  const event = await api<{ id: string }>('post', '/events', {
    name,
    bookingSettings: { allowNoEnrolments: true, requiresAcceptance: true, maxBookingLimit: 3 },
  });
  const session = await api<{ id: string }>('post', '/occurrence', {
    eventId: event.id,
    active: true,
    sessionType: 'online',
    items: [onlineItem(15)],
  });
  // Ann asks for a place herself: the event needs approval, so it is a request.
  const token = await workspaceTokenFor(request, people.ann, workspaces.events.id);
  const asked = await request.post('/api/classroom/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: { learnerId: people.ann.id, eventId: event.id, occurrenceId: session.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto(`/catalogue/events/event/${event.id}/session/${session.id}/show`);
  const requests = page.getByRole('table', { name: 'Requests waiting for approval' });
  await expect(requests.getByText('Ann Ashby')).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Approve the request of Ann Ashby' }).click();
  await expect(page.getByText('Request approved: the learner is booked.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No requests waiting' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Bookings of this session' }).getByText('Booked', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Book learners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book learners' });
  await dialog.getByRole('textbox', { name: 'Search by name or email address' }).fill('a');
  const list = dialog.getByRole('table', { name: 'People who can be booked' });
  await expect(list.getByText('Booked on this session')).toBeVisible();
  await axeClean(page);
  await list.getByRole('checkbox', { name: 'Select Ben Baird' }).check();
  await list.getByRole('checkbox', { name: 'Select Cat Carew' }).check();
  await list.getByRole('checkbox', { name: 'Select Cara Lynch' }).check();
  await expect(dialog.getByText('3 people selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book 3 learners' }).click();

  await expect(dialog.getByText('3 of 3')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const results = dialog.getByRole('table', { name: 'Booking results' });
  // Three seats: Ann, Ben and Cat fill them; the fourth is refused with the reason and its hint.
  await expect(results.getByText('Booked', { exact: true })).toHaveCount(2);
  await expect(results.getByText('This session is fully booked.')).toBeVisible();
  await expect(results.getByText('Please select another session or join the waiting list.')).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const bookings = page.getByRole('table', { name: 'Bookings of this session' });
  await expect(bookings.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('No spaces available').first()).toBeVisible();
  await axeCleanOnPhone(page);
});
