import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_BLOCKED, type LearnerSessionStateItem } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const EVENT = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const SESSION = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const OTHER_SESSION = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
const BOOKING = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const ENTRY = 'af6d2a3c-1b4e-4d5f-8a7b-9c0d1e2f3a4b';
const STATES = '/api/classroom/dashboard/learner-session-states';

function signIn(overrides: Parameters<typeof workspaceToken>[0] = {}) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken(overrides));
}

type Item = LearnerSessionStateItem;
const offer: Item['offer'] = {
  requiresAcceptance: false,
  bookingFormRequired: false,
  bookingForm: { fields: [] },
  selfCancellationAllowed: true,
  selfCancellationLimit: { value: 1, type: 'day' },
  cancellationReasonRequired: false,
  cancellationReason: [],
  cancellationReasonCustomEnabled: false,
};

function item(extra: Partial<Item> = {}, session: Partial<Item['session']> = {}): Item {
  return {
    session: {
      id: SESSION,
      eventId: EVENT,
      eventName: 'First aid at work',
      status: 'upcoming',
      fromDate: '2027-01-12T09:00:00.000Z',
      toDate: '2027-01-12T12:00:00.000Z',
      sessionType: 'face_to_face',
      maxBookingLimitType: 'fixed',
      maxBookingLimit: 10,
      minBookingLimit: 1,
      spaces: { limit: 10, available: 3, booked: 7 },
      items: [
        {
          id: 'b07e3b4d-2c5f-4e6a-9b8c-0d1e2f3a4b5c',
          date: '2027-01-12',
          datetimeStart: '2027-01-12T09:00:00.000Z',
          datetimeEnd: '2027-01-12T12:00:00.000Z',
          timeZone: 'America/New_York',
          localDate: '2027-01-12',
          localStart: '04:00',
          localEnd: '07:00',
          roomId: null,
          venueId: null,
          venue: {
            id: 'c18f4c5e-3d6a-4f7b-8c9d-1e2f3a4b5c6d',
            name: 'Manhattan Centre',
            address: '5th Avenue, New York',
          },
          room: { id: 'd2904d6f-4e7b-4a8c-9d0e-2f3a4b5c6d7e', name: 'Boardroom', capacity: 10 },
          trainers: [{ id: 'e3a15e7a-5f8c-4b9d-8e0f-3a4b5c6d7e8f', firstName: 'Grace', lastName: 'Hopper' }],
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
      sessionInfo: {
        startDate: '2027-01-12T09:00:00.000Z',
        endDate: '2027-01-12T12:00:00.000Z',
        hasEnded: false,
        inProgress: false,
      },
      bookingInfo: {
        acceptationAllowed: true,
        acceptationDate: '2027-01-11T09:00:00.000Z',
        cancellationAllowed: true,
        cancellationDate: '2027-01-11T09:00:00.000Z',
      },
      warnings: [],
      allowedActions: [],
      isCompleted: false,
      attendanceReadyForCompletion: false,
      attendanceRegistryCompleted: false,
      assessmentRegistryFilled: false,
      assessmentRegistryCompleted: false,
      userCompletionStatus: null,
      ...session,
    },
    eventDescription: 'Learn to help in an emergency.',
    state: null,
    bookingStatus: 'not-booked',
    booking: null,
    promoted: false,
    waitingList: null,
    offer,
    ...extra,
  };
}

const page = (...items: Item[]) => ({
  body: { data: items, pagination: { page: 1, pageSize: 100, total: items.length } },
});
const booking = (
  status: 'booked' | 'request' | 'cancelled',
  form: NonNullable<Item['booking']>['form'] = [],
): NonNullable<Item['booking']> => ({
  id: BOOKING,
  learnerId: IDS.user,
  eventId: EVENT,
  occurrenceId: SESSION,
  status,
  form,
  cancellationReason: null,
  cancelledAt: null,
  cancelledBy: null,
  createdBy: IDS.user,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const sessionPath = `/my-learning/event/${EVENT}/session/${SESSION}/show/single`;
const bodyOf = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.url.includes(path))?.body;

describe('the learner session view', () => {
  it('shows each date in the viewer’s zone, naming it, with the venue’s times, the place and the spaces', async () => {
    signIn();
    mockFetch({ [`GET ${STATES}`]: page(item()) });
    renderApp(sessionPath);
    // The file's first render loads the session screen's modules, which takes over a second on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'First aid at work' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      screen.getByText(`Times in ${zone}. At the venue: 4:00 AM – 7:00 AM EST (America/New_York)`),
    ).toBeInTheDocument();
    expect(screen.getByText('Boardroom, Manhattan Centre, 5th Avenue, New York')).toBeInTheDocument();
    expect(screen.getByText('Trainers: Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('3 / 10 spaces available')).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Not booked');
  });

  it('validates first and shows each blocked reason with its hint; a full session offers the waiting list', async () => {
    signIn();
    const calls = mockFetch({
      [`GET ${STATES}`]: page(item({}, { spaces: { limit: 10, available: 0, booked: 10 } })),
      'POST /api/classroom/validate': {
        body: {
          allowed: false,
          blocked: [{ reason: 'FullyBooked', ...BOOKING_BLOCKED.FullyBooked }],
          spaces: { limit: 10, available: 0, booked: 10 },
        },
      },
      'POST /api/classroom/learner-subscriptions': {
        status: 201,
        body: { id: ENTRY, learnerId: IDS.user, eventId: EVENT, occurrenceId: SESSION, status: 'waiting', position: 3 },
      },
    });
    renderApp(sessionPath);
    const user = userEvent.setup();
    expect(await screen.findByText('No spaces available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a place' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BOOKING_BLOCKED.FullyBooked.message)).toBeInTheDocument();
    expect(within(alert).getByText(BOOKING_BLOCKED.FullyBooked.hint)).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/validate')).toEqual({ learnerId: IDS.user, eventId: EVENT, occurrenceId: SESSION });
    expect(calls.some((call) => call.url.endsWith('/api/classroom/bookings'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', '/learner-subscriptions')).toEqual({ learnerId: IDS.user, occurrenceId: SESSION }),
    );
    expect(await screen.findByText('You’ve joined the waiting list.')).toBeInTheDocument();
  });

  it('fills the booking form: every kind of field, mandatory ones, help text and Other', async () => {
    signIn();
    const fields = [
      {
        id: 'diet',
        label: 'Dietary needs',
        type: 'single_choice',
        validation: { mandatory: true },
        options: ['None', 'Vegetarian'],
        helpText: 'Lunch is provided.',
        otherOption: true,
      },
      {
        id: 'topics',
        label: 'Topics',
        type: 'multi_choice',
        validation: { mandatory: false },
        options: ['CPR', 'Burns'],
        helpText: null,
        otherOption: false,
      },
      {
        id: 'access',
        label: 'Access needs',
        type: 'text',
        validation: { mandatory: false },
        options: [],
        helpText: null,
        otherOption: false,
      },
      {
        id: 'consent',
        label: 'I agree to be photographed',
        type: 'checkbox',
        validation: { mandatory: true },
        options: [],
        helpText: null,
        otherOption: false,
      },
    ] as Item['offer']['bookingForm']['fields'];
    const calls = mockFetch({
      [`GET ${STATES}`]: page(item({ offer: { ...offer, bookingForm: { fields } } })),
      'POST /api/classroom/validate': {
        body: { allowed: true, blocked: [], spaces: { limit: 10, available: 3, booked: 7 } },
      },
      'POST /api/classroom/bookings': { status: 201, body: { booking: booking('booked'), subscription: null } },
    });
    renderApp(sessionPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book a place' }));
    const form = await screen.findByRole('form', { name: 'Booking form' });
    expect(within(form).getByText('Lunch is provided.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book my place' }));
    expect(within(form).getByText('The Dietary needs field is required')).toBeInTheDocument();
    expect(within(form).getByText('The I agree to be photographed field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/api/classroom/bookings'))).toBe(false);

    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.type(within(form).getByRole('textbox', { name: /Other \(Dietary needs\)/ }), 'No nuts');
    await user.click(within(form).getByRole('checkbox', { name: 'CPR' }));
    await user.type(within(form).getByRole('textbox', { name: 'Access needs' }), 'Step-free');
    await user.click(within(form).getByRole('checkbox', { name: /I agree to be photographed/ }));
    await user.click(within(form).getByRole('button', { name: 'Book my place' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', '/api/classroom/bookings')).toEqual({
        learnerId: IDS.user,
        eventId: EVENT,
        occurrenceId: SESSION,
        joinWaitingList: false,
        form: [
          { fieldId: 'diet', value: '', other: 'No nuts' },
          { fieldId: 'topics', value: ['CPR'], other: null },
          { fieldId: 'access', value: 'Step-free', other: null },
          { fieldId: 'consent', value: true, other: null },
        ],
      }),
    );
    expect((await screen.findAllByText('You’re booked on this session.')).length).toBeGreaterThan(0);
  });

  it('a refused booking shows the server’s reason and hint', async () => {
    signIn();
    mockFetch({
      [`GET ${STATES}`]: page(item()),
      'POST /api/classroom/validate': {
        body: { allowed: true, blocked: [], spaces: { limit: 10, available: 1, booked: 9 } },
      },
      'POST /api/classroom/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'FullyBooked',
          message: BOOKING_BLOCKED.FullyBooked.message,
          errors: { message: BOOKING_BLOCKED.FullyBooked.message },
          details: { hint: BOOKING_BLOCKED.FullyBooked.hint },
        },
      },
    });
    renderApp(sessionPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book a place' }));
    const alert = (await screen.findByText('You can’t book this session')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(BOOKING_BLOCKED.FullyBooked.hint)).toBeInTheDocument();
    expect(await screen.findByText('Booking hasn’t been created.')).toBeInTheDocument();
  });

  it('cancels with a reason from the list (required), and offers the calendar file', async () => {
    signIn();
    const calls = mockFetch({
      [`GET ${STATES}`]: page(
        item({
          bookingStatus: 'booked',
          state: 'upcoming',
          booking: booking('booked', [{ fieldId: 'diet', value: 'Vegetarian', other: null }]),
          offer: {
            ...offer,
            cancellationReasonRequired: true,
            cancellationReason: ['Illness', 'Work commitments'],
            bookingForm: {
              fields: [
                {
                  id: 'diet',
                  label: 'Dietary needs',
                  type: 'single_choice',
                  validation: { mandatory: true },
                  options: ['Vegetarian'],
                  helpText: null,
                  otherOption: false,
                },
              ],
            },
          },
        }),
      ),
      'PATCH /api/classroom/bookings': { body: { ...booking('cancelled'), cancellationReason: 'Illness' } },
      [`GET /api/classroom/dashboard/ical/${SESSION}`]: { body: 'BEGIN:VCALENDAR' },
    });
    renderApp(sessionPath);
    const user = userEvent.setup();
    expect(await screen.findByText('Dietary needs: Vegetarian')).toBeInTheDocument();
    // The calendar file is fetched with the session's token (a plain link would be refused), then saved.
    const saved = vi.fn((_file: Blob) => 'blob:calendar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const fileCall = calls.find((call) => call.url.endsWith(`/api/classroom/dashboard/ical/${SESSION}`));
    expect(fileCall?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByText(/^You can cancel until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('The cancellation reason field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Illness' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'PATCH', '/api/classroom/bookings')).toEqual({
        id: BOOKING,
        action: 'cancel',
        cancellationReason: 'Illness',
      }),
    );
  });

  it('says when the self-cancellation period has ended, and offers no cancel', async () => {
    signIn();
    mockFetch({
      [`GET ${STATES}`]: page(
        item(
          { bookingStatus: 'booked', state: 'upcoming', booking: booking('booked') },
          {
            bookingInfo: {
              acceptationAllowed: false,
              acceptationDate: '2027-01-11T09:00:00.000Z',
              cancellationAllowed: false,
              cancellationDate: '2027-01-11T09:00:00.000Z',
            },
          },
        ),
      ),
    });
    renderApp(sessionPath);
    expect(await screen.findByText('The self-cancellation period for this session has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my booking' })).not.toBeInTheDocument();
  });

  it('shows the queue position and leaves the waiting list; a promoted learner may decline', async () => {
    signIn();
    const calls = mockFetch({
      [`GET ${STATES}`]: page(
        item({
          bookingStatus: 'on-waitlist',
          state: 'waiting',
          waitingList: { id: ENTRY, position: 2, scope: 'session' },
        }),
        item(
          {
            bookingStatus: 'booked',
            state: 'upcoming',
            booking: { ...booking('booked'), occurrenceId: OTHER_SESSION },
            promoted: true,
          },
          { id: OTHER_SESSION },
        ),
      ),
      [`DELETE /api/classroom/learner-subscriptions/${ENTRY}`]: { status: 204 },
      'PATCH /api/classroom/bookings': { body: booking('cancelled') },
    });
    renderApp(sessionPath);
    const user = userEvent.setup();
    expect(await screen.findByTestId('waiting-position')).toHaveTextContent('You are number 2 on the waiting list.');
    expect(screen.queryByRole('button', { name: 'Book a place' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/learner-subscriptions/${ENTRY}`)),
      ).toBe(true),
    );

    renderApp(`/my-learning/dashboard/browse/event/${EVENT}/session/${OTHER_SESSION}/show/single`);
    await user.click(await screen.findByRole('button', { name: 'Decline this place' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline place' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'PATCH', '/api/classroom/bookings')).toEqual({
        id: BOOKING,
        action: 'decline',
        cancellationReason: null,
      }),
    );
    expect(screen.getByRole('link', { name: 'All sessions of this event' })).toHaveAttribute(
      'href',
      `/my-learning/dashboard/browse/event/${EVENT}/show/single`,
    );
  });
});

describe('the event view and the dashboards', () => {
  it('lists the event’s sessions offered to the learner with their status, linking to each', async () => {
    signIn();
    const calls = mockFetch({
      [`GET ${STATES}`]: page(item(), item({ bookingStatus: 'booked', state: 'upcoming' }, { id: OTHER_SESSION })),
    });
    renderApp(`/my-learning/dashboard/courses/event/${EVENT}/show/single`);
    expect(await screen.findByRole('heading', { level: 1, name: 'First aid at work' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /12 Jan 2027/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/my-learning/dashboard/courses/event/${EVENT}/session/${SESSION}/show/single`,
      `/my-learning/dashboard/courses/event/${EVENT}/session/${OTHER_SESSION}/show/single`,
    ]);
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(calls[calls.length - 1]!.url).toContain(`filters%5BeventId%5D=${EVENT}`);
  });

  it('the learner dashboard lists sessions by state, one tab each', async () => {
    signIn({ customerServices: ['EBS'] });
    const calls = mockFetch({
      [`GET ${STATES}`]: (call) =>
        call.url.includes('filters%5Bstate%5D=past')
          ? page(item({ bookingStatus: 'completed', state: 'past' }, { status: 'ended', eventName: 'Fire safety' }))
          : page(item({ bookingStatus: 'booked', state: 'upcoming' })),
    });
    renderApp('/my-learning/dashboard/learner');
    const list = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(list).getByRole('link', { name: 'First aid at work' })).toHaveAttribute('href', sessionPath);
    expect(
      calls.some((call) => call.url.includes('filters%5Bstate%5D=upcoming') && call.url.includes('sortDirection=asc')),
    ).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past' });
    expect(within(past).getByText('Completed')).toBeInTheDocument();
    expect(
      calls.some((call) => call.url.includes('filters%5Bstate%5D=past') && call.url.includes('sortDirection=desc')),
    ).toBe(true);
  });

  it('shows completed, passed and not completed as recorded, and a session still waiting for its register', async () => {
    signIn();
    const ended = { status: 'ended' as const };
    mockFetch({
      [`GET ${STATES}`]: (call) =>
        call.url.includes('filters%5Bstate%5D=past')
          ? page(
              item(
                { bookingStatus: 'passed', state: 'past', booking: booking('booked') },
                { ...ended, eventName: 'Fire safety', userCompletionStatus: 'passed', isCompleted: true },
              ),
              item(
                { bookingStatus: 'booked', state: 'past', booking: booking('booked') },
                { ...ended, id: OTHER_SESSION, eventName: 'Manual handling', userCompletionStatus: 'failed' },
              ),
              item(
                { bookingStatus: 'booked', state: 'past', booking: booking('booked') },
                { ...ended, id: ENTRY, eventName: 'Ladders', userCompletionStatus: 'in_progress' },
              ),
            )
          : call.url.includes(`filters%5BeventId%5D=${EVENT}`)
            ? page(
                item(
                  { bookingStatus: 'passed', state: 'past', booking: booking('booked') },
                  { ...ended, userCompletionStatus: 'passed', isCompleted: true },
                ),
              )
            : page(),
    });
    const { router } = renderApp('/my-learning/dashboard/learner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past' });
    const card = (name: string) => within(past).getByRole('link', { name }).closest('li') as HTMLElement;
    expect(within(card('Fire safety')).getByText('Passed')).toBeInTheDocument();
    expect(within(card('Manual handling')).getByText('Not completed')).toBeInTheDocument();
    expect(within(card('Manual handling')).queryByText('Booked')).not.toBeInTheDocument();
    expect(
      within(card('Ladders')).getByText('Waiting for the trainer to complete the register or summary'),
    ).toBeInTheDocument();
    await router.navigate(sessionPath);
    expect(await screen.findByTestId('completion-status')).toHaveTextContent('Completion: Passed');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Passed');
  });

  it('the trainer dashboard lists the sessions they run with their state and bookings', async () => {
    signIn({
      customerRoles: ['trainer'],
      roles: [],
      profile: { id: IDS.profile, roles: [], customerRoles: ['trainer'] },
    });
    mockFetch({
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: {
          data: [],
          customerRoles: [{ customerId: IDS.customer, customerName: 'Engine Room', roles: ['trainer'] }],
        },
      },
      'GET /api/classroom/dashboard/trainer-session-states': {
        body: {
          data: [
            {
              session: item().session,
              state: 'register_pending',
              bookedLearners: 7,
              waiting: 2,
              registersEnabled: true,
              nextRegisterId: null,
              summaryId: null,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/my-learning/dashboard/trainer');
    const list = await screen.findByRole('list', { name: 'Active' });
    expect(within(list).getByRole('link', { name: 'First aid at work' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/${SESSION}/show`,
    );
    expect(within(list).getByText('Register to complete')).toBeInTheDocument();
    expect(within(list).getByText('7 learners booked · 2 waiting')).toBeInTheDocument();
  });
});

describe('the booking iframe', () => {
  it('offers signed-out visitors a sign-in link that comes back to it, without the app’s header', async () => {
    mockFetch({});
    renderApp(`/catalogue/events/${EVENT}/session/${SESSION}/iframe/booking`);
    const link = await screen.findByRole('link', { name: /Sign in to book/ });
    const target = `/catalogue/events/${EVENT}/session/${SESSION}/iframe/booking`;
    expect(link).toHaveAttribute('href', `/auth/login?targetPath=${encodeURIComponent(target)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the booking part to a signed-in learner', async () => {
    signIn();
    mockFetch({ [`GET ${STATES}`]: page(item()) });
    renderApp(`/catalogue/events/${EVENT}/session/${SESSION}/iframe/booking`);
    expect(await screen.findByRole('button', { name: 'Book a place' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'First aid at work' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
