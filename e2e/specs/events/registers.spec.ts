import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix, workspaceTokenFor, type Person } from '../../fixtures/tenant';

/**
 * Registers and summaries (issue 26): a trainer fills last week's register from a phone, through a
 * dropped connection, and completes it; a coordinator completes a summary; the learners then see
 * completed and passed. Each test makes its own customer, people, event and session through the
 * API (decision 0023); the API makes active sessions only ahead of now, so the session is made and
 * booked ahead and then moved back a week by the test-only seeding route.
 */

// Several people sign in and axe runs at two sizes: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** Axe at 1280 px and at 375 px (with no sideways scroll), ending at the size it started. */
async function axeCleanAtBothSizes(page: Page) {
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await axeClean(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize(size);
}

const learner = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  profiles: [{ workspace: 'events', roles: ['learner'] }],
});

const withPeople = (request: APIRequestContext) =>
  createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: { events: { name: `Journey Registers ${uniqueSuffix()}` } },
    people: {
      coordinator: {
        firstName: 'Cara',
        lastName: 'Lynch',
        profiles: [{ workspace: 'events', roles: ['event_coordinator'] }],
      },
      trainer: {
        firstName: 'Tara',
        lastName: 'Singh',
        customerRoles: ['trainer'],
        profiles: [{ workspace: 'events', roles: ['learner'] }],
      },
      amy: learner('Amy', 'Bowen'),
      ben: learner('Ben', 'Carter'),
      cat: learner('Cat', 'Doyle'),
    },
  });

type Tenant = Awaited<ReturnType<typeof withPeople>>;

/**
 * An event completed by `completionType`, with one session its trainer runs, the three learners
 * booked on it (they book themselves), held last week.
 */
async function heldLastWeek(request: APIRequestContext, tenant: Tenant, completionType: 'attendance' | 'assessment') {
  const workspaceId = tenant.workspaces.events.id;
  const as = async (person: Person) => ({
    authorization: `Bearer ${await workspaceTokenFor(request, person, workspaceId)}`,
  });
  const coordinator = await as(tenant.people.coordinator);
  const name = `${completionType === 'attendance' ? 'First aid' : 'Forklift licence'} ${uniqueSuffix()}`;
  const event = await request.post('/api/classroom/events', {
    headers: coordinator,
    data: {
      name,
      description: 'A morning of practice.',
      occurrenceSettings: { enableTrainers: true },
      bookingSettings: { allowNoEnrolments: true, maxBookingLimitType: 'fixed', maxBookingLimit: 10 },
      completionSettings: {
        completionType,
        registersEditByTrainers: true,
        absenceReasonRequired: true,
        absenceReason: ['Illness', 'Transport'],
      },
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(9, 30, 0, 0);
  const session = await request.post('/api/classroom/occurrence', {
    headers: coordinator,
    data: {
      eventId,
      active: true,
      sessionType: 'online',
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          meetingLink: 'https://meet.example.test/registers',
          trainers: [tenant.people.trainer.id],
        },
      ],
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  const sessionId = ((await session.json()) as { id: string }).id;
  for (const person of [tenant.people.amy, tenant.people.ben, tenant.people.cat]) {
    const booked = await request.post('/api/classroom/bookings', {
      headers: await as(person),
      data: { learnerId: person.id, eventId, occurrenceId: sessionId, form: [] },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  // Held last week (test-only seeding: the API makes active sessions only ahead of now).
  const moved = await request.post(`/api/e2e/sessions/${sessionId}/move-back`, { data: { days: 9 } });
  expect(moved.status(), await moved.text()).toBe(204);
  return {
    name,
    eventId,
    sessionId,
    sessionPath: `/catalogue/events/event/${eventId}/session/${sessionId}/show`,
    learnerPath: `/my-learning/event/${eventId}/session/${sessionId}/show/single`,
  };
}

/** A learner, in a browser of their own, sees the session in their past sessions with `status`. */
async function learnerSees(
  browser: Browser,
  person: Person,
  session: { name: string; learnerPath: string },
  status: string,
) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, person);
  await page.goto('/my-learning/dashboard/learner');
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('list', { name: 'Past' });
  const card = past.getByRole('listitem').filter({ has: page.getByRole('link', { name: session.name }) });
  await expect(card.getByText(status, { exact: true })).toBeVisible();
  await axeCleanAtBothSizes(page);
  await page.goto(session.learnerPath);
  await expect(page.getByTestId('completion-status')).toHaveText(`Completion: ${status}`);
  await axeCleanAtBothSizes(page);
  await context.close();
}

test('a trainer fills last week’s register on a phone, through a dropped connection, and completes it', async ({
  page,
  browser,
  request,
}) => {
  const tenant = await withPeople(request);
  const session = await heldLastWeek(request, tenant, 'attendance');
  await page.setViewportSize(PHONE);
  await signIn(page, tenant.people.trainer);

  // The dashboard leads to what the trainer must do next: fill in the register.
  await page.goto('/my-learning/dashboard/trainer');
  const active = page.getByRole('list', { name: 'Active' });
  await expect(active.getByText('Register to complete')).toBeVisible();
  await axeCleanAtBothSizes(page);
  await active.getByRole('link', { name: `Fill in the register of ${session.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Register: ${session.name}` })).toBeVisible();
  const status = page.getByTestId('save-status').getByRole('status');
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('radiogroup', { name: `Attendance of ${name}` }) });
  await expect(row('Amy Bowen')).toBeVisible();
  await axeCleanAtBothSizes(page);

  // Everyone present in one tap, saved as it goes.
  await page.getByRole('button', { name: 'Mark everyone present' }).click();
  await expect(page.getByTestId('register-progress')).toHaveText('3 of 3 marked · 0 absent');
  await expect(status).toHaveText('Saved');

  // The connection drops mid-way: Ben is absent, ill. Nothing is lost.
  await page.context().setOffline(true);
  await row('Ben Carter').getByRole('radio', { name: 'Absent' }).check();
  await expect(row('Ben Carter').getByText('The absence reason field is required')).toBeVisible();
  await row('Ben Carter')
    .getByRole('combobox', { name: /Absence reason/ })
    .selectOption('Illness');
  await row('Ben Carter').getByRole('radio', { name: 'Valid', exact: true }).check();
  await expect(status).toHaveText('Offline — changes kept on this device');
  await axeClean(page);
  await page.context().setOffline(false);
  await expect(status).toHaveText('Saved');

  // Saved on the server: a fresh load shows Ben absent with his reason.
  await page.reload();
  await expect(row('Ben Carter').getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expect(row('Ben Carter').getByRole('combobox', { name: /Absence reason/ })).toHaveValue('Illness');
  await expect(page.getByTestId('register-progress')).toHaveText('3 of 3 marked · 1 absent');

  // Complete: the screen says first that it cannot be undone; then the session page.
  await page.getByRole('button', { name: 'Complete register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this register?' });
  await expect(dialog.getByText('Completing sets completion for every learner and can’t be undone.')).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Complete register' }).click();
  await expect(page.getByText('Register has been successfully completed')).toBeVisible();
  await expect(page).toHaveURL(session.sessionPath);
  const registers = page.getByRole('list', { name: 'Registers of this session, one per date' });
  await expect(registers.getByText('Completed')).toBeVisible();
  await axeCleanAtBothSizes(page);

  // The learner who came sees the session completed.
  await learnerSees(browser, tenant.people.amy, session, 'Completed');
});

test('a coordinator completes a summary, and the learner sees passed', async ({ page, browser, request }) => {
  const tenant = await withPeople(request);
  const session = await heldLastWeek(request, tenant, 'assessment');
  await signIn(page, tenant.people.coordinator);
  await page.goto(session.sessionPath);
  const section = page.getByRole('region', { name: 'Summary' });
  await expect(section.getByText('Not started')).toBeVisible();
  await axeCleanAtBothSizes(page);
  await section.getByRole('link', { name: 'Fill in summary' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Summary: ${session.name}` })).toBeVisible();
  await axeCleanAtBothSizes(page);
  const outcome = (name: string) => page.getByRole('radiogroup', { name: `Outcome of ${name}` });
  await outcome('Amy Bowen').getByRole('radio', { name: 'Passed', exact: true }).check();
  await outcome('Ben Carter').getByRole('radio', { name: 'Not passed' }).check();
  await outcome('Cat Doyle').getByRole('radio', { name: 'Passed', exact: true }).check();
  await page
    .getByRole('listitem')
    .filter({ has: outcome('Ben Carter') })
    .getByRole('textbox', { name: 'Notes' })
    .fill('Resit the practical in spring.');
  await expect(page.getByTestId('summary-progress')).toHaveText('3 of 3 marked · 2 passed');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await axeCleanAtBothSizes(page);

  await page.getByRole('button', { name: 'Complete summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this summary?' });
  await dialog.getByRole('button', { name: 'Complete summary' }).click();
  // 03 §8: the success toast links back to the summary; completing goes to the session page.
  await expect(page.getByText('Summary has been successfully completed')).toBeVisible();
  const toSummary = page.getByRole('link', { name: 'Go to summary' });
  await expect(toSummary).toHaveAttribute(
    'href',
    `/catalogue/events/event/${session.eventId}/session/${session.sessionId}/summary/${session.sessionId}`,
  );
  await expect(page).toHaveURL(session.sessionPath);
  await expect(section.getByText('Completed')).toBeVisible();
  await toSummary.click();
  await expect(page.getByText(/^Completed on .+ by Cara Lynch\. It can’t be changed\.$/)).toBeVisible();
  await axeCleanAtBothSizes(page);

  await learnerSees(browser, tenant.people.amy, session, 'Passed');
});
