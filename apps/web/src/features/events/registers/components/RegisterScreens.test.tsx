import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_DEFAULTS, REGISTER_MESSAGES, REGISTER_REFUSALS, UNLIMITED_BOOKINGS } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { registerDraftsKey } from './RegisterPage';

const EVENT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SESSION = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const ITEM = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const LEARNERS = {
  ann: { id: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b', firstName: 'Ann', lastName: 'Archer' },
  bob: { id: '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c', firstName: 'Bob', lastName: 'Baker' },
  cat: { id: '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d', firstName: 'Cat', lastName: 'Carter' },
} as const;
const BOOKINGS = [
  '8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e',
  '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
  'aa0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
];
const NOW = '2026-11-24T10:00:00.000Z';
type PersonRef = { id: string; firstName: string; lastName: string };
/** The person signed in (test/tokens.ts), who saves from this page. */
const ADA: PersonRef = { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' };
/** Someone else saving on another phone. */
const TARA: PersonRef = { id: 'ee0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', firstName: 'Tara', lastName: 'Lane' };
const REGISTER_PATH = `/catalogue/events/event/${EVENT}/session/${SESSION}/register/${ITEM}`;
const SUMMARY_PATH = `/catalogue/events/event/${EVENT}/session/${SESSION}/summary/${SESSION}`;
const SESSION_PATH = `/catalogue/events/event/${EVENT}/session/${SESSION}/show`;
const BULK = 'POST /api/classroom/digital-register-bulk';

// Each screen is a lazily loaded chunk: its first render may take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

function signInAsTrainer() {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: [],
      profile: { id: IDS.profile, roles: [], customerRoles: ['trainer'] },
      customerRoles: ['trainer'],
    }),
  );
}

function signInAsCoordinator() {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: ['event_coordinator'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: [] },
      customerRoles: [],
    }),
  );
}

const completion = (overrides: Record<string, unknown> = {}) => ({
  ...EVENT_DEFAULTS.completionSettings,
  completionType: 'attendance',
  absenceReasonRequired: true,
  absenceReason: ['Illness', 'Transport'],
  registersEditByTrainers: true,
  ...overrides,
});

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
  occurrenceSettings: { ...EVENT_DEFAULTS.occurrenceSettings, enableTrainers: true },
  bookingSettings: {
    ...EVENT_DEFAULTS.bookingSettings,
    maxBookingLimit: UNLIMITED_BOOKINGS,
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
  completionSettings: completion(),
  eventInfo: { hasBookings: true, sessions: 1, activeSessions: 1 },
  createdAt: NOW,
  allowedActions: [],
  ...overrides,
});

const item = {
  id: ITEM,
  date: '2026-11-17',
  datetimeStart: '2026-11-17T10:00:00.000Z',
  datetimeEnd: '2026-11-17T13:00:00.000Z',
  timeZone: 'Europe/London',
  localDate: '2026-11-17',
  localStart: '10:00',
  localEnd: '13:00',
  roomId: null,
  venueId: null,
  venue: null,
  room: null,
  trainers: [{ id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' }],
  meetingLink: null,
  platform: null,
  virtualAccessDetails: null,
};

const session = (overrides: Record<string, unknown> = {}) => ({
  id: SESSION,
  eventId: EVENT,
  eventName: 'First aid at work',
  status: 'ended',
  fromDate: item.datetimeStart,
  toDate: item.datetimeEnd,
  sessionType: 'face_to_face',
  maxBookingLimitType: 'fixed',
  maxBookingLimit: 10,
  minBookingLimit: 1,
  spaces: { limit: 10, available: 7, booked: 3 },
  items: [item],
  coordinators: [],
  trainers: [IDS.user],
  isActive: true,
  userBookingStatus: null,
  userBookingId: null,
  userSubscription: null,
  sessionInfo: { startDate: item.datetimeStart, endDate: item.datetimeEnd, hasEnded: true, inProgress: false },
  bookingInfo: { acceptationAllowed: false, acceptationDate: NOW, cancellationAllowed: false, cancellationDate: NOW },
  warnings: [],
  allowedActions: [],
  isCompleted: false,
  attendanceReadyForCompletion: false,
  attendanceRegistryCompleted: false,
  assessmentRegistryFilled: false,
  assessmentRegistryCompleted: false,
  userCompletionStatus: null,
  ...overrides,
});

interface Values {
  attendance: boolean | null;
  absenceReason: string | null;
  absenceReasonValid: boolean | null;
  notes: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: PersonRef | null;
}
type Learner = (typeof LEARNERS)[keyof typeof LEARNERS];
const blank = (): Values => ({
  attendance: null,
  absenceReason: null,
  absenceReasonValid: null,
  notes: null,
  version: 0,
  updatedAt: null,
  updatedBy: null,
});

/**
 * The server's side of one register, as the contract describes it: entries with versions, a bulk
 * save refusing rows saved since they were read (409 stale_rows naming them, the others saved).
 */
function registerServer(options: { allowedActions?: string[]; completed?: boolean } = {}) {
  const learners: Learner[] = [LEARNERS.ann, LEARNERS.bob, LEARNERS.cat];
  const rows = new Map<string, Values>(learners.map((learner) => [learner.id, blank()]));
  let completed = options.completed ?? false;
  const entry = (learner: Learner, index: number) => ({
    occurrenceItemId: ITEM,
    learnerId: learner.id,
    ...rows.get(learner.id)!,
    bookingId: BOOKINGS[index],
    firstName: learner.firstName,
    lastName: learner.lastName,
    email: `${learner.firstName.toLowerCase()}@example.test`,
    status: 'booked',
    bookingForm: [{ fieldId: 'diet', value: 'Vegan', other: null }],
  });
  const list = () => ({
    data: [
      {
        id: ITEM,
        occurrenceItemId: ITEM,
        sessionId: SESSION,
        datetimeStart: item.datetimeStart,
        datetimeEnd: item.datetimeEnd,
        timeZone: 'Europe/London',
        localDate: item.localDate,
        completed,
        completedAt: completed ? NOW : null,
        completedBy: completed ? { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' } : null,
        version: 1,
        filled: false,
        allowedActions: completed ? [] : (options.allowedActions ?? ['edit', 'complete']),
        entries: learners.map(entry),
      },
    ],
    settings: {
      completionType: 'attendance',
      registersEnabled: true,
      absenceReasonRequired: true,
      absenceReason: ['Illness', 'Transport'],
    },
    sessionStatus: 'ended',
    attendanceRegistryCompleted: completed,
  });
  const save = (call: RecordedCall) => {
    const body = call.body as ({ learnerId: string; version: number } & Partial<Values>)[];
    const stale: number[] = [];
    body.forEach((row, index) => {
      const current = rows.get(row.learnerId)!;
      if (current.version !== row.version) return void stale.push(index);
      const next = { ...current };
      for (const key of ['attendance', 'absenceReason', 'absenceReasonValid', 'notes'] as const)
        if (row[key] !== undefined) (next as Record<string, unknown>)[key] = row[key];
      if (next.attendance === true) Object.assign(next, { absenceReason: null, absenceReasonValid: null });
      rows.set(row.learnerId, { ...next, version: current.version + 1, updatedAt: NOW, updatedBy: ADA });
    });
    if (stale.length > 0)
      return {
        status: 409,
        body: {
          statusCode: 409,
          code: 'stale_rows',
          message: REGISTER_MESSAGES.registerNotCreated,
          errors: {
            message: REGISTER_MESSAGES.registerNotCreated,
            fields: stale.map((index) => ({ path: `body.${index}`, message: REGISTER_REFUSALS.staleRows })),
          },
          details: { reason: REGISTER_REFUSALS.staleRows },
        },
      };
    return {
      body: {
        data: body.map((row) => ({ occurrenceItemId: ITEM, learnerId: row.learnerId, ...rows.get(row.learnerId)! })),
      },
    };
  };
  return {
    rows,
    /** Someone else (Tara, unless said) saves a row meanwhile. */
    saveElsewhere: (learnerId: string, values: Partial<Values>, by: PersonRef = TARA) => {
      const current = rows.get(learnerId)!;
      rows.set(learnerId, { ...current, ...values, version: current.version + 1, updatedAt: NOW, updatedBy: by });
    },
    complete: () => {
      completed = true;
      return { body: { data: list().data[0], attendanceRegistryCompleted: true } };
    },
    routes: {
      [`GET /api/classroom/digital-register-list/${SESSION}`]: () => ({ body: list() }),
      [BULK]: save,
      [`GET /api/classroom/events/${EVENT}`]: { body: event() },
    },
  };
}

const saves = (calls: RecordedCall[]) => calls.filter((call) => `${call.method} ${call.url}` === BULK);
const entryOf = async (name: string) =>
  (await screen.findByRole('radiogroup', { name: `Attendance of ${name}` })).closest('li') as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the register', () => {
  it('marks everyone present in one save, then an absence that needs a reason from the event’s list', async () => {
    signInAsTrainer();
    const server = registerServer();
    const calls = mockFetch(server.routes);
    renderApp(REGISTER_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register: First aid at work' })).toBeInTheDocument();
    const annRow = await entryOf('Ann Archer');
    expect(within(annRow).getByText('Dietary needs: Vegan')).toBeInTheDocument();
    expect(screen.getByTestId('register-progress')).toHaveTextContent('0 of 3 marked · 0 absent');
    const complete = screen.getByRole('button', { name: 'Complete register' });
    expect(complete).toBeDisabled();
    expect(screen.getByTestId('complete-hint')).toHaveTextContent(REGISTER_REFUSALS.registerNotFilled);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark everyone present' }));
    expect(screen.getByTestId('register-progress')).toHaveTextContent('3 of 3 marked · 0 absent');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual(
      [LEARNERS.ann, LEARNERS.bob, LEARNERS.cat].map((learner) => ({
        occurrenceItemId: ITEM,
        learnerId: learner.id,
        version: 0,
        attendance: true,
        absenceReason: null,
        absenceReasonValid: null,
      })),
    );
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(complete).toBeEnabled();

    // The exception: Bob is absent, and the event needs a reason from its list.
    const bobRow = await entryOf('Bob Baker');
    await user.click(within(bobRow).getByRole('radio', { name: 'Absent' }));
    const reason = within(bobRow).getByRole('combobox', { name: /Absence reason/ });
    expect(within(bobRow).getByText('The absence reason field is required')).toBeInTheDocument();
    expect(complete).toBeDisabled();
    expect(screen.getByTestId('complete-hint')).toHaveTextContent(REGISTER_REFUSALS.absenceReasonMissing);
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'Illness', 'Transport']);
    await user.selectOptions(reason, 'Illness');
    await user.click(within(bobRow).getByRole('radio', { name: 'Valid' }));
    await waitFor(() =>
      expect(server.rows.get(LEARNERS.bob.id)).toMatchObject({
        attendance: false,
        absenceReason: 'Illness',
        absenceReasonValid: true,
      }),
    );
    // One pause, one save of Bob's row on the version the first save made.
    expect(saves(calls)).toHaveLength(2);
    expect(saves(calls)[1]!.body).toEqual([
      {
        occurrenceItemId: ITEM,
        learnerId: LEARNERS.bob.id,
        version: 1,
        attendance: false,
        absenceReason: 'Illness',
        absenceReasonValid: true,
      },
    ]);
    expect(screen.getByTestId('register-progress')).toHaveTextContent('3 of 3 marked · 1 absent');
    expect(complete).toBeEnabled();
    expect(localStorage.getItem(registerDraftsKey(IDS.user, ITEM))).toBeNull();
  });

  it('saves notes as they are typed, after a pause, in one call', async () => {
    signInAsTrainer();
    const server = registerServer();
    const calls = mockFetch(server.routes);
    renderApp(REGISTER_PATH);
    const catRow = await entryOf('Cat Carter');
    const user = userEvent.setup();
    await user.type(within(catRow).getByRole('textbox', { name: 'Notes' }), 'Left at the break');
    await waitFor(() => expect(server.rows.get(LEARNERS.cat.id)?.notes).toBe('Left at the break'));
    expect(saves(calls)).toHaveLength(1);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('keeps the changes on the device while offline and sends them when back online, even after the tab was closed', async () => {
    signInAsTrainer();
    const server = registerServer();
    const calls = mockFetch(server.routes);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = renderApp(REGISTER_PATH);
    const user = userEvent.setup();
    await user.click(within(await entryOf('Ann Archer')).getByRole('radio', { name: 'Present' }));
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — changes kept on this device'),
    );
    expect(saves(calls)).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(registerDraftsKey(IDS.user, ITEM))!)).toEqual({
      drafts: {
        [LEARNERS.ann.id]: { base: 0, changes: { attendance: true, absenceReason: null, absenceReasonValid: null } },
      },
    });

    // The tab is closed while still offline; the person opens the register again later, online.
    first.unmount();
    expect(saves(calls)).toHaveLength(0);
    onLine.mockReturnValue(true);
    renderApp(REGISTER_PATH);
    const annRow = await entryOf('Ann Archer');
    expect(within(annRow).getByRole('radio', { name: 'Present' })).toBeChecked();
    await waitFor(() => expect(server.rows.get(LEARNERS.ann.id)?.attendance).toBe(true));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(localStorage.getItem(registerDraftsKey(IDS.user, ITEM))).toBeNull();

    // Offline again mid-way, then back: the browser says so and the change is sent.
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(within(await entryOf('Bob Baker')).getByRole('radio', { name: 'Present' }));
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — changes kept on this device'),
    );
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server.rows.get(LEARNERS.bob.id)?.attendance).toBe(true));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
  });

  it('shows the rows someone else saved first, reloads them, and keeps the other edits', async () => {
    signInAsCoordinator();
    const server = registerServer();
    const calls = mockFetch(server.routes);
    renderApp(REGISTER_PATH);
    const annRow = await entryOf('Ann Archer');
    // A trainer marks Ann absent on another phone after this page loaded.
    server.saveElsewhere(LEARNERS.ann.id, { attendance: false, absenceReason: 'Transport' });
    const user = userEvent.setup();
    await user.click(within(annRow).getByRole('radio', { name: 'Present' }));
    await user.click(within(await entryOf('Cat Carter')).getByRole('radio', { name: 'Present' }));
    const notice = await screen.findByTestId('conflicts');
    // Under the spec's title for a save that failed (03 §8), what changed, who saved it and when.
    expect(within(notice).getByText(REGISTER_MESSAGES.registerNotCreated)).toBeInTheDocument();
    expect(within(notice).getByText('Someone else changed a row you edited')).toBeInTheDocument();
    expect(
      within(notice).getByText(
        /^Ann Archer: now absent \(Transport\), saved by Tara Lane at .+\. Your change: present\.$/,
      ),
    ).toBeInTheDocument();
    // Ann's row shows what was saved; Cat's present mark was saved and stays.
    await waitFor(() => expect(within(annRow).getByRole('radio', { name: 'Absent' })).toBeChecked());
    expect(within(annRow).getByRole('combobox', { name: /Absence reason/ })).toHaveValue('Transport');
    expect(server.rows.get(LEARNERS.cat.id)).toMatchObject({ attendance: true, version: 1 });
    expect(server.rows.get(LEARNERS.ann.id)).toMatchObject({ attendance: false, version: 1 });
    expect(within(await entryOf('Cat Carter')).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(saves(calls)).toHaveLength(1);

    // Ann's row can be changed again, now on the version someone else saved.
    await user.click(within(annRow).getByRole('radio', { name: 'Present' }));
    await waitFor(() => expect(server.rows.get(LEARNERS.ann.id)).toMatchObject({ attendance: true, version: 2 }));
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('conflicts')).not.toBeInTheDocument();
  });

  it('tells by name when it was the person’s own other tab or device that saved first', async () => {
    signInAsCoordinator();
    const server = registerServer();
    mockFetch(server.routes);
    renderApp(REGISTER_PATH);
    const bobRow = await entryOf('Bob Baker');
    server.saveElsewhere(LEARNERS.bob.id, { attendance: true }, ADA);
    await userEvent.setup().click(within(bobRow).getByRole('radio', { name: 'Absent' }));
    const notice = await screen.findByTestId('conflicts');
    expect(
      within(notice).getByText(
        /^Bob Baker: now present, saved by you in another tab or on another device at .+\. Your change: absent\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the spec’s text when a save is refused or the server fails, and sends the changes again', async () => {
    signInAsTrainer();
    const server = registerServer();
    let answer: 'refuse' | 'fail' | 'save' = 'refuse';
    const calls = mockFetch({
      ...server.routes,
      [BULK]: (call: RecordedCall) => {
        if (answer === 'save') return server.routes[BULK](call);
        if (answer === 'fail')
          return { status: 503, body: { statusCode: 503, code: 'unavailable', message: 'Service unavailable' } };
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'conflict',
            message: REGISTER_MESSAGES.registerNotCreated,
            errors: { message: REGISTER_MESSAGES.registerNotCreated },
            details: { reason: REGISTER_REFUSALS.registerCompleted },
          },
        };
      },
    });
    renderApp(REGISTER_PATH);
    const user = userEvent.setup();
    await user.click(within(await entryOf('Ann Archer')).getByRole('radio', { name: 'Present' }));
    // Refused: an error toast with the spec's title and why (the reason alone under it, not the title
    // again); the change is kept, to try again or drop.
    const refused = (await screen.findByText(REGISTER_REFUSALS.registerCompleted)).closest(
      '[data-status]',
    ) as HTMLElement;
    expect(refused).toHaveAttribute('data-status', 'error');
    expect(within(refused).getByText(REGISTER_MESSAGES.registerNotCreated)).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('button', { name: 'Discard unsaved changes' })).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Close notification' }));

    // The server's trouble: the spec's title once, saying the changes are kept and sent again.
    answer = 'fail';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const trouble = await screen.findByText(
      'The server couldn’t save your changes just now. They are kept on this device and sent again shortly.',
    );
    expect(
      within(trouble.closest('[data-status]') as HTMLElement).getByText(REGISTER_MESSAGES.registerNotCreated),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'retrying');
    answer = 'save';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(server.rows.get(LEARNERS.ann.id)?.attendance).toBe(true);
    // Once saved, the toast about the server's trouble goes.
    await waitFor(() =>
      expect(
        screen.queryByText(
          'The server couldn’t save your changes just now. They are kept on this device and sent again shortly.',
        ),
      ).not.toBeInTheDocument(),
    );
    expect(saves(calls)).toHaveLength(3);
  });

  it('completes a filled register after saying it cannot be undone, then goes to the session page', async () => {
    signInAsTrainer();
    const server = registerServer();
    for (const learner of Object.values(LEARNERS)) server.saveElsewhere(learner.id, { attendance: true });
    const commit = `POST /api/classroom/occurrence/commit/${SESSION}/attendance/${ITEM}`;
    const calls = mockFetch({
      ...server.routes,
      [commit]: () => server.complete(),
      [`GET /api/classroom/occurrence/${SESSION}`]: {
        body: session({ attendanceRegistryCompleted: true, isCompleted: true }),
      },
      [`GET /api/classroom/feedback/trainer/${SESSION}`]: { body: { data: [], required: false, pendingForMe: [] } },
    });
    const { router } = renderApp(REGISTER_PATH);
    const user = userEvent.setup();
    const complete = await screen.findByRole('button', { name: 'Complete register' });
    await waitFor(() => expect(complete).toBeEnabled());
    await user.click(complete);
    const dialog = await screen.findByRole('dialog', { name: 'Complete this register?' });
    expect(within(dialog).getByText(REGISTER_MESSAGES.completeWarning)).toBeInTheDocument();
    // The safe choice first: keep editing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(calls.some((call) => `${call.method} ${call.url}` === commit)).toBe(false);
    await user.click(complete);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete register' }));
    expect(await screen.findByText(REGISTER_MESSAGES.registerCompleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(SESSION_PATH));
    // The session page shows the register completed.
    const registers = await screen.findByRole('list', { name: 'Registers of this session, one per date' });
    expect(await within(registers).findByText('Completed')).toBeInTheDocument();
    expect(within(registers).getByRole('link', { name: /Open register of/ })).toHaveAttribute('href', REGISTER_PATH);
  });

  it('reads a completed register without changing it', async () => {
    signInAsCoordinator();
    const server = registerServer({ completed: true });
    mockFetch(server.routes);
    renderApp(REGISTER_PATH);
    expect(await screen.findByText(/^Completed on .+ by Ada Lovelace\. It can’t be changed\.$/)).toBeInTheDocument();
    expect(within(await entryOf('Ann Archer')).getByRole('radio', { name: 'Present' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Complete register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark everyone present' })).not.toBeInTheDocument();
  });
});

/** The server's side of a summary. */
function summaryServer() {
  const learners: Learner[] = [LEARNERS.ann, LEARNERS.bob];
  type Row = {
    completion: string | null;
    notes: string | null;
    version: number;
    updatedAt: string | null;
    updatedBy: PersonRef | null;
  };
  const rows = new Map<string, Row>(
    learners.map((learner) => [
      learner.id,
      { completion: null, notes: null, version: 0, updatedAt: null, updatedBy: null },
    ]),
  );
  let completed = false;
  const summary = () => ({
    id: SESSION,
    occurrenceId: SESSION,
    completed,
    completedAt: completed ? NOW : null,
    completedBy: completed ? { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' } : null,
    version: 1,
    filled: false,
    allowedActions: completed ? [] : ['edit', 'complete'],
    entries: learners.map((learner, index) => ({
      id: BOOKINGS[index],
      occurrenceId: SESSION,
      learnerId: learner.id,
      ...rows.get(learner.id)!,
      bookingId: BOOKINGS[index],
      firstName: learner.firstName,
      lastName: learner.lastName,
      email: `${learner.firstName.toLowerCase()}@example.test`,
      status: completed ? 'passed' : 'booked',
    })),
  });
  return {
    rows,
    /** Tara saves a row on another phone meanwhile. */
    saveElsewhere: (learnerId: string, values: Partial<Row>) => {
      const current = rows.get(learnerId)!;
      rows.set(learnerId, { ...current, ...values, version: current.version + 1, updatedAt: NOW, updatedBy: TARA });
    },
    routes: {
      [`GET /api/classroom/digital-register-summary-list/${SESSION}`]: () => ({
        body: {
          data: summary(),
          settings: {
            completionType: 'assessment',
            registersEnabled: false,
            absenceReasonRequired: false,
            absenceReason: [],
          },
          sessionStatus: 'ended',
          attendanceRegistryCompleted: false,
        },
      }),
      'POST /api/classroom/digital-register-summary-bulk': (call: RecordedCall) => {
        const body = call.body as { learnerId: string; version: number; completion?: string; notes?: string }[];
        const stale = body.flatMap((row, index) => (rows.get(row.learnerId)!.version === row.version ? [] : [index]));
        const saved = body.flatMap((row, index) => {
          if (stale.includes(index)) return [];
          const current = rows.get(row.learnerId)!;
          const next = {
            completion: row.completion ?? current.completion,
            notes: row.notes === undefined ? current.notes : row.notes,
            version: current.version + 1,
            updatedAt: NOW,
            updatedBy: ADA,
          };
          rows.set(row.learnerId, next);
          return [{ occurrenceId: SESSION, learnerId: row.learnerId, ...next }];
        });
        if (stale.length > 0)
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'stale_rows',
              message: REGISTER_MESSAGES.summaryNotCreated,
              errors: {
                message: REGISTER_MESSAGES.summaryNotCreated,
                fields: stale.map((index) => ({ path: `body.${index}`, message: REGISTER_REFUSALS.staleRows })),
              },
              details: { reason: REGISTER_REFUSALS.staleRows },
            },
          };
        return { body: { data: saved } };
      },
      [`POST /api/classroom/occurrence/commit/${SESSION}/assessment`]: () => {
        completed = true;
        return { body: { data: summary() } };
      },
      [`GET /api/classroom/events/${EVENT}`]: {
        body: event({ completionSettings: completion({ completionType: 'assessment' }) }),
      },
      [`GET /api/classroom/occurrence/${SESSION}`]: { body: session({ assessmentRegistryCompleted: true }) },
      [`GET /api/classroom/feedback/trainer/${SESSION}`]: { body: { data: [], required: false, pendingForMe: [] } },
    },
  };
}

describe('the summary', () => {
  it('records passed and not passed, completes after the question, and links back with ‘Go to summary’', async () => {
    signInAsCoordinator();
    const server = summaryServer();
    mockFetch(server.routes);
    const { router } = renderApp(SUMMARY_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary: First aid at work' })).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete summary' });
    expect(complete).toBeDisabled();
    expect(screen.getByTestId('complete-hint')).toHaveTextContent(REGISTER_REFUSALS.summaryNotFilled);
    const user = userEvent.setup();
    const ann = await screen.findByRole('radiogroup', { name: 'Outcome of Ann Archer' });
    const bob = await screen.findByRole('radiogroup', { name: 'Outcome of Bob Baker' });
    await user.click(within(ann).getByRole('radio', { name: 'Passed' }));
    await user.click(within(bob).getByRole('radio', { name: 'Not passed' }));
    await user.type(within(bob.closest('li')!).getByRole('textbox', { name: 'Notes' }), 'Resit in spring');
    expect(screen.getByTestId('summary-progress')).toHaveTextContent('2 of 2 marked · 1 passed');
    await waitFor(() =>
      expect(server.rows.get(LEARNERS.bob.id)).toMatchObject({ completion: 'not_passed', notes: 'Resit in spring' }),
    );
    expect(server.rows.get(LEARNERS.ann.id)).toMatchObject({ completion: 'passed' });
    await waitFor(() => expect(complete).toBeEnabled());
    await user.click(complete);
    const dialog = await screen.findByRole('dialog', { name: 'Complete this summary?' });
    expect(within(dialog).getByText(REGISTER_MESSAGES.completeWarning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete summary' }));
    expect(await screen.findByText(REGISTER_MESSAGES.summaryCompleted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REGISTER_MESSAGES.goToSummary })).toHaveAttribute('href', SUMMARY_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe(SESSION_PATH));
    expect(await screen.findByTestId('summary-row')).toHaveTextContent('Completed');
  });
});

describe('the summary when others save too, or it cannot be reached', () => {
  it('names who saved a row first, under the spec’s title', async () => {
    signInAsCoordinator();
    const server = summaryServer();
    mockFetch(server.routes);
    renderApp(SUMMARY_PATH);
    const ann = await screen.findByRole('radiogroup', { name: 'Outcome of Ann Archer' });
    server.saveElsewhere(LEARNERS.ann.id, { completion: 'not_passed', notes: 'Resit' });
    await userEvent.setup().click(within(ann).getByRole('radio', { name: 'Passed' }));
    const notice = await screen.findByTestId('conflicts');
    expect(within(notice).getByText(REGISTER_MESSAGES.summaryNotCreated)).toBeInTheDocument();
    expect(
      within(notice).getByText(
        /^Ann Archer: now not passed, notes “Resit”, saved by Tara Lane at .+\. Your change: passed\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(ann).getByRole('radio', { name: 'Not passed' })).toBeChecked());
  });

  it('opens the 404 page for a summary it cannot reach (generic handling by status code, 03 §8)', async () => {
    signInAsCoordinator();
    mockFetch({ [`GET /api/classroom/events/${EVENT}`]: { body: event() } });
    const { router } = renderApp(SUMMARY_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('trainer feedback on the session page', () => {
  it('lets the date’s trainer give feedback, marked as needed when the event asks for it', async () => {
    signInAsTrainer();
    const calls = mockFetch({
      [`GET /api/classroom/occurrence/${SESSION}`]: { body: session() },
      [`GET /api/classroom/events/${EVENT}`]: {
        body: event({ completionSettings: completion({ completionType: 'automatic', trainerFeedbackRequired: true }) }),
      },
      [`GET /api/classroom/feedback/trainer/${SESSION}`]: {
        body: { data: [], required: true, pendingForMe: [ITEM] },
      },
      'POST /api/classroom/feedback/trainer': (call) => ({
        status: 201,
        body: {
          id: 'bb0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
          trainerId: IDS.user,
          trainer: { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' },
          occurrenceItemId: ITEM,
          feedback: (call.body as { feedback: string }).feedback,
          createdBy: IDS.user,
          createdAt: NOW,
          updatedAt: NOW,
        },
      }),
    });
    renderApp(`${SESSION_PATH}#session-feedback`);
    expect(await screen.findByRole('heading', { name: 'Trainer feedback' })).toBeInTheDocument();
    expect(await screen.findByText('Feedback needed')).toBeInTheDocument();
    // Automatic completion keeps no registers.
    expect(screen.queryByRole('heading', { name: /Registers/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/feedback/trainer'))).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Your feedback on/ }), 'Good group, lively questions.');
    await user.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText(REGISTER_MESSAGES.trainerFeedbackCreated)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith('/feedback/trainer'));
    expect(post?.body).toEqual({ occurrenceItemId: ITEM, feedback: 'Good group, lively questions.' });
  });
});

describe('the trainer dashboard', () => {
  it('leads each session waiting for the trainer to what they must do next', async () => {
    signInAsTrainer();
    const TWO_DATES = 'cc0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
    const SECOND_DATE = 'dd0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
    const RUNNING = 'ff0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
    const twoDates = session({
      id: TWO_DATES,
      eventName: 'Fire safety',
      items: [item, { ...item, id: SECOND_DATE }],
    });
    const running = session({
      id: RUNNING,
      eventName: 'Ladder safety',
      status: 'in_progress',
      items: [item, { ...item, id: SECOND_DATE }],
    });
    const counts = { bookedLearners: 3, waiting: 0 };
    const steps = (nextRegisterId: string | null, summaryId: string | null = null, registersEnabled = true) => ({
      registersEnabled,
      nextRegisterId,
      summaryId,
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
            { session: session(), state: 'register_pending', ...counts, ...steps(ITEM) },
            // The first date's register is completed: the second is next.
            { session: twoDates, state: 'register_pending', ...counts, ...steps(SECOND_DATE) },
            // Running on its second date: today's register.
            { session: running, state: 'in_process', ...counts, ...steps(SECOND_DATE) },
            {
              session: session({ eventName: 'Manual handling' }),
              state: 'assessment_pending',
              ...counts,
              ...steps(null, SESSION, false),
            },
            {
              session: session({ eventName: 'Food hygiene' }),
              state: 'feedback_pending',
              ...counts,
              ...steps(null),
            },
            {
              session: session({ eventName: 'Ladders', status: 'upcoming' }),
              state: 'upcoming',
              ...counts,
              ...steps(null),
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 6 },
        },
      },
    });
    renderApp('/my-learning/dashboard/trainer');
    const list = await screen.findByRole('list', { name: 'Active' });
    expect(within(list).getByRole('link', { name: 'Fill in the register of First aid at work' })).toHaveAttribute(
      'href',
      REGISTER_PATH,
    );
    expect(within(list).getByRole('link', { name: 'Fill in the register of Fire safety' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/${TWO_DATES}/register/${SECOND_DATE}`,
    );
    expect(within(list).getByRole('link', { name: 'Fill in the register of Ladder safety' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/${RUNNING}/register/${SECOND_DATE}`,
    );
    expect(within(list).getByRole('link', { name: 'Fill in the summary of Manual handling' })).toHaveAttribute(
      'href',
      SUMMARY_PATH,
    );
    expect(within(list).getByRole('link', { name: 'Give feedback on Food hygiene' })).toHaveAttribute(
      'href',
      `${SESSION_PATH}#session-feedback`,
    );
    expect(within(list).getAllByRole('link', { name: /^(Fill in|Give feedback)/ })).toHaveLength(5);
  });
});
