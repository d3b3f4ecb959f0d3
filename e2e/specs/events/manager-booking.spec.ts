import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix, workspaceTokenFor } from '../../fixtures/tenant';

/**
 * A manager books the people of their unit on a session (issue 14 item 4, 03 §4 bulk booking;
 * docs/events.md "Managers booking their teams"). The journey makes its own customer, units,
 * people, event and session (decision 0023).
 */
test.describe.configure({ timeout: 120_000 });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

async function axeCleanOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const day = 86_400_000;

test('a manager books two people of their team on a session, seeing X of N and each result', async ({
  page,
  request,
}) => {
  const { people, workspaces } = await createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: {
      events: { name: `Journey Teams ${uniqueSuffix()}`, units: [{ name: 'Sales' }, { name: 'Operations' }] },
    },
    people: {
      coordinator: {
        firstName: 'Cora',
        lastName: 'Pike',
        profiles: [{ workspace: 'events', roles: ['event_coordinator'] }],
      },
      manager: {
        firstName: 'Mina',
        lastName: 'Shah',
        profiles: [{ workspace: 'events', roles: ['learner', 'manager'], manages: ['Sales'] }],
      },
      amy: {
        firstName: 'Amy',
        lastName: 'Archer',
        profiles: [{ workspace: 'events', roles: ['learner'], unit: 'Sales' }],
      },
      bob: {
        firstName: 'Bob',
        lastName: 'Brook',
        profiles: [{ workspace: 'events', roles: ['learner'], unit: 'Sales' }],
      },
      olly: {
        firstName: 'Olly',
        lastName: 'Oakes',
        profiles: [{ workspace: 'events', roles: ['learner'], unit: 'Operations' }],
      },
    },
  });

  // The coordinator publishes an event with one online session in three weeks.
  const headers = {
    authorization: `Bearer ${await workspaceTokenFor(request, people.coordinator, workspaces.events.id)}`,
  };
  const name = `Negotiation ${uniqueSuffix()}`;
  const created = await request.post('/api/classroom/events', {
    headers,
    data: { name, bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 10 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string };
  const start = new Date(Date.now() + 21 * day);
  start.setUTCHours(10, 0, 0, 0);
  const placed = await request.post('/api/classroom/occurrence', {
    headers,
    data: {
      eventId: event.id,
      active: true,
      sessionType: 'online',
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          meetingLink: 'https://meet.example.test/negotiation',
          platform: 'Teams',
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const session = (await placed.json()) as { id: string };

  // The manager finds the session as a learner does and books their team from it.
  await signIn(page, people.manager, {
    path: `/my-learning/dashboard/browse/event/${event.id}/session/${session.id}/show/single`,
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const team = page.getByRole('region', { name: 'Your team' });
  await expect(team).toBeVisible();
  await axeClean(page);
  await team.getByRole('button', { name: 'Book my team' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book my team' });
  await expect(dialog.getByText('Only the people of the units you manage are listed.')).toBeVisible();
  const list = dialog.getByRole('table', { name: 'People who can be booked' });
  await expect(list.getByText('Amy Archer')).toBeVisible();
  await expect(list.getByText('Bob Brook')).toBeVisible();
  // Olly is in another unit; the manager is not in Sales: neither is offered (the server scopes the list).
  await expect(list.getByText('Olly Oakes')).toHaveCount(0);
  await expect(list.getByText('Mina Shah')).toHaveCount(0);
  await axeClean(page);
  await axeCleanOnPhone(page);
  await list.getByRole('checkbox', { name: 'Select Amy Archer' }).check();
  await list.getByRole('checkbox', { name: 'Select Bob Brook' }).check();
  await expect(dialog.getByText('2 people selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book 2 learners' }).click();

  await expect(dialog.getByText('2 of 2')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const results = dialog.getByRole('table', { name: 'Booking results' });
  await expect(results.getByText('Booked', { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 of 2 booked.')).toBeVisible();
  await axeClean(page);
  await axeCleanOnPhone(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Opened again, the picker shows both as booked here; the coordinator sees them on the session.
  await team.getByRole('button', { name: 'Book my team' }).click();
  await expect(dialog.getByText('Booked on this session')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The session page admits managers too (03 §6): its calls answer them, and it offers the same booking.
  await page.goto(`/catalogue/events/event/${event.id}/session/${session.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Session of ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book learners' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download flyer' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings of this session' })).toHaveCount(0);
  await axeClean(page);
  await axeCleanOnPhone(page);
  const bookings = await request.get(`/api/classroom/occurrence/${session.id}/bookings`, { headers });
  const booked = ((await bookings.json()) as { bookings: { learner: { id: string }; status: string }[] }).bookings;
  expect(booked.map((row) => [row.learner.id, row.status]).sort()).toEqual(
    [
      [people.amy.id, 'booked'],
      [people.bob.id, 'booked'],
    ].sort(),
  );
});
