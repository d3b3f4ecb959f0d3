import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BOOKING_BLOCKED,
  EVENT_DEFAULTS,
  type Event,
  type LearnerSessionStateItem,
  type Occurrence,
} from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const EVENT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const SESSION = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const UNIT = 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f';
const TEAM = ['d4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f8a', 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b'] as const;
const NOW = '2026-11-24T10:00:00.000Z';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

/** A manager of one unit who is not a coordinator or trainer (a learner too, as managers usually are). */
function signInAsManager() {
  const roles = ['learner', 'manager'] as const;
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: [...roles],
      profile: { id: IDS.profile, roles: [...roles], customerRoles: [] },
      customerRoles: [],
      managedOrganisationUnits: [UNIT],
    }),
  );
}

const occurrence = (allowedActions: Occurrence['allowedActions']): Occurrence => ({
  id: SESSION,
  eventId: EVENT,
  eventName: 'Fire safety',
  status: 'upcoming',
  fromDate: '2027-03-02T10:00:00.000Z',
  toDate: '2027-03-02T13:00:00.000Z',
  sessionType: 'online',
  maxBookingLimitType: 'fixed',
  maxBookingLimit: 10,
  minBookingLimit: 1,
  spaces: { limit: 10, available: 10, booked: 0 },
  items: [],
  coordinators: [],
  trainers: [],
  isActive: true,
  userBookingStatus: null,
  userBookingId: null,
  userSubscription: null,
  sessionInfo: { startDate: NOW, endDate: NOW, hasEnded: false, inProgress: false },
  bookingInfo: { acceptationAllowed: true, acceptationDate: NOW, cancellationAllowed: true, cancellationDate: NOW },
  warnings: [],
  allowedActions,
  isCompleted: false,
  attendanceReadyForCompletion: false,
  attendanceRegistryCompleted: false,
  assessmentRegistryFilled: false,
  assessmentRegistryCompleted: false,
  userCompletionStatus: null,
});

const event: Event = {
  id: EVENT,
  name: 'Fire safety',
  description: null,
  workspaceId: IDS.workspaceA,
  customerId: IDS.customer,
  images: [],
  coordinators: [],
  courses: [],
  usedInCourse: false,
  ...EVENT_DEFAULTS,
  bookingSettings: { ...EVENT_DEFAULTS.bookingSettings, allowNoEnrolments: true },
  eventInfo: { hasBookings: false, sessions: 1, activeSessions: 1 },
  createdAt: NOW,
  allowedActions: [],
};

const offered = (session: Occurrence): LearnerSessionStateItem => ({
  session,
  eventDescription: null,
  state: null,
  bookingStatus: 'not-booked',
  booking: null,
  promoted: false,
  waitingList: null,
  offer: {
    requiresAcceptance: false,
    bookingFormRequired: false,
    bookingForm: { fields: [] },
    selfCancellationAllowed: true,
    selfCancellationLimit: { value: 1, type: 'day' },
    cancellationReasonRequired: false,
    cancellationReason: [],
    cancellationReasonCustomEnabled: false,
  },
});

const teamMember = (id: string, firstName: string) => ({
  id,
  profileId: id,
  firstName,
  lastName: 'Team',
  emailAddress: `${firstName.toLowerCase()}@example.test`,
  enrolled: false,
  bookedSessionId: null,
});

/** The calls of the learner session view, the manager's picker (their unit's people) and the bookings. */
function managerRoutes(allowedActions: Occurrence['allowedActions']) {
  return mockFetch({
    'GET /api/classroom/dashboard/learner-session-states': {
      body: { data: [offered(occurrence([]))], pagination: { page: 1, pageSize: 100, total: 1 } },
    },
    [`GET /api/classroom/occurrence/${SESSION}`]: { body: occurrence(allowedActions) },
    [`GET /api/classroom/events/${EVENT}`]: { body: event },
    [`GET /api/report-engine/user-list/for-booking/${EVENT}`]: {
      body: {
        data: [teamMember(TEAM[0], 'Amy'), teamMember(TEAM[1], 'Bob')],
        pagination: { page: 1, pageSize: 10, total: 2 },
      },
    },
    'POST /api/classroom/bookings-bulk': (call) => {
      const [row] = call.body as { learnerId: string }[];
      const full = row!.learnerId === TEAM[1];
      return {
        body: {
          data: [
            {
              learnerId: row!.learnerId,
              occurrenceId: SESSION,
              result: full ? 'blocked' : 'booked',
              booking: full
                ? null
                : {
                    id: 'f6a7b8c9-d0e1-4f2a-9b3c-5d6e7f8a9b0c',
                    learnerId: row!.learnerId,
                    eventId: EVENT,
                    occurrenceId: SESSION,
                    status: 'booked',
                    form: [],
                    cancellationReason: null,
                    cancelledAt: null,
                    cancelledBy: null,
                    createdBy: IDS.user,
                    createdAt: NOW,
                  },
              subscriptionId: null,
              reason: full ? 'FullyBooked' : null,
              message: full ? BOOKING_BLOCKED.FullyBooked.message : null,
              hint: full ? BOOKING_BLOCKED.FullyBooked.hint : null,
            },
          ],
        },
      };
    },
  });
}

describe('a manager books their team', () => {
  it('offers "Book my team" on the learner session view and books the chosen people, X of N', async () => {
    signInAsManager();
    const calls = managerRoutes(['book']);
    renderApp(`/my-learning/dashboard/browse/event/${EVENT}/session/${SESSION}/show/single`);
    const user = userEvent.setup();
    const team = await screen.findByRole('region', { name: 'Your team' });
    await user.click(within(team).getByRole('button', { name: 'Book my team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Only the people of the units you manage are listed.')).toBeInTheDocument();
    const list = await within(dialog).findByRole('table', { name: 'People who can be booked' });
    await user.click(within(list).getByRole('checkbox', { name: 'Select Amy Team' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select Bob Team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book 2 learners' }));

    expect(await within(dialog).findByText('2 of 2', {}, { timeout: 3000 })).toBeInTheDocument();
    const results = within(dialog).getByRole('table', { name: 'Booking results' });
    expect(within(results).getByText('Booked')).toBeInTheDocument();
    expect(within(results).getByText(BOOKING_BLOCKED.FullyBooked.message)).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 booked.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { learnerId: string }[])[0]!.learnerId)).toEqual([...TEAM]);

    // Opened again, the dialog starts a new booking rather than showing the last results.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(team).getByRole('button', { name: 'Book my team' }));
    const reopened = await screen.findByRole('dialog');
    expect(await within(reopened).findByRole('textbox', { name: 'Search by name or email address' })).toBeVisible();
    expect(within(reopened).queryByText('2 of 2')).not.toBeInTheDocument();
  });

  it.each([[[]], [['book', 'manageBookings']]] as const)(
    'shows nothing of the kind when the session offers %j',
    async (allowed) => {
      signInAsManager();
      const calls = managerRoutes([...allowed]);
      renderApp(`/my-learning/event/${EVENT}/session/${SESSION}/show/single`);
      await screen.findByRole('region', { name: 'Dates' });
      await vi.waitFor(() => expect(calls.some((call) => call.url.includes(`/occurrence/${SESSION}`))).toBe(true));
      expect(screen.queryByRole('button', { name: 'Book my team' })).not.toBeInTheDocument();
      // The event is read only when booking is offered.
      expect(calls.some((call) => call.url.includes(`/events/${EVENT}`))).toBe(false);
    },
  );

  it('gives a manager "Book learners" on the session page, without the bookings or the event page link', async () => {
    signInAsManager();
    managerRoutes(['book']);
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book learners' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Only the people of the units you manage are listed.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Amy Team')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bookings of this session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
  });
});
