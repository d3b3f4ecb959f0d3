import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, EVENT_DEFAULTS, UNLIMITED_BOOKINGS } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { dayjs } from '../../../../lib/dates/dates';
import { viewerTimeZone } from '../calendar';

const EVENT = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const SESSION = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const ROOM_A = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
const ROOM_B = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const VENUE = 'a06d2a3c-1b4e-4d5f-8a7b-9c0d1e2f3a4b';
const ROOM_NY = 'b17e3b4d-2c5f-4e6a-9b8c-0d1e2f3a4b5c';
const VENUE_NY = 'c28f4c5e-3d6a-4f7b-8c9d-1e2f3a4b5c6d';

function signInAs(roles: ('event_coordinator' | 'infrastructure_manager')[]) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] }, customerRoles: [] }),
  );
}

const room = (
  id: string,
  name: string,
  capacity: number,
  venue = { id: VENUE, name: 'London Training Centre', timeZone: 'Europe/London' },
) => ({ id, name, capacity, cost: 0, costPeriod: 'hour', status: 'active', location: null, venue });
const common = {
  'GET /api/classroom/rooms': {
    body: {
      data: [
        room(ROOM_A, 'Boardroom', 12),
        room(ROOM_B, 'Studio', 8),
        room(ROOM_NY, 'Hudson room', 20, { id: VENUE_NY, name: 'Pier 57', timeZone: 'America/New_York' }),
      ],
      pagination: { page: 1, pageSize: 500, total: 3 },
    },
  },
  'GET /api/sso/v2/profile-users/trainer': { body: { data: [] } },
  'GET /api/sso/v2/profile-users/event_coordinator': {
    body: { data: [{ id: IDS.user, firstName: 'Cora', lastName: 'Ordinator', emailAddress: 'cora@example.org' }] },
  },
};

const event = (hasBookings = false) => ({
  ...EVENT_DEFAULTS,
  id: EVENT,
  name: 'Pottery basics',
  description: null,
  status: 'active',
  workspaceId: IDS.workspaceA,
  customerId: IDS.customer,
  images: [],
  coordinators: [{ id: IDS.user, firstName: 'Cora', lastName: 'Ordinator' }],
  courses: [],
  usedInCourse: false,
  eventInfo: { hasBookings, sessions: 0, activeSessions: 0 },
  allowedActions: hasBookings ? ['addSession', 'archive'] : ['edit', 'addSession', 'archive'],
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('events list', () => {
  it('shows the table with next session, spaces and venue, searching with typeOfSearch advanced by default', async () => {
    signInAs(['event_coordinator']);
    const calls = mockFetch({
      ...common,
      'GET /api/classroom/list-events': {
        body: {
          data: [
            {
              id: EVENT,
              name: 'Pottery basics',
              status: 'active',
              sessions: 2,
              firstDate: '2026-12-03T10:00:00.000Z',
              lastDate: '2026-12-04T16:00:00.000Z',
              nextSession: {
                id: SESSION,
                fromDate: '2026-12-03T10:00:00.000Z',
                timeZone: 'Europe/London',
                venueName: 'London Training Centre',
                spaces: { limit: 12, available: 3, booked: 9 },
              },
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/catalogue/events');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getByRole('link', { name: 'Pottery basics' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/show/single`,
    );
    // The zone is named only when the viewer is elsewhere (the test machine's zone decides).
    const london = viewerTimeZone() === 'Europe/London';
    expect(
      within(table).getByText(london ? '03 Dec 2026, 10:00 AM GMT' : '03 Dec 2026, 10:00 AM GMT (Europe/London)'),
    ).toBeInTheDocument();
    expect(within(table).getByText('3 / 12 spaces available')).toBeInTheDocument();
    expect(within(table).getByText('London Training Centre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute('href', '/catalogue/events/event/add');
    expect(calls.some((call) => call.url.includes('typeOfSearch=advanced'))).toBe(true);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters%5Bstatus%5D=draft'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), VENUE);
    await waitFor(() => expect(calls.some((call) => call.url.includes(`filters%5BvenueIds%5D=${VENUE}`))).toBe(true));
  });

  it('gives a site admin, who reads events but not rooms, the list without a venue filter and no refusal', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(
      workspaceToken({
        roles: [],
        profile: { id: IDS.profile, roles: [], customerRoles: ['master_administrator'] },
        customerRoles: ['master_administrator'],
      }),
    );
    const calls = mockFetch({
      'GET /api/sso/v2/profile-users/trainer': { body: { data: [] } },
      'GET /api/classroom/list-events': { body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } } },
    });
    renderApp('/catalogue/events');
    await screen.findByRole('combobox', { name: 'Trainer' });
    expect(screen.queryByRole('combobox', { name: 'Venue' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/classroom/rooms'))).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('places sessions on their days in the month and the week calendar', { timeout: 20_000 }, async () => {
    signInAs(['event_coordinator']);
    const today = dayjs().tz('Europe/London');
    const day = today.format('YYYY-MM-DD');
    const start = dayjs.tz(`${day} 10:00`, 'Europe/London');
    const calls = mockFetch({
      ...common,
      'POST /api/classroom/report/calendar': {
        body: {
          data: [
            {
              itemId: ROOM_A,
              sessionId: SESSION,
              eventId: EVENT,
              eventName: 'Pottery basics',
              sessionStatus: 'upcoming',
              datetimeStart: start.toISOString(),
              datetimeEnd: start.add(2, 'hour').toISOString(),
              timeZone: 'Europe/London',
              venueName: 'London Training Centre',
              roomName: 'Boardroom',
              online: false,
            },
          ],
        },
      },
    });
    renderApp('/catalogue/events?listView=calendar');
    const grid = await screen.findByRole('table', { name: today.format('MMMM YYYY') }, { timeout: 5000 });
    const link = await within(grid).findByRole(
      'link',
      { name: /10:00 AM–12:00 PM.*Pottery basics/ },
      { timeout: 5000 },
    );
    expect(link.closest('td')).toHaveAttribute('data-date', day);
    expect(link).toHaveAttribute('href', `/catalogue/events/event/${EVENT}/session/${SESSION}/show`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const week = await screen.findByRole('table', { name: /–/ });
    expect(within(week).getAllByRole('columnheader')).toHaveLength(7);
    expect((await within(week).findByRole('link', { name: /Pottery basics/ })).closest('td')).toHaveAttribute(
      'data-date',
      day,
    );
    expect(calls.filter((call) => call.url.startsWith('/api/classroom/report/calendar')).length).toBeGreaterThan(1);
  });
});

describe('event wizard', () => {
  it(
    'starts from the spec’s defaults, resets the maximum with the limit type and sends unlimited as 999999',
    { timeout: 30_000 },
    async () => {
      signInAs(['event_coordinator']);
      let created: RecordedCall | undefined;
      mockFetch({
        ...common,
        'POST /api/classroom/events': (call) => {
          created = call;
          return { status: 201, body: event() };
        },
        [`GET /api/classroom/events/${EVENT}`]: { body: event() },
      });
      const { router } = renderApp('/catalogue/events/event/add');
      await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/events/event/add/details'));
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Pottery basics');
      await user.click(screen.getByRole('link', { name: '3. Bookings' }));
      expect(await screen.findByRole('textbox', { name: 'Minimum bookings' })).toHaveValue('1');
      const max = screen.getByRole('textbox', { name: 'Maximum number of bookings' });
      expect(max).toHaveValue('1');
      await user.clear(max);
      await user.type(max, '15');
      await user.click(screen.getByRole('radio', { name: 'The room’s capacity' }));
      expect(screen.getByRole('textbox', { name: 'Maximum number of bookings' })).toHaveValue('1');
      await user.click(screen.getByRole('radio', { name: 'Unlimited' }));
      expect(screen.getByText('Anyone may book: there is no maximum.')).toBeInTheDocument();
      await user.click(screen.getByRole('switch', { name: 'Ask people to fill in a booking form' }));
      await user.click(screen.getByRole('button', { name: 'Add question' }));
      await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Dietary needs');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Question 1 type' }), 'single_choice');
      await user.click(screen.getByRole('checkbox', { name: 'Question 1 must be answered' }));
      await user.click(screen.getByRole('checkbox', { name: 'Question 1 offers “Other”' }));
      await user.click(screen.getByRole('button', { name: 'Create event' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/catalogue/events/event/${EVENT}/show/single`));
      expect(created?.body).toMatchObject({
        name: 'Pottery basics',
        status: 'active',
        coordinators: [IDS.user],
        occurrenceSettings: { sessionType: 'face_to_face' },
        bookingSettings: {
          minBookingLimit: 1,
          maxBookingLimitType: 'fixed',
          maxBookingLimit: UNLIMITED_BOOKINGS,
          bookingAcceptanceLimit: { value: 1, type: 'day' },
          reminderInterval: { value: 1, type: 'day' },
          bookingFormRequired: true,
          bookingForm: {
            fields: [
              { label: 'Dietary needs', type: 'single_choice', validation: { mandatory: true }, otherOption: true },
            ],
          },
        },
        cancellationSettings: {
          selfCancellationLimit: { value: 1, type: 'day' },
          autoCancellationLimit: { value: 1, type: 'hour' },
        },
      });
    },
  );

  it('refuses an empty booking form and shows unlimited for a stored 999999', async () => {
    signInAs(['event_coordinator']);
    const stored = event();
    stored.bookingSettings = { ...stored.bookingSettings, maxBookingLimit: UNLIMITED_BOOKINGS };
    const calls = mockFetch({
      ...common,
      [`GET /api/classroom/events/${EVENT}`]: { body: stored },
      [`GET /api/classroom/v2/events/${EVENT}/sessions`]: {
        body: { data: [], pagination: { page: 1, pageSize: 0, total: 0 } },
      },
    });
    renderApp(`/catalogue/events/event/${EVENT}/edit/bookings`);
    expect(await screen.findByRole('radio', { name: 'Unlimited' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Ask people to fill in a booking form' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The booking form needs at least one question, each with a label.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('explains that an event with bookings can’t be edited', async () => {
    signInAs(['event_coordinator']);
    mockFetch({ ...common, [`GET /api/classroom/events/${EVENT}`]: { body: event(true) } });
    renderApp(`/catalogue/events/event/${EVENT}/edit/details`);
    expect(await screen.findByText('This event can’t be edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('session wizard', () => {
  it(
    'shows the conflict text for overlapping dates, then the server’s room-taken refusal',
    { timeout: 30_000 },
    async () => {
      signInAs(['event_coordinator']);
      let posted: RecordedCall | undefined;
      mockFetch({
        ...common,
        [`GET /api/classroom/events/${EVENT}`]: { body: event() },
        'POST /api/classroom/occurrence': (call) => {
          posted = call;
          return apiError(409, 'conflict', BOOKING_MESSAGES.roomTaken);
        },
      });
      renderApp(`/catalogue/events/event/${EVENT}/session/add`);
      const user = userEvent.setup();
      const date = await screen.findByLabelText(/Date 1: day/, {}, { timeout: 5000 });
      await user.clear(date);
      await user.type(date, '2026-12-03');
      await user.click(screen.getByRole('combobox', { name: /Date 1: room/ }));
      await user.click(await screen.findByRole('option', { name: /Boardroom/ }));
      await user.click(screen.getByRole('button', { name: 'Add date' }));
      // The new date follows the first by a day; put it on the same day, overlapping.
      const second = screen.getByLabelText(/Date 2: day/);
      await user.clear(second);
      await user.type(second, '2026-12-03');
      await user.click(screen.getByRole('button', { name: 'Create session' }));
      expect(await screen.findAllByText(BOOKING_MESSAGES.dateConflict)).toHaveLength(2);
      expect(posted).toBeUndefined();
      await user.clear(second);
      await user.type(second, '2026-12-04');
      // A time picker sets the whole value at once.
      fireEvent.change(screen.getByLabelText(/Date 2: starts/), { target: { value: '10:00' } });
      expect(screen.getByLabelText(/Date 2: ends/)).toHaveValue('18:00');
      await user.click(screen.getByRole('button', { name: 'Create session' }));
      expect(await screen.findAllByText(BOOKING_MESSAGES.roomTaken)).not.toHaveLength(0);
      expect(posted?.body).toMatchObject({
        eventId: EVENT,
        active: false,
        items: [
          { datetimeStart: '2026-12-03T09:00:00.000Z', datetimeEnd: '2026-12-03T17:00:00.000Z', roomId: ROOM_A },
          { datetimeStart: '2026-12-04T10:00:00.000Z', datetimeEnd: '2026-12-04T18:00:00.000Z', roomId: ROOM_A },
        ],
      });
    },
  );

  it(
    'reads the typed times in the room’s venue’s zone, following the room when it changes',
    { timeout: 20_000 },
    async () => {
      signInAs(['event_coordinator']);
      let posted: RecordedCall | undefined;
      mockFetch({
        ...common,
        [`GET /api/classroom/events/${EVENT}`]: { body: event() },
        'POST /api/classroom/occurrence': (call) => {
          posted = call;
          return apiError(409, 'conflict', BOOKING_MESSAGES.roomTaken);
        },
      });
      renderApp(`/catalogue/events/event/${EVENT}/session/add`);
      const user = userEvent.setup();
      const date = await screen.findByLabelText(/Date 1: day/, {}, { timeout: 5000 });
      await user.clear(date);
      await user.type(date, '2027-01-15');
      fireEvent.change(screen.getByLabelText(/Date 1: starts/), { target: { value: '10:00' } });
      const picker = screen.getByRole('combobox', { name: /Date 1: room/ });
      await user.click(picker);
      await user.click(await screen.findByRole('option', { name: /Boardroom/ }));
      expect(screen.getByText('Times are in Europe/London, the venue’s time zone.')).toBeInTheDocument();
      await user.click(picker);
      await user.click(await screen.findByRole('option', { name: /Hudson room/ }));
      expect(screen.getByText('Times are in America/New_York, the venue’s time zone.')).toBeInTheDocument();
      // The typed local times stay; they are now New York's.
      expect(screen.getByLabelText(/Date 1: starts/)).toHaveValue('10:00');
      expect(screen.getByLabelText(/Date 1: ends/)).toHaveValue('18:00');
      await user.click(screen.getByRole('button', { name: 'Create session' }));
      await waitFor(() => expect(posted).toBeDefined());
      // 10 AM–6 PM in New York in January is 15:00–23:00 UTC.
      expect(posted?.body).toMatchObject({
        items: [
          {
            datetimeStart: '2027-01-15T15:00:00.000Z',
            datetimeEnd: '2027-01-15T23:00:00.000Z',
            timeZone: 'America/New_York',
            roomId: ROOM_NY,
          },
        ],
      });
    },
  );

  it('offers online dates a searchable time zone, Europe/London unless changed', { timeout: 20_000 }, async () => {
    signInAs(['event_coordinator']);
    let posted: RecordedCall | undefined;
    mockFetch({
      ...common,
      [`GET /api/classroom/events/${EVENT}`]: { body: event() },
      'POST /api/classroom/occurrence': (call) => {
        posted = call;
        return apiError(409, 'conflict', BOOKING_MESSAGES.roomTaken);
      },
    });
    renderApp(`/catalogue/events/event/${EVENT}/session/add`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Online' }, { timeout: 5000 }));
    const date = screen.getByLabelText(/Date 1: day/);
    await user.clear(date);
    await user.type(date, '2027-01-15');
    const zone = screen.getByRole('combobox', { name: 'Date 1: time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.type(screen.getByLabelText(/Date 1: meeting link/), 'https://meet.example.org/pots');
    await user.click(screen.getByRole('button', { name: 'Create session' }));
    await waitFor(() => expect(posted).toBeDefined());
    // 9 AM in Tokyo (UTC+9) is midnight UTC.
    expect(posted?.body).toMatchObject({
      items: [{ datetimeStart: '2027-01-15T00:00:00.000Z', timeZone: 'Asia/Tokyo', roomId: null }],
    });
  });
});
