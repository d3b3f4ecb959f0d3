import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { readLatestAttachment } from '../../fixtures/mailbox';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix, workspaceTokenFor, type Person } from '../../fixtures/tenant';

/**
 * The learner's side of events (03 §2, issue 14 item 8): learners book a session, the last seat
 * goes, a third person queues, a cancellation promotes them, and the booking iframe works inside
 * another site. Each test makes its own customer, people, event and session (decision 0023).
 */

// Several people sign in and axe runs at two sizes: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** Axe at 1280 px and at 375 px (with no sideways scroll), then back to the desktop size. */
async function axeCleanAtBothSizes(page: Page) {
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const learner = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  profiles: [{ workspace: 'events', roles: ['learner'] }],
});

const withEventPeople = (request: APIRequestContext) =>
  createTenant(request, {
    services: ['EBS', 'LMS'],
    workspaces: { events: { name: `Journey Bookings ${uniqueSuffix()}` } },
    people: {
      coordinator: {
        firstName: 'Cara',
        lastName: 'Lynch',
        profiles: [{ workspace: 'events', roles: ['event_coordinator'] }],
      },
      amy: learner('Amy', 'Bowen'),
      ben: learner('Ben', 'Carter'),
      cat: learner('Cat', 'Doyle'),
    },
  });

type Tenant = Awaited<ReturnType<typeof withEventPeople>>;

/**
 * An online event with a two-seat session 14 days ahead and a booking form, made through the API
 * by the tenant's coordinator. Returns its ids and a caller for each person's own API steps.
 */
async function twoSeatSession(request: APIRequestContext, tenant: Tenant) {
  const workspaceId = tenant.workspaces.events.id;
  const tokens = new Map<string, string>();
  const as = async (person: Person) => {
    if (!tokens.has(person.id)) tokens.set(person.id, await workspaceTokenFor(request, person, workspaceId));
    return { authorization: `Bearer ${tokens.get(person.id)}` };
  };
  const name = `Fire safety ${uniqueSuffix()}`;
  const event = await request.post('/api/classroom/events', {
    headers: await as(tenant.people.coordinator),
    data: {
      name,
      description: 'What to do when the alarm sounds.',
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimitType: 'fixed',
        maxBookingLimit: 2,
        bookingForm: {
          fields: [
            {
              id: 'diet',
              label: 'Dietary needs',
              type: 'single_choice',
              validation: { mandatory: true },
              options: ['None', 'Vegetarian'],
              helpText: 'Lunch is provided.',
              otherOption: true,
            },
          ],
        },
      },
      cancellationSettings: { cancellationReason: ['Illness', 'Work commitments'], cancellationReasonRequired: true },
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  const start = new Date(Date.now() + 14 * 86_400_000);
  start.setUTCHours(9, 30, 0, 0);
  const session = await request.post('/api/classroom/occurrence', {
    headers: await as(tenant.people.coordinator),
    data: {
      eventId,
      active: true,
      sessionType: 'online',
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          meetingLink: 'https://meet.example.test/fire-safety',
          platform: 'Teams',
        },
      ],
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  const sessionId = ((await session.json()) as { id: string }).id;
  /** Books the person on the session themselves (with the form's answer). */
  const book = async (person: Person) => {
    const response = await request.post('/api/classroom/bookings', {
      headers: await as(person),
      data: { learnerId: person.id, eventId, occurrenceId: sessionId, form: [{ fieldId: 'diet', value: 'None' }] },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const queue = async (person: Person) => {
    const response = await request.post('/api/classroom/learner-subscriptions', {
      headers: await as(person),
      data: { learnerId: person.id, occurrenceId: sessionId },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  return {
    name,
    start,
    eventId,
    sessionId,
    book,
    queue,
    path: `/my-learning/event/${eventId}/session/${sessionId}/show/single`,
    iframePath: `/catalogue/events/${eventId}/session/${sessionId}/iframe/booking`,
  };
}

test('a learner books a session', async ({ page, request }) => {
  const tenant = await withEventPeople(request);
  const session = await twoSeatSession(request, tenant);
  await signIn(page, tenant.people.amy);
  await page.goto(session.path);
  await expect(page.getByRole('heading', { level: 1, name: session.name })).toBeVisible();
  await expect(page.getByText('2 / 2 spaces available')).toBeVisible();
  await expect(page.getByText('Meeting link: https://meet.example.test/fire-safety')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Not booked');
  await axeCleanAtBothSizes(page);

  await page.getByRole('button', { name: 'Book a place' }).click();
  const form = page.getByRole('form', { name: 'Booking form' });
  await expect(form.getByText('Lunch is provided.')).toBeVisible();
  await axeClean(page);
  await form.getByRole('button', { name: 'Book my place' }).click();
  await expect(form.getByText('The Dietary needs field is required')).toBeVisible();
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('textbox', { name: /Other \(Dietary needs\)/ }).fill('No nuts, please');
  await form.getByRole('button', { name: 'Book my place' }).click();

  await expect(page.getByTestId('booking-status')).toHaveText('Booked');
  await expect(page.getByText('1 / 2 spaces available')).toBeVisible();
  await expect(page.getByText('Dietary needs: No nuts, please')).toBeVisible();
  await axeCleanAtBothSizes(page);
  // "Add to calendar" saves the session's calendar file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const saved = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
  expect(saved.getAllSubcomponents('vevent')).toHaveLength(1);

  // The confirmation in the mailbox carries an invitation that an independent parser reads.
  const invitation = await readLatestAttachment(page.context(), tenant.people.amy.email, 'Booking confirmed');
  expect(invitation.filename).toMatch(/\.ics$/);
  const calendar = new ICAL.Component(ICAL.parse(invitation.content));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  // The file's own zone rules turn its local times into instants.
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const [vevent, ...others] = calendar.getAllSubcomponents('vevent');
  expect(others).toHaveLength(0);
  const booked = new ICAL.Event(vevent);
  expect(booked.summary).toContain(session.name);
  expect(booked.uid).toContain(session.sessionId);
  expect(booked.startDate.toJSDate().toISOString()).toBe(session.start.toISOString());
  const zone = vevent?.getFirstProperty('dtstart')?.getParameter('tzid');
  expect(zone).toBe('Europe/London');
  expect(calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'))).toContain(zone);

  // The learner dashboard lists it under Upcoming.
  await page.goto('/my-learning/dashboard/learner');
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link', { name: session.name })).toHaveAttribute('href', session.path);
  await axeCleanAtBothSizes(page);
});

test('a second learner takes the last seat, and a third joins the waiting list', async ({ page, request }) => {
  const tenant = await withEventPeople(request);
  const session = await twoSeatSession(request, tenant);
  await session.book(tenant.people.amy);

  await signIn(page, tenant.people.ben);
  await page.goto(session.path);
  await expect(page.getByText('1 / 2 spaces available')).toBeVisible();
  await page.getByRole('button', { name: 'Book a place' }).click();
  const form = page.getByRole('form', { name: 'Booking form' });
  await form.getByRole('radio', { name: 'Vegetarian' }).check();
  await form.getByRole('button', { name: 'Book my place' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Booked');
  await expect(page.getByText('No spaces available')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, tenant.people.cat);
  await page.goto(session.path);
  await expect(page.getByText('No spaces available')).toBeVisible();
  await page.getByRole('button', { name: 'Book a place' }).click();
  // Validated first: the blocked reason with its hint, and the waiting list offered.
  await expect(page.getByText('This session is fully booked.')).toBeVisible();
  await expect(page.getByText('Please select another session or join the waiting list.')).toBeVisible();
  await axeCleanAtBothSizes(page);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('waiting-position')).toHaveText('You are number 1 on the waiting list.');
  await expect(page.getByTestId('booking-status')).toHaveText('On the waiting list');
  await axeCleanAtBothSizes(page);

  await page.goto('/my-learning/dashboard/learner');
  await page.getByRole('tab', { name: 'Waiting list' }).click();
  const waiting = page.getByRole('list', { name: 'Waiting list' });
  await expect(waiting.getByText('You are number 1 on the waiting list.')).toBeVisible();
  await axeCleanAtBothSizes(page);
});

test('the first learner cancels and the third is promoted', async ({ page, browser, request }) => {
  const tenant = await withEventPeople(request);
  const session = await twoSeatSession(request, tenant);
  await session.book(tenant.people.amy);
  await session.book(tenant.people.ben);
  await session.queue(tenant.people.cat);

  await signIn(page, tenant.people.amy);
  await page.goto(session.path);
  await expect(page.getByTestId('booking-status')).toHaveText('Booked');
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('The cancellation reason field is required')).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('radio', { name: 'Work commitments' }).check();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByText('Cancellation reason: Work commitments')).toBeVisible();
  // The seat went to the first in line at once: still full.
  await expect(page.getByText('No spaces available')).toBeVisible();

  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const cat = await context.newPage();
  await signIn(cat, tenant.people.cat);
  await cat.goto(session.path);
  await expect(cat.getByTestId('booking-status')).toHaveText('Booked');
  await expect(
    cat.getByText('You were given this place from the waiting list.', { exact: false }).first(),
  ).toBeVisible();
  await expect(cat.getByRole('button', { name: 'Decline this place' })).toBeVisible();
  await axeCleanAtBothSizes(cat);
  await cat.goto('/my-learning/dashboard/learner');
  await expect(cat.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: session.name })).toBeVisible();
  // And told by email, with the booking's calendar invitation.
  const promoted = await readLatestAttachment(context, tenant.people.cat.email, 'A place has become free');
  expect(new ICAL.Component(ICAL.parse(promoted.content)).getFirstPropertyValue('method')).toBe('REQUEST');
  await context.close();
});

test('the booking iframe works embedded in a plain HTML page served from another port', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const tenant = await withEventPeople(request);
  const session = await twoSeatSession(request, tenant);
  const src = `${baseURL}${session.iframePath}`;
  // Another site: a tiny page on its own port framing the booking iframe.
  const site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Partner site</title></head><body><main><h1>Book your training</h1>` +
        `<iframe title="Book a place" src="${src}" width="720" height="900"></iframe></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, resolve));
  // Another origin (its own port). The same host keeps the browser's storage first-party, as a
  // partner on the same site would; a partner on another site gets the sign-in link (decision 0033).
  const partner = `http://localhost:${(site.address() as AddressInfo).port}/`;
  try {
    // Signed out: the frame offers a sign-in that comes back to the booking page.
    const visitor = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    const outside = await visitor.newPage();
    await outside.goto(partner);
    const signedOut = outside.frameLocator('iframe[title="Book a place"]');
    const signInLink = signedOut.getByRole('link', { name: /Sign in to book/ });
    await expect(signInLink).toHaveAttribute(
      'href',
      `/auth/login?targetPath=${encodeURIComponent(session.iframePath)}`,
    );
    await expect(signInLink).toHaveAttribute('target', '_blank');
    await visitor.close();

    // Signed in on the app's own site first, then visiting the partner.
    await signIn(page, tenant.people.amy);
    await page.goto(partner);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your training' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Book a place"]');
    await expect(frame.getByRole('heading', { level: 1, name: session.name })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await frame.getByRole('button', { name: 'Book a place' }).click();
    const form = frame.getByRole('form', { name: 'Booking form' });
    await form.getByRole('radio', { name: 'None' }).check();
    await form.getByRole('button', { name: 'Book my place' }).click();
    await expect(frame.getByTestId('booking-status')).toHaveText('Booked');
    await expect(frame.getByText('1 / 2 spaces available')).toBeVisible();

    // The booking page itself, as the frame shows it, is axe clean at both sizes.
    await page.goto(session.iframePath);
    await expect(page.getByTestId('booking-status')).toHaveText('Booked');
    await axeCleanAtBothSizes(page);
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});
