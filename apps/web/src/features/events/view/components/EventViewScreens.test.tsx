import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_BLOCKED, EVENT_DEFAULTS, UNLIMITED_BOOKINGS } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { BULK_SPACING_MS } from '../hooks/useBulkBooking';

const EVENT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SESSION = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const OTHER_SESSION = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const COURSE = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
const PEOPLE = [
  '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
  '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c',
  '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d',
] as const;
const BOOKING = '8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e';
const REQUEST = '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
const NOW = '2026-11-24T10:00:00.000Z';

// Each screen is a lazily loaded chunk: its first render may take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.useRealTimers());

function signInAs(roles: ('event_coordinator' | 'learner')[], customerRoles: 'trainer'[] = []) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] }, customerRoles }),
  );
}

const event = (overrides: Record<string, unknown> = {}) => ({
  id: EVENT,
  name: 'First aid at work',
  description: 'Three hours of practice.',
  workspaceId: IDS.workspaceA,
  customerId: IDS.customer,
  images: [],
  coordinators: [{ id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' }],
  courses: [],
  usedInCourse: false,
  ...EVENT_DEFAULTS,
  bookingSettings: {
    ...EVENT_DEFAULTS.bookingSettings,
    maxBookingLimit: UNLIMITED_BOOKINGS,
    allowNoEnrolments: true,
    bookingFormRequired: true,
    bookingForm: {
      fields: [
        {
          id: 'diet',
          label: 'Dietary needs',
          type: 'text',
          validation: { mandatory: true },
          options: [],
          helpText: null,
          otherOption: false,
        },
      ],
    },
  },
  cancellationSettings: { ...EVENT_DEFAULTS.cancellationSettings, cancellationReason: ['Illness', 'Work'] },
  costsSettings: { ...EVENT_DEFAULTS.costsSettings, costsEnabled: true, costsValue: 120 },
  eventInfo: { hasBookings: false, sessions: 1, activeSessions: 1 },
  createdAt: NOW,
  allowedActions: ['edit', 'addSession', 'archive', 'delete'],
  ...overrides,
});

const session = (overrides: Record<string, unknown> = {}) => ({
  id: SESSION,
  eventId: EVENT,
  eventName: 'First aid at work',
  status: 'upcoming',
  fromDate: '2027-03-02T10:00:00.000Z',
  toDate: '2027-03-02T13:00:00.000Z',
  sessionType: 'face_to_face',
  maxBookingLimitType: 'fixed',
  maxBookingLimit: 10,
  minBookingLimit: 1,
  spaces: { limit: 10, available: 7, booked: 3 },
  items: [
    {
      id: 'aa0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
      date: '2027-03-02',
      datetimeStart: '2027-03-02T10:00:00.000Z',
      datetimeEnd: '2027-03-02T13:00:00.000Z',
      timeZone: 'Europe/London',
      localDate: '2027-03-02',
      localStart: '10:00',
      localEnd: '13:00',
      roomId: 'bb0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
      venueId: 'cc0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
      venue: { id: 'cc0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', name: 'London Training Centre', address: 'London' },
      room: { id: 'bb0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', name: 'Boardroom', capacity: 10 },
      trainers: [{ id: PEOPLE[2], firstName: 'Tess', lastName: 'Trainer' }],
      meetingLink: null,
      platform: null,
      virtualAccessDetails: null,
    },
  ],
  coordinators: [],
  trainers: [],
  isActive: true,
  userBookingStatus: null,
  userBookingId: null,
  userSubscription: null,
  sessionInfo: { startDate: NOW, endDate: NOW, hasEnded: false, inProgress: false },
  bookingInfo: { acceptationAllowed: true, acceptationDate: NOW, cancellationAllowed: true, cancellationDate: NOW },
  warnings: [],
  allowedActions: ['edit', 'deactivate', 'cancel', 'book', 'manageBookings'],
  isCompleted: false,
  attendanceReadyForCompletion: false,
  attendanceRegistryCompleted: false,
  assessmentRegistryFilled: false,
  assessmentRegistryCompleted: false,
  userCompletionStatus: null,
  ...overrides,
});

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  emailAddress: `${firstName.toLowerCase()}@example.test`,
});
const booking = (id: string, learner: ReturnType<typeof person>, overrides: Record<string, unknown> = {}) => ({
  id,
  learner,
  status: 'booked',
  form: [{ fieldId: 'diet', value: 'Vegan', other: null }],
  cancellationReason: null,
  cancelledAt: null,
  cancelledBy: null,
  createdBy: { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' },
  createdAt: NOW,
  promotedAt: null,
  ...overrides,
});

const sessionRoutes = (extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) => ({
  [`GET /api/classroom/occurrence/${SESSION}`]: { body: session() },
  [`GET /api/classroom/events/${EVENT}`]: { body: event() },
  [`GET /api/classroom/v2/events/${EVENT}/sessions`]: {
    body: {
      data: [session(), session({ id: OTHER_SESSION, fromDate: '2027-03-09T10:00:00.000Z' })],
      pagination: { page: 1, pageSize: 2, total: 2 },
    },
  },
  [`GET /api/classroom/occurrence/${SESSION}/bookings`]: {
    body: {
      bookings: [
        booking(BOOKING, person(PEOPLE[0], 'Bea', 'Booked')),
        booking(REQUEST, person(PEOPLE[1], 'Rex', 'Request'), { status: 'request', createdBy: null }),
        booking('dd0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', person(PEOPLE[2], 'Cal', 'Cancelled'), {
          status: 'cancelled',
          cancellationReason: 'Illness',
          cancelledAt: NOW,
          cancelledBy: { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' },
        }),
      ],
      waitingList: [
        {
          id: 'ee0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
          learner: person('ff0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', 'Wren', 'Waiting'),
          list: 'session',
          position: 1,
          joinedAt: NOW,
        },
      ],
    },
  },
  ...extra,
});

describe('the event page', () => {
  it('shows the settings in words, the sessions with spaces, and the coordinator’s actions', async () => {
    signInAs(['event_coordinator']);
    const calls = mockFetch({
      [`GET /api/classroom/events/${EVENT}`]: { body: event() },
      [`GET /api/classroom/v2/events/${EVENT}/sessions`]: {
        body: { data: [session()], pagination: { page: 1, pageSize: 1, total: 1 } },
      },
      [`POST /api/classroom/event/${EVENT}/archive`]: {
        body: event({ status: 'archived', allowedActions: ['reactivate'] }),
      },
    });
    renderApp(`/catalogue/events/event/${EVENT}/show/single`);
    expect(await screen.findByRole('heading', { level: 1, name: 'First aid at work' })).toBeInTheDocument();
    expect(screen.getByText('Active · 1 session')).toBeInTheDocument();
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
    expect(screen.getByText('£120.00')).toBeInTheDocument();
    expect(screen.getByText('1 day before the start')).toBeInTheDocument();
    expect(screen.getByText('Up to 1 day before the start')).toBeInTheDocument();
    expect(screen.getByText('Illness, Work')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sessions of First aid at work' });
    expect(within(table).getByText('Upcoming')).toBeInTheDocument();
    expect(within(table).getByText('7 / 10 spaces available')).toBeInTheDocument();
    expect(within(table).getByText('Boardroom, London Training Centre')).toBeInTheDocument();
    expect(within(table).getByText('Tess Trainer')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /02 Mar 2027/ })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/${SESSION}/show`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/catalogue/events/event/${EVENT}/edit`);
    expect(screen.getByRole('link', { name: 'Add session' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/add`,
    );
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive this event?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Event has been archived.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith(`/event/${EVENT}/archive`))).toBe(true);
  });

  it('offers no action the answer does not allow, and tells why a failed delete failed', async () => {
    signInAs(['event_coordinator']);
    mockFetch({
      [`GET /api/classroom/events/${EVENT}`]: { body: event({ allowedActions: ['delete'] }) },
      [`GET /api/classroom/v2/events/${EVENT}/sessions`]: {
        body: { data: [], pagination: { page: 1, pageSize: 0, total: 0 } },
      },
      [`DELETE /api/classroom/events/${EVENT}`]: apiError(409, 'conflict', 'An event with bookings can’t be removed.'),
    });
    renderApp(`/catalogue/events/event/${EVENT}/show/single`);
    await screen.findByRole('heading', { level: 1, name: 'First aid at work' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event hasn’t been deleted.')).toBeInTheDocument();
    expect(screen.getByText('An event with bookings can’t be removed.')).toBeInTheDocument();
  });
});

describe('the session page', () => {
  it('lists bookings with answers and cancellations, the waiting list, and approves a request', async () => {
    signInAs(['event_coordinator']);
    const calls = mockFetch(
      sessionRoutes({
        'PATCH /api/classroom/bookings': (call) => ({
          body: {
            ...booking(REQUEST, person(PEOPLE[1], 'Rex', 'Request')),
            learnerId: PEOPLE[1],
            eventId: EVENT,
            occurrenceId: SESSION,
            status: (call.body as { action: string }).action === 'approve' ? 'booked' : 'cancelled',
            cancelledBy: null,
            createdBy: null,
            learner: undefined,
          },
        }),
      }),
    );
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const bookings = await screen.findByRole('table', { name: 'Bookings of this session' });
    expect(within(bookings).getAllByText('Dietary needs: Vegan')).toHaveLength(3);
    expect(within(bookings).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(bookings).getByText(/Illness – by Ada Lovelace/)).toBeInTheDocument();
    const waiting = screen.getByRole('table', { name: 'People waiting, in order' });
    expect(within(waiting).getByText('No. 1')).toBeInTheDocument();
    expect(within(waiting).getByText('Wren Waiting')).toBeInTheDocument();
    expect(screen.getByText('Upcoming · 7 / 10 spaces available')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve the request of Rex Request' }));
    expect(await screen.findByText('Request approved: the learner is booked.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id: REQUEST,
      action: 'approve',
      cancellationReason: null,
    });
  });

  it('cancels a booking with one of the event’s reasons, required when the event says so', async () => {
    signInAs(['event_coordinator']);
    const calls = mockFetch(
      sessionRoutes({
        [`GET /api/classroom/events/${EVENT}`]: {
          body: event({
            cancellationSettings: {
              ...EVENT_DEFAULTS.cancellationSettings,
              cancellationReason: ['Illness', 'Work'],
              cancellationReasonRequired: true,
            },
          }),
        },
        'PATCH /api/classroom/bookings': apiError(409, 'conflict', 'The session has started.'),
      }),
    );
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Bea Booked' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('The cancellation reason field is required')).toBeInTheDocument();
    // The shared confirm dialog offers the event's reasons as radios (docs/design.md "Confirm dialogs").
    expect(within(dialog).getByRole('radiogroup', { name: /Cancellation reason/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking hasn’t been canceled.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id: BOOKING,
      action: 'cancel',
      cancellationReason: 'Work',
    });
  });

  it('cancels the session and copies its bookings, listing who could not be copied and why', async () => {
    signInAs(['event_coordinator']);
    const calls = mockFetch(
      sessionRoutes({
        'POST /api/classroom/cancel-occurrence': {
          body: {
            occurrence: session({ status: 'cancelled', allowedActions: ['archive', 'manageBookings'] }),
            copied: 1,
            expiredLearners: [{ learnerId: PEOPLE[1], reason: BOOKING_BLOCKED.FullyBooked.message }],
          },
        },
      }),
    );
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Cancel and copy bookings to another active session' }));
    const target = within(dialog).getByRole('combobox', { name: /Copy the bookings to/ });
    // Only the event's other upcoming session is offered.
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', OTHER_SESSION]);
    await user.selectOptions(target, OTHER_SESSION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('1 booking copied to the other session')).toBeInTheDocument();
    expect(screen.getByText(`Rex Request: ${BOOKING_BLOCKED.FullyBooked.message}`)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/cancel-occurrence'))?.body).toEqual({
      occurrenceId: SESSION,
      targetOccurrenceId: OTHER_SESSION,
    });
  });

  it('books several learners one call each, 100 ms apart, with X of N and each person’s result', async () => {
    signInAs(['event_coordinator']);
    const enrolCourse = event({ usedInCourse: true, courses: [{ id: COURSE }] });
    const people = [
      { ...person(PEOPLE[0], 'Ann', 'Able'), profileId: PEOPLE[0], enrolled: true, bookedSessionId: null },
      { ...person(PEOPLE[1], 'Ben', 'Blocked'), profileId: PEOPLE[1], enrolled: true, bookedSessionId: null },
      { ...person(PEOPLE[2], 'Cat', 'Course'), profileId: PEOPLE[2], enrolled: false, bookedSessionId: null },
    ];
    const stamps: number[] = [];
    const booked = (learnerId: string, status: string) => ({
      status: 201,
      body: {
        booking: {
          id: BOOKING,
          learnerId,
          eventId: EVENT,
          occurrenceId: SESSION,
          status,
          form: [],
          cancellationReason: null,
          cancelledAt: null,
          cancelledBy: null,
          createdBy: IDS.user,
          createdAt: NOW,
        },
        subscription: null,
      },
    });
    const calls = mockFetch(
      sessionRoutes({
        [`GET /api/classroom/events/${EVENT}`]: {
          body: { ...enrolCourse, bookingSettings: { ...enrolCourse.bookingSettings, allowNoEnrolments: false } },
        },
        [`GET /api/report-engine/user-list/for-booking/${EVENT}`]: {
          body: { data: people, pagination: { page: 1, pageSize: 10, total: 3 } },
        },
        // One row per call (03 §7 'one call per learner'); a refused row answers 200 with its reason.
        'POST /api/classroom/bookings-bulk': (call) => {
          stamps.push(Date.now());
          const [row] = call.body as { learnerId: string }[];
          const learnerId = row!.learnerId;
          const refused = learnerId === PEOPLE[1];
          return {
            status: 200,
            body: {
              data: [
                {
                  learnerId,
                  occurrenceId: SESSION,
                  result: refused ? 'blocked' : 'booked',
                  booking: refused ? null : booked(learnerId, 'booked').body.booking,
                  subscriptionId: null,
                  reason: refused ? 'LearnerAlreadyBooked' : null,
                  message: refused ? BOOKING_BLOCKED.LearnerAlreadyBooked.message : null,
                  hint: refused ? BOOKING_BLOCKED.LearnerAlreadyBooked.hint : null,
                },
              ],
            },
          };
        },
        'POST /api/classroom/book-and-enrol': () => {
          stamps.push(Date.now());
          return booked(PEOPLE[2], 'request');
        },
      }),
    );
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book learners' }));
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('table', { name: 'People who can be booked' });
    expect(within(list).getByText('Will be enrolled on the course')).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Select everyone on this page' }));
    expect(within(dialog).getByText('3 people selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book 3 learners' }));

    expect(await within(dialog).findByText('3 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    const results = within(dialog).getByRole('table', { name: 'Booking results' });
    expect(within(results).getByText('Booked')).toBeInTheDocument();
    expect(within(results).getByText(BOOKING_BLOCKED.LearnerAlreadyBooked.message)).toBeInTheDocument();
    expect(within(results).getByText(BOOKING_BLOCKED.LearnerAlreadyBooked.hint)).toBeInTheDocument();
    expect(within(results).getByText('Request sent for approval')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText('2 of 3 booked.')).toBeInTheDocument();

    const bookingCalls = calls.filter((call) => call.method === 'POST');
    expect(bookingCalls.map((call) => call.url.replace(/^.*\/api\/classroom/, ''))).toEqual([
      '/bookings-bulk',
      '/bookings-bulk',
      '/book-and-enrol',
    ]);
    expect(bookingCalls[0]?.body).toEqual([
      { learnerId: PEOPLE[0], eventId: EVENT, occurrenceId: SESSION, form: [], invite: false, joinWaitingList: false },
    ]);
    expect(bookingCalls[2]?.body).toEqual({
      profileId: PEOPLE[2],
      eventId: EVENT,
      occurrenceId: SESSION,
      bookingForm: [],
    });
    for (let index = 1; index < stamps.length; index += 1)
      expect(stamps[index]! - stamps[index - 1]!).toBeGreaterThanOrEqual(BULK_SPACING_MS - 5);
  });

  it('shows a trainer the bookings without the coordinator’s session actions', async () => {
    signInAs(['learner'], ['trainer']);
    mockFetch(
      sessionRoutes({
        [`GET /api/classroom/occurrence/${SESSION}`]: { body: session({ allowedActions: ['manageBookings'] }) },
      }),
    );
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    await screen.findByRole('table', { name: 'Bookings of this session' });
    for (const name of ['Book learners', 'Cancel session', 'Back to draft'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit session' })).not.toBeInTheDocument();
  });
});

describe('course assignment', () => {
  it('assigns the chosen events to the course', async () => {
    signInAs(['event_coordinator']);
    const rows = [
      {
        id: EVENT,
        name: 'First aid at work',
        status: 'active',
        sessions: 0,
        firstDate: null,
        lastDate: null,
        nextSession: null,
      },
      {
        id: SESSION,
        name: 'Fire safety',
        status: 'draft',
        sessions: 0,
        firstDate: null,
        lastDate: null,
        nextSession: null,
      },
    ];
    const calls = mockFetch({
      [`GET /api/classroom/events/available-for-course/${COURSE}`]: { body: { data: rows } },
      [`POST /api/classroom/events-course-assign/${COURSE}`]: { body: { data: [rows[1]] } },
    });
    renderApp(`/catalogue/events-course-assign/${COURSE}`);
    const table = await screen.findByRole('table', { name: 'Events available for this course' });
    expect(within(table).getByRole('link', { name: 'Fire safety' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${SESSION}/show/single`,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Assign 0 events' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Fire safety' }));
    await user.click(screen.getByRole('button', { name: 'Assign 1 event' }));
    expect(await screen.findByText('The course has been assigned to 1 event.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ eventIds: [SESSION] }));
  });

  it('is refused to someone who is not an event coordinator', async () => {
    signInAs(['learner'], ['trainer']);
    mockFetch({});
    const { router } = renderApp(`/catalogue/events-course-assign/${COURSE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
