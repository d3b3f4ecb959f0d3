import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

/**
 * Venues and rooms (03 §2 Setup, issue 13): an infrastructure manager sets a venue up with its
 * rooms, a coordinator only looks at rooms, and another customer's venue is not there. Each test
 * makes its own customer and people (decision 0023).
 */
const withVenuePeople = (request: APIRequestContext) =>
  createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: { events: { name: `Journey Events ${uniqueSuffix()}` } },
    people: {
      infra: {
        firstName: 'Isla',
        lastName: 'Reid',
        profiles: [{ workspace: 'events', roles: ['infrastructure_manager'] }],
      },
      coordinator: {
        firstName: 'Cara',
        lastName: 'Lynch',
        profiles: [{ workspace: 'events', roles: ['event_coordinator'] }],
      },
    },
  });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** A venue with one room, made through the API as the infrastructure manager signed in on the page. */
async function venueThroughApi(page: Page, name: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('workspaceToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const venue = await page.request.post('/api/classroom/venues', {
    headers,
    data: { name, address: { address_1: '1 Quay Street', city: 'Bristol', postcode: 'BS1 4DB' } },
  });
  expect(venue.status(), await venue.text()).toBe(201);
  const { id } = (await venue.json()) as { id: string };
  const room = await page.request.post('/api/classroom/rooms', {
    headers,
    data: { venueId: id, name: 'Harbour room', capacity: 1, status: 'active' },
  });
  expect(room.status(), await room.text()).toBe(201);
  return { venueId: id, roomId: ((await room.json()) as { id: string }).id };
}

test('an infrastructure manager creates a venue with two rooms, activates it, archives a room and restores it', async ({
  page,
  request,
}) => {
  const { people } = await withVenuePeople(request);
  await signIn(page, people.infra);
  await page.goto('/setup/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No venues yet' })).toBeVisible();
  await axeClean(page);

  await page.getByRole('link', { name: 'Add venue' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add venue' })).toBeVisible();
  await axeClean(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Riverside Training Centre');
  await page.getByLabel('Contact email address').fill('venues@riverside.test');
  await page.getByLabel('Address line 1').fill('12 Wharf Lane');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 4AB');
  await page.getByRole('button', { name: 'Create venue' }).click();

  // "creating a venue goes to the venue page" (03 §2).
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Training Centre' })).toBeVisible();
  await expect(page.getByText('Venue has been successfully created.')).toBeVisible();
  await expect(page.getByText('Draft · 12 Wharf Lane, Leeds, LS1 4AB, United Kingdom')).toBeVisible();

  for (const [name, capacity] of [
    ['Aire room', '12'],
    ['Calder room', '1'],
  ] as const) {
    await page.getByRole('link', { name: 'Add room' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add room' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Maximum capacity/ }).fill(capacity);
    await page.getByRole('textbox', { name: 'Cost' }).fill('35');
    await page.getByRole('button', { name: 'Create room' }).click();
    // "creating a room goes to its venue".
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Training Centre' })).toBeVisible();
    await expect(page.getByText('Room has been successfully created.').first()).toBeVisible();
  }
  const rooms = page.getByRole('table', { name: 'Rooms of Riverside Training Centre' });
  await expect(rooms.getByRole('row')).toHaveCount(3);
  await expect(rooms).toContainText('12 seats');
  await expect(rooms).toContainText('1 seat');
  await expect(rooms).toContainText('£35.00 per hour');

  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Venue is now active.')).toBeVisible();
  await expect(page.getByText(/^Active · 12 Wharf Lane/)).toBeVisible();
  await axeClean(page);

  await rooms.getByRole('link', { name: 'Calder room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calder room' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this room?' });
  await axeClean(page);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Room has been successfully archived.')).toBeVisible();
  await expect(page.getByText(/^Archived · 1 seat/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit room' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Room has been successfully restored.')).toBeVisible();
  await expect(page.getByText(/^Draft · 1 seat/)).toBeVisible();

  // Editing the room: "updating a room goes to the room".
  await page.getByRole('link', { name: 'Edit room' }).click();
  await page.getByRole('textbox', { name: /^Maximum capacity/ }).fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calder room' })).toBeVisible();
  await expect(page.getByText(/^Draft · 2 seats/)).toBeVisible();

  await page.goto('/setup/venues');
  await expect(page.getByRole('table', { name: 'Venues' })).toContainText('2 rooms');
});

test('the venue list and a venue fit a phone and pass axe @mobile', async ({ page, request }) => {
  const { people } = await withVenuePeople(request);
  await signIn(page, people.infra);
  await page.goto('/setup/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  const { venueId } = await venueThroughApi(page, 'Quayside Hall');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Quayside Hall' })).toBeVisible();
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.goto(`/setup/venues/${venueId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quayside Hall' })).toBeVisible();
  await expect(page.getByText('1 seat', { exact: true })).toBeVisible();
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.goto(`/setup/venues/${venueId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit venue' })).toBeVisible();
  await axeClean(page);
  await expectNoSidewaysScroll(page);
});

test('a coordinator can view rooms but not edit them @mobile', async ({ page, browser, request }) => {
  const { people } = await withVenuePeople(request);
  await signIn(page, people.infra);
  await page.goto('/setup/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  const { venueId, roomId } = await venueThroughApi(page, 'Coordinators Court');

  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signIn(coordinator, people.coordinator);
  await coordinator.goto(`/setup/venues/${venueId}/rooms/${roomId}/show`);
  await expect(coordinator.getByRole('heading', { level: 1, name: 'Harbour room' })).toBeVisible();
  await expect(coordinator.getByText(/^Active · 1 seat · Coordinators Court/)).toBeVisible();
  await expect(coordinator.getByRole('link', { name: 'Edit room' })).toHaveCount(0);
  await expect(coordinator.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await axeClean(coordinator);
  // The edit screen is the infrastructure manager's (03 §6): refused, so the 404 page.
  await coordinator.goto(`/setup/venues/${venueId}/rooms/${roomId}/edit`);
  await expect(coordinator).toHaveURL(/\/404$/);
  await coordinatorContext.close();
});

test('another customer’s venue answers 404', async ({ page, browser, request }) => {
  const { people } = await withVenuePeople(request);
  await signIn(page, people.infra);
  await page.goto('/setup/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  const { venueId } = await venueThroughApi(page, 'Private Pavilion');

  const { people: others } = await withVenuePeople(request);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, others.infra);
  await other.goto(`/setup/venues/${venueId}/show`);
  await expect(other).toHaveURL(/\/404$/);
  await expect(other.getByText('Private Pavilion')).toHaveCount(0);
  await otherContext.close();
});
