import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES, REGISTER_REFUSALS } from '@campus/contracts';
import { enrolmentEventOutcomes, eventCompletions, eventSessions } from '../../../db/schema/index.js';
import { eventsWorld } from '../../../test/events-world.js';
import { createCatalogItem, createEnrolment, createPerson, tokenOf } from '../../../test/factories.js';
import { forSystem } from '../../../lib/scope.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createRegisterSession, endSession } from '../../../test/register-factories.js';
import { courseProgress } from '../../enrolments/index.js';
import { recordAutomaticCompletions } from './outcomes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof eventsWorld>>;
type Person = { id: string; firstName: string; lastName: string };
type Entry = {
  learnerId: string;
  bookingId: string;
  email: string;
  status: string;
  attendance: boolean | null;
  absenceReason: string | null;
  absenceReasonValid: boolean | null;
  notes: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: Person | null;
  bookingForm: unknown[];
};
type Register = {
  id: string;
  completed: boolean;
  completedBy: { id: string } | null;
  filled: boolean;
  version: number;
  allowedActions: string[];
  entries: Entry[];
};
type RegisterList = {
  data: Register[];
  settings: { registersEnabled: boolean; completionType: string };
  sessionStatus: string;
  attendanceRegistryCompleted: boolean;
};
type Summary = {
  data: {
    id: string;
    completed: boolean;
    filled: boolean;
    allowedActions: string[];
    entries: (Entry & { id: string; completion: string | null })[];
  };
};
type DashboardItem = {
  session: { id: string; userCompletionStatus: string | null };
  bookingStatus: string;
  state: string | null;
};

const attendance = { completionType: 'attendance' as const };
const assessment = { completionType: 'assessment' as const };

/** The register, summary and feedback calls of a world's people. */
function callsOf(world: World) {
  return {
    registers: (token: string, sessionId: string) => world.call(token, 'GET', `/digital-register-list/${sessionId}`),
    save: (token: string, rows: object[]) => world.call(token, 'POST', '/digital-register-bulk', rows),
    commit: (token: string, sessionId: string, registerId: string) =>
      world.call(token, 'POST', `/occurrence/commit/${sessionId}/attendance/${registerId}`),
    summary: (token: string, sessionId: string) =>
      world.call(token, 'GET', `/digital-register-summary-list/${sessionId}`),
    saveSummary: (token: string, rows: object[]) => world.call(token, 'POST', '/digital-register-summary-bulk', rows),
    commitSummary: (token: string, sessionId: string) =>
      world.call(token, 'POST', `/occurrence/commit/${sessionId}/assessment`),
    feedback: (token: string, sessionId: string) => world.call(token, 'GET', `/feedback/trainer/${sessionId}`),
    giveFeedback: (token: string, method: 'POST' | 'PATCH', occurrenceItemId: string, feedback: string) =>
      world.call(token, method, '/feedback/trainer', { occurrenceItemId, feedback }),
    /** The learner's dashboard item for the session. */
    async shown(token: string, sessionId: string): Promise<DashboardItem | undefined> {
      const response = await world.call(token, 'GET', '/dashboard/learner-session-states');
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: DashboardItem[] }).data.find((item) => item.session.id === sessionId);
    },
    async trainerState(token: string, sessionId: string): Promise<string | undefined> {
      const response = await world.call(token, 'GET', '/dashboard/trainer-session-states');
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { session: { id: string }; state: string }[] }).data.find(
        (item) => item.session.id === sessionId,
      )?.state;
    },
  };
}

const entryOf = (register: Register, learnerId: string) =>
  register.entries.find((entry) => entry.learnerId === learnerId)!;

/** How the calls name a person (`updatedBy`, `completedBy`). */
const refOf = (user: Person): Person => ({ id: user.id, firstName: user.firstName, lastName: user.lastName });

/** A signed-in person of the world's workspace. */
async function personOf(world: World, options: Parameters<typeof createPerson>[2]) {
  const person = await createPerson(world.db, world.workspace, options);
  return { person, id: person.user.id, token: await tokenOf(ctx.app, person) };
}

describe('registers (attendance)', () => {
  it('lists a register per date, saves as you go, completes each once after the session, and completes the learners present on every date', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const other = await personOf(world, { roles: ['learner'] });
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: attendance,
      dates: 2,
      learners: 0,
      alsoBook: [world.learner.user.id, other.id],
    });
    const [present, absent] = learnerIds as [string, string];
    const [day1, day2] = items as [(typeof items)[number], (typeof items)[number]];

    const listed = await api.registers(world.coordinatorToken, session.id);
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as RegisterList;
    expect(list).toMatchObject({ settings: { registersEnabled: true }, sessionStatus: 'upcoming' });
    expect(list.data.map((register) => register.id)).toEqual([day1.id, day2.id]);
    expect(list.data[0]!.allowedActions).toEqual(['edit']);
    expect(entryOf(list.data[0]!, present)).toMatchObject({
      email: world.learner.email,
      status: 'booked',
      attendance: null,
      version: 0,
      bookingForm: [{ fieldId: 'diet', value: 'Vegan', other: null }],
    });

    // Everyone present, then the exception: absent on the second date, with a reason and a note.
    const saved = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day1.id, learnerId: present, version: 0, attendance: true },
      { occurrenceItemId: day1.id, learnerId: absent, version: 0, attendance: true },
      { occurrenceItemId: day2.id, learnerId: present, version: 0, attendance: true },
      {
        occurrenceItemId: day2.id,
        learnerId: absent,
        version: 0,
        attendance: false,
        absenceReason: 'Illness',
        absenceReasonValid: true,
        notes: 'Phoned in',
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: { version: number }[] }).data.map((row) => row.version)).toEqual([1, 1, 1, 1]);

    // Not before the session has ended.
    const early = await api.commit(world.coordinatorToken, session.id, day1.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: REGISTER_MESSAGES.registerNotCompleted,
      details: { reason: REGISTER_REFUSALS.sessionNotEnded },
    });

    await endSession(world.db, session);
    const ended = (await api.registers(world.coordinatorToken, session.id)).json() as RegisterList;
    expect(ended.data[0]).toMatchObject({ filled: true, allowedActions: ['edit', 'complete'], version: 1 });

    const first = await api.commit(world.coordinatorToken, session.id, day1.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { id: day1.id, completed: true, completedBy: { id: world.coordinator.user.id }, allowedActions: [] },
      attendanceRegistryCompleted: false,
    });
    // One date of two: nobody's outcome yet.
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'booked',
      state: 'past',
      session: { userCompletionStatus: 'in_progress' },
    });

    // It cannot be undone: a second commit and edits are refused.
    const again = await api.commit(world.coordinatorToken, session.id, day1.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.registerCompleted } });
    const edit = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day1.id, learnerId: absent, version: 1, attendance: false },
    ]);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      message: REGISTER_MESSAGES.registerNotCreated,
      details: { reason: REGISTER_REFUSALS.registerCompleted },
    });

    const last = await api.commit(world.coordinatorToken, session.id, day2.id);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ attendanceRegistryCompleted: true });

    // Present on every date: completed. Absent on one: not completed, shown booked and failed.
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'completed',
      state: 'past',
      session: { userCompletionStatus: 'completed' },
    });
    expect(await api.shown(other.token, session.id)).toMatchObject({
      bookingStatus: 'booked',
      state: 'past',
      session: { userCompletionStatus: 'failed' },
    });
    const outcomes = await world.db
      .select({ learnerId: eventCompletions.learnerId, outcome: eventCompletions.outcome })
      .from(eventCompletions)
      .where(eq(eventCompletions.sessionId, session.id));
    expect(Object.fromEntries(outcomes.map((row) => [row.learnerId, row.outcome]))).toEqual({
      [present]: 'completed',
      [absent]: 'not_completed',
    });
    const after = (await api.registers(world.coordinatorToken, session.id)).json() as RegisterList;
    expect(entryOf(after.data[1]!, present).status).toBe('completed');
    expect(entryOf(after.data[1]!, absent)).toMatchObject({
      status: 'booked',
      attendance: false,
      absenceReason: 'Illness',
      absenceReasonValid: true,
      notes: 'Phoned in',
    });

    // The session's flags.
    const shownSession = await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`);
    expect(shownSession.json()).toMatchObject({
      isCompleted: true,
      attendanceReadyForCompletion: true,
      attendanceRegistryCompleted: true,
      assessmentRegistryCompleted: false,
      userCompletionStatus: null,
    });

    // Learners have no access to registers.
    expect((await api.registers(world.learnerToken, session.id)).statusCode).toBe(403);
    expect(
      (await api.save(world.learnerToken, [{ occurrenceItemId: day1.id, learnerId: present, version: 1 }])).statusCode,
    ).toBe(403);
  });

  it('asks for an offered absence reason when required, and refuses to complete a register not filled', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: { ...attendance, absenceReasonRequired: true, absenceReason: ['Illness', 'Holiday'] },
      startsInDays: -2,
      learners: 2,
    });
    const [one, two] = learnerIds as [string, string];
    const day = items[0]!.id;

    const unknownReason = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: one, version: 0, attendance: false, absenceReason: 'Bored' },
    ]);
    expect(unknownReason.statusCode).toBe(400);
    expect(unknownReason.json()).toMatchObject({
      errors: { fields: [{ path: 'body.0.absenceReason', message: REGISTER_REFUSALS.absenceReasonNotOffered }] },
    });
    const notBooked = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: world.learner.user.id, version: 0, attendance: true },
    ]);
    expect(notBooked.statusCode).toBe(400);
    expect(notBooked.json()).toMatchObject({ errors: { fields: [{ path: 'body.0.learnerId' }] } });
    const twice = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: one, version: 0, attendance: true },
      { occurrenceItemId: day, learnerId: one, version: 0, attendance: false },
    ]);
    expect(twice.statusCode).toBe(400);

    // Marked present with a reason: the reason belongs to an absence and is dropped.
    const first = await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: one, version: 0, attendance: true, absenceReason: 'Holiday' },
    ]);
    expect(first.json()).toMatchObject({ data: [{ attendance: true, absenceReason: null, version: 1 }] });
    const unmarked = await api.commit(world.coordinatorToken, session.id, day);
    expect(unmarked.statusCode).toBe(409);
    expect(unmarked.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.registerNotFilled } });

    await api.save(world.coordinatorToken, [{ occurrenceItemId: day, learnerId: two, version: 0, attendance: false }]);
    const reasonless = await api.commit(world.coordinatorToken, session.id, day);
    expect(reasonless.statusCode).toBe(409);
    expect(reasonless.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.absenceReasonMissing } });
    const listed = (await api.registers(world.coordinatorToken, session.id)).json() as RegisterList;
    expect(listed.data[0]!.filled).toBe(false);
    expect(
      ((await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`)).json() as Record<string, unknown>)
        .attendanceReadyForCompletion,
    ).toBe(false);

    await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: two, version: 1, absenceReason: 'Illness', absenceReasonValid: false },
    ]);
    const done = await api.commit(world.coordinatorToken, session.id, day);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('lets any coordinator or only the session’s own edit, and the session’s trainers when the event lets them', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const own = await personOf(world, { roles: ['event_coordinator'] });
    const trainer = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const stranger = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const ownOnly = await createRegisterSession(world.db, world.workspace, {
      completion: { ...attendance, registersEditByAnyCoordinator: false, registersEditByTrainers: true },
      enableTrainers: true,
      coordinatorIds: [own.id],
      trainerIds: [trainer.id],
      startsInDays: -1,
      learners: 1,
    });
    const row = (version: number, attendance = true) => [
      { occurrenceItemId: ownOnly.items[0]!.id, learnerId: ownOnly.learnerIds[0], version, attendance },
    ];

    // Another coordinator reads the register but may not fill it in.
    const read = (await api.registers(world.coordinatorToken, ownOnly.session.id)).json() as RegisterList;
    expect(read.data[0]!.allowedActions).toEqual([]);
    const refused = await api.save(world.coordinatorToken, row(0));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.mayNotEditRegister } });
    expect((await api.commit(world.coordinatorToken, ownOnly.session.id, ownOnly.items[0]!.id)).statusCode).toBe(403);
    // The session's own coordinator and its trainer may.
    expect((await api.save(own.token, row(0))).statusCode).toBe(200);
    expect((await api.save(trainer.token, row(1, false))).statusCode).toBe(200);
    const trainerView = (await api.registers(trainer.token, ownOnly.session.id)).json() as RegisterList;
    expect(trainerView.data[0]!.allowedActions).toEqual(['edit', 'complete']);
    // A trainer of another session sees nothing of it.
    const strangerRead = await api.registers(stranger.token, ownOnly.session.id);
    expect(strangerRead.statusCode).toBe(403);
    expect(strangerRead.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.staffOnly } });
    expect((await api.commit(trainer.token, ownOnly.session.id, ownOnly.items[0]!.id)).statusCode).toBe(200);

    // Trainers off: the session's trainer may not edit, even with registersEditByTrainers.
    const trainersOff = await createRegisterSession(world.db, world.workspace, {
      completion: { ...attendance, registersEditByTrainers: true },
      enableTrainers: false,
      trainerIds: [trainer.id],
      learners: 1,
    });
    expect(
      (
        await api.save(trainer.token, [
          {
            occurrenceItemId: trainersOff.items[0]!.id,
            learnerId: trainersOff.learnerIds[0],
            version: 0,
            attendance: true,
          },
        ])
      ).statusCode,
    ).toBe(403);

    // Automatic completion keeps no registers.
    const automatic = await createRegisterSession(world.db, world.workspace, {
      completion: { completionType: 'automatic', enableRegisters: true },
      learners: 1,
    });
    const none = (await api.registers(world.coordinatorToken, automatic.session.id)).json() as RegisterList;
    expect(none.settings.registersEnabled).toBe(false);
    expect(none.data[0]!.allowedActions).toEqual([]);
    const off = await api.save(world.coordinatorToken, [
      { occurrenceItemId: automatic.items[0]!.id, learnerId: automatic.learnerIds[0], version: 0, attendance: true },
    ]);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.registersOff } });
  });

  it('does not let two people saving one register at once overwrite each other: the stale row is refused, the rest saved', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const second = await personOf(world, { roles: ['event_coordinator'] });
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: attendance,
      learners: 3,
    });
    const [a, b, c] = learnerIds as [string, string, string];
    const day = items[0]!.id;

    // Both read the register (every version 0) and save at the same moment; both touch learner a.
    const [one, two] = await Promise.all([
      api.save(world.coordinatorToken, [
        { occurrenceItemId: day, learnerId: a, version: 0, attendance: true },
        { occurrenceItemId: day, learnerId: b, version: 0, attendance: true },
      ]),
      api.save(second.token, [
        { occurrenceItemId: day, learnerId: a, version: 0, attendance: false, notes: 'Not seen' },
        { occurrenceItemId: day, learnerId: c, version: 0, attendance: false },
      ]),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json()).toMatchObject({
      code: 'stale_rows',
      message: REGISTER_MESSAGES.registerNotCreated,
      errors: { fields: [{ path: 'body.0', message: REGISTER_REFUSALS.staleRows }] },
      details: { reason: REGISTER_REFUSALS.staleRows },
    });
    const winnerSaidPresent = one.statusCode === 200;
    const first = refOf(world.coordinator.user);
    const other = refOf(second.person.user);
    const winner = winnerSaidPresent ? first : other;
    // The winner's answer names who saved each row (the caller).
    const won = (winnerSaidPresent ? one : two).json() as { data: Entry[] };
    expect(won.data.map((row) => row.updatedBy)).toEqual([winner, winner]);
    const register = ((await api.registers(world.coordinatorToken, session.id)).json() as RegisterList).data[0]!;
    // Learner a holds the winner's marks, untouched by the loser; the loser's other row was saved.
    // Each row says who saved it last and when, so the loser's screen can tell them (issue 26).
    expect(entryOf(register, a)).toMatchObject({
      attendance: winnerSaidPresent,
      notes: winnerSaidPresent ? null : 'Not seen',
      version: 1,
      updatedBy: winner,
    });
    expect(entryOf(register, a).updatedAt).toEqual(expect.any(String));
    expect(entryOf(register, b)).toMatchObject({ attendance: true, version: 1, updatedBy: first });
    expect(entryOf(register, c)).toMatchObject({ attendance: false, version: 1, updatedBy: other });
    expect(register.version).toBe(2);

    // Later saves name the version they read: an old one is refused, the current one saves.
    const stale = await api.save(second.token, [
      { occurrenceItemId: day, learnerId: b, version: 0, attendance: false },
    ]);
    expect(stale.statusCode).toBe(409);
    const fresh = await api.save(second.token, [{ occurrenceItemId: day, learnerId: b, version: 1, notes: 'Late' }]);
    expect(fresh.json()).toMatchObject({ data: [{ attendance: true, notes: 'Late', version: 2, updatedBy: other }] });
  });
});

describe('summaries (assessment)', () => {
  it('records passed or not passed, completes once after the session and shows the learner passed', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const other = await personOf(world, { roles: ['learner'] });
    const trainer = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: assessment,
      enableTrainers: true,
      trainerIds: [trainer.id],
      learners: 0,
      alsoBook: [world.learner.user.id, other.id],
    });
    const [passing, failing] = learnerIds as [string, string];

    const listed = await api.summary(world.coordinatorToken, session.id);
    expect(listed.statusCode).toBe(200);
    const summary = (listed.json() as Summary).data;
    expect(summary).toMatchObject({ id: session.id, completed: false, filled: false, allowedActions: ['edit'] });
    expect(summary.entries.find((entry) => entry.learnerId === passing)).toMatchObject({
      completion: null,
      version: 0,
      status: 'booked',
      updatedAt: null,
      updatedBy: null,
    });

    // Any trainer of the session may fill in the summary (registersEditByTrainers is for registers).
    const byTrainer = await api.saveSummary(trainer.token, [
      { occurrenceId: session.id, learnerId: passing, version: 0, completion: 'passed', notes: 'Strong' },
    ]);
    expect(byTrainer.statusCode, byTrainer.body).toBe(200);
    expect(byTrainer.json()).toMatchObject({ data: [{ version: 1, updatedBy: refOf(trainer.person.user) }] });
    const early = await api.commitSummary(world.coordinatorToken, session.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: REGISTER_MESSAGES.summaryNotCompleted,
      details: { reason: REGISTER_REFUSALS.sessionNotEnded },
    });

    await endSession(world.db, session);
    expect(await api.trainerState(trainer.token, session.id)).toBe('assessment_pending');
    const unfilled = await api.commitSummary(world.coordinatorToken, session.id);
    expect(unfilled.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.summaryNotFilled } });
    await api.saveSummary(world.coordinatorToken, [
      { occurrenceId: session.id, learnerId: failing, version: 0, completion: 'not_passed' },
    ]);
    // Each entry names who saved it last.
    const saved = ((await api.summary(world.coordinatorToken, session.id)).json() as Summary).data.entries;
    expect(saved.find((entry) => entry.learnerId === passing)?.updatedBy).toEqual(refOf(trainer.person.user));
    expect(saved.find((entry) => entry.learnerId === failing)?.updatedBy).toEqual(refOf(world.coordinator.user));
    const flags = (await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`)).json() as Record<
      string,
      unknown
    >;
    expect(flags).toMatchObject({
      assessmentRegistryFilled: true,
      assessmentRegistryCompleted: false,
      isCompleted: false,
    });

    const done = await api.commitSummary(world.coordinatorToken, session.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { completed: true, allowedActions: [] } });
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'passed',
      state: 'past',
      session: { userCompletionStatus: 'passed', assessmentRegistryCompleted: true, isCompleted: true },
    });
    expect(await api.shown(other.token, session.id)).toMatchObject({
      bookingStatus: 'booked',
      session: { userCompletionStatus: 'failed' },
    });
    expect(await api.trainerState(trainer.token, session.id)).toBe('complete');

    // Once only.
    const again = await api.commitSummary(world.coordinatorToken, session.id);
    expect(again.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.summaryCompleted } });
    const edit = await api.saveSummary(world.coordinatorToken, [
      { occurrenceId: session.id, learnerId: failing, version: 1, completion: 'passed' },
    ]);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: REGISTER_MESSAGES.summaryNotCreated });

    // Assessment without registers keeps none; other completion types have no summary.
    const registerOff = await api.save(world.coordinatorToken, [
      { occurrenceItemId: items[0]!.id, learnerId: passing, version: 0, attendance: true },
    ]);
    expect(registerOff.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.registersOff } });
    const byAttendance = await createRegisterSession(world.db, world.workspace, {
      completion: attendance,
      learners: 1,
    });
    const summaryOff = await api.saveSummary(world.coordinatorToken, [
      {
        occurrenceId: byAttendance.session.id,
        learnerId: byAttendance.learnerIds[0],
        version: 0,
        completion: 'passed',
      },
    ]);
    expect(summaryOff.statusCode).toBe(409);
    expect(summaryOff.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.summaryOff } });
    // A learner reads no summary.
    expect((await api.summary(world.learnerToken, session.id)).statusCode).toBe(403);
  });

  it('with registers enabled, completes the summary only after every register, whose commit sets no outcome', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: { ...assessment, enableRegisters: true },
      startsInDays: -2,
      learners: 0,
      alsoBook: [world.learner.user.id],
    });
    const learner = learnerIds[0]!;
    await api.saveSummary(world.coordinatorToken, [
      { occurrenceId: session.id, learnerId: learner, version: 0, completion: 'passed' },
    ]);
    const first = await api.commitSummary(world.coordinatorToken, session.id);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.registersFirst } });

    await api.save(world.coordinatorToken, [
      { occurrenceItemId: items[0]!.id, learnerId: learner, version: 0, attendance: true },
    ]);
    const register = await api.commit(world.coordinatorToken, session.id, items[0]!.id);
    expect(register.json()).toMatchObject({ attendanceRegistryCompleted: true });
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'booked',
      session: { userCompletionStatus: 'in_progress', attendanceRegistryCompleted: true, isCompleted: false },
    });
    const listed = (await api.summary(world.coordinatorToken, session.id)).json() as {
      attendanceRegistryCompleted: boolean;
    };
    expect(listed.attendanceRegistryCompleted).toBe(true);

    expect((await api.commitSummary(world.coordinatorToken, session.id)).statusCode).toBe(200);
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({ bookingStatus: 'passed' });
  });
});

describe('automatic completion and course progress', () => {
  it('completes everyone booked at the session’s end, records it once, and moves their course on', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const course = await createCatalogItem(world.db, world.workspace);
    const enrolment = await createEnrolment(world.db, world.learner, course, { state: 'enrolled' });
    const { session } = await createRegisterSession(world.db, world.workspace, {
      completion: { completionType: 'automatic' },
      courseIds: [course],
      learners: 1,
      alsoBook: [world.learner.user.id],
    });
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'booked',
      session: { userCompletionStatus: 'not_started' },
    });

    await endSession(world.db, session);
    // Shown completed from the clock at once; recorded by the job.
    expect(await api.shown(world.learnerToken, session.id)).toMatchObject({
      bookingStatus: 'completed',
      session: { userCompletionStatus: 'completed', isCompleted: true },
    });
    expect(
      await recordAutomaticCompletions(world.db, forSystem('test'), courseProgress, new Date()),
    ).toBeGreaterThanOrEqual(2);
    expect(await recordAutomaticCompletions(world.db, forSystem('test'), courseProgress, new Date())).toBe(0);
    const rows = await world.db.select().from(eventCompletions).where(eq(eventCompletions.sessionId, session.id));
    expect(rows.map((row) => row.outcome)).toEqual(['completed', 'completed']);

    const shownEnrolment = await ctx.app.inject({
      method: 'GET',
      url: `/api/learning-activities/enrolment/${enrolment.id}`,
      headers: bearer(world.learnerToken),
    });
    expect(shownEnrolment.json()).toMatchObject({ state: 'in_progress' });
  });

  it('moves the learner’s enrolment on a course holding the event to in_progress when a register completes it', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const course = await createCatalogItem(world.db, world.workspace);
    const otherCourse = await createCatalogItem(world.db, world.workspace);
    const enrolment = await createEnrolment(world.db, world.learner, course, { state: 'enrolled' });
    const request = await createEnrolment(world.db, world.learner, otherCourse, { state: 'awaiting_approval' });
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: attendance,
      courseIds: [course, otherCourse],
      startsInDays: -1,
      learners: 0,
      alsoBook: [world.learner.user.id],
    });
    await api.save(world.coordinatorToken, [
      { occurrenceItemId: items[0]!.id, learnerId: learnerIds[0], version: 0, attendance: true },
    ]);
    expect((await api.commit(world.coordinatorToken, session.id, items[0]!.id)).statusCode).toBe(200);

    const enrolmentOf = (id: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/learning-activities/enrolment/${id}`,
        headers: bearer(world.learnerToken),
      });
    expect((await enrolmentOf(enrolment.id)).json()).toMatchObject({ state: 'in_progress' });
    // A request waiting for approval does not follow the course's progress.
    expect((await enrolmentOf(request.id)).json()).toMatchObject({ state: 'awaiting_approval' });
    const kept = await world.db
      .select()
      .from(enrolmentEventOutcomes)
      .where(eq(enrolmentEventOutcomes.enrolmentId, enrolment.id));
    expect(kept).toMatchObject([{ sessionId: session.id, outcome: 'completed' }]);
  });
});

describe('trainer feedback and the trainer’s states', () => {
  it('takes feedback from a trainer of each date once it has started, and moves the trainer’s list on', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const trainer = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const otherTrainer = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const { session, items, learnerIds } = await createRegisterSession(world.db, world.workspace, {
      completion: { ...attendance, trainerFeedbackRequired: true },
      enableTrainers: true,
      trainerIds: [trainer.id],
      learners: 1,
    });
    const day = items[0]!.id;

    const tooSoon = await api.giveFeedback(trainer.token, 'POST', day, 'Good group.');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({
      message: REGISTER_MESSAGES.trainerFeedbackNotCreated,
      details: { reason: REGISTER_REFUSALS.dateNotStarted },
    });
    expect(await api.trainerState(trainer.token, session.id)).toBe('upcoming');

    await endSession(world.db, session);
    expect(await api.trainerState(trainer.token, session.id)).toBe('register_pending');
    await api.save(world.coordinatorToken, [
      { occurrenceItemId: day, learnerId: learnerIds[0], version: 0, attendance: true },
    ]);
    await api.commit(world.coordinatorToken, session.id, day);
    expect(await api.trainerState(trainer.token, session.id)).toBe('feedback_pending');
    expect((await api.feedback(trainer.token, session.id)).json()).toMatchObject({
      data: [],
      required: true,
      pendingForMe: [day],
    });

    const given = await api.giveFeedback(trainer.token, 'POST', day, 'Good group.');
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ trainerId: trainer.id, occurrenceItemId: day, feedback: 'Good group.' });
    const twice = await api.giveFeedback(trainer.token, 'POST', day, 'Again.');
    expect(twice.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.feedbackExists } });
    const changed = await api.giveFeedback(trainer.token, 'PATCH', day, 'A very good group.');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ feedback: 'A very good group.' });
    expect(await api.trainerState(trainer.token, session.id)).toBe('complete');

    // Only the date's trainers give it; coordinators and the session's trainers read it; learners nothing.
    const notTheirs = await api.giveFeedback(otherTrainer.token, 'POST', day, 'Hm.');
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.notTrainerOfDate } });
    expect((await api.giveFeedback(world.coordinatorToken, 'POST', day, 'Hm.')).statusCode).toBe(403);
    expect((await api.giveFeedback(otherTrainer.token, 'PATCH', day, 'Hm.')).statusCode).toBe(403);
    const read = await api.feedback(world.coordinatorToken, session.id);
    expect(read.json()).toMatchObject({
      data: [{ trainer: { id: trainer.id }, feedback: 'A very good group.' }],
      pendingForMe: [],
    });
    expect((await api.feedback(otherTrainer.token, session.id)).statusCode).toBe(403);
    expect((await api.feedback(world.learnerToken, session.id)).statusCode).toBe(403);

    // A session cancelled after its learners' outcomes were recorded.
    await world.db.update(eventSessions).set({ status: 'cancelled' }).where(eq(eventSessions.id, session.id));
    expect(await api.trainerState(trainer.token, session.id)).toBe('cancelled_completed');
  });

  it('refuses feedback when the event has trainers turned off', async () => {
    const world = await eventsWorld(ctx);
    const api = callsOf(world);
    const trainer = await personOf(world, { roles: ['learner'], customerRoles: ['trainer'] });
    const { items } = await createRegisterSession(world.db, world.workspace, {
      completion: { ...attendance, trainerFeedbackRequired: true },
      enableTrainers: false,
      trainerIds: [trainer.id],
      startsInDays: -1,
    });
    const refused = await api.giveFeedback(trainer.token, 'POST', items[0]!.id, 'Words.');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: REGISTER_REFUSALS.trainersOff } });
  });
});

describe('another customer', () => {
  it('reaches none of a session’s registers, summary or feedback (404), and changes nothing', async () => {
    const mine = await eventsWorld(ctx);
    const theirs = await eventsWorld(ctx);
    const api = callsOf(theirs);
    const { session, items, learnerIds } = await createRegisterSession(mine.db, mine.workspace, {
      completion: { ...assessment, enableRegisters: true },
      startsInDays: -1,
      learners: 1,
    });
    const day = items[0]!.id;
    expect((await api.registers(theirs.coordinatorToken, session.id)).statusCode).toBe(404);
    expect((await api.summary(theirs.coordinatorToken, session.id)).statusCode).toBe(404);
    expect((await api.feedback(theirs.coordinatorToken, session.id)).statusCode).toBe(404);
    expect(
      (await api.save(theirs.coordinatorToken, [{ occurrenceItemId: day, learnerId: learnerIds[0], version: 0 }]))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api.saveSummary(theirs.coordinatorToken, [
          { occurrenceId: session.id, learnerId: learnerIds[0], version: 0, completion: 'passed' },
        ])
      ).statusCode,
    ).toBe(404);
    expect((await api.commit(theirs.coordinatorToken, session.id, day)).statusCode).toBe(404);
    expect((await api.commitSummary(theirs.coordinatorToken, session.id)).statusCode).toBe(404);
    expect((await api.giveFeedback(theirs.coordinatorToken, 'POST', day, 'Words.')).statusCode).toBe(404);
    const owners = callsOf(mine);
    const untouched = (await owners.registers(mine.coordinatorToken, session.id)).json() as RegisterList;
    expect(untouched.data[0]).toMatchObject({ version: 0, completed: false });
  });
});
