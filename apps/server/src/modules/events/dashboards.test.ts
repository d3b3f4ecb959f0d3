import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSessions } from '../../db/schema/index.js';
import { createPerson, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld, inDays } from '../../test/events-world.js';
import { createRegisterSession, endSession } from '../../test/register-factories.js';
import { learnerStateOf, shownStatus } from './dashboards.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Item = {
  session: { id: string; eventId: string; fromDate: string; status: string };
  state: string | null;
  bookingStatus: string;
  booking: { id: string; form: unknown[] } | null;
  waitingList: { id: string; position: number; scope: string } | null;
  offer: { requiresAcceptance: boolean; bookingForm: { fields: unknown[] }; cancellationReason: string[] };
};
type Page = { data: Item[]; pagination: { page: number; pageSize: number; total: number } };

const LEARNER = '/dashboard/learner-session-states';
const TRAINER = '/dashboard/trainer-session-states';

describe('shown booking statuses', () => {
  const booking = (status: string, extra: Record<string, unknown> = {}) =>
    ({
      status,
      learnerId: 'l',
      createdBy: 'l',
      promotedAt: null,
      cancellationReason: null,
      ...extra,
    }) as Parameters<typeof shownStatus>[0]['booking'];
  const shown = (sessionStatus: string, b: ReturnType<typeof booking> | null, waiting = false, acceptance = false) =>
    shownStatus({
      sessionStatus: sessionStatus as 'upcoming',
      booking: b,
      waiting,
      requiresAcceptance: acceptance,
    });

  it('maps bookings, places and session states to the spec’s statuses and the dashboard’s groups', () => {
    expect(shown('upcoming', booking('booked'))).toBe('booked');
    expect(shown('upcoming', booking('booked'), false, true)).toBe('accepted');
    expect(shown('upcoming', booking('booked', { createdBy: 'coordinator' }), false, true)).toBe('booked');
    expect(shown('upcoming', booking('booked', { promotedAt: new Date() }), false, true)).toBe('booked');
    expect(shown('upcoming', booking('request'))).toBe('pending_acceptation');
    expect(shown('upcoming', booking('invite'))).toBe('pending_acceptation');
    expect(shown('in_progress', booking('booked'))).toBe('in_progress');
    expect(shown('ended', booking('booked'))).toBe('completed');
    expect(shown('cancelled', booking('booked'))).toBe('session_cancelled');
    expect(shown('cancelled', booking('cancelled', { cancellationReason: 'session_cancelled' }))).toBe(
      'session_cancelled',
    );
    expect(shown('upcoming', booking('cancelled'))).toBe('cancelled');
    expect(shown('upcoming', booking('declined'))).toBe('cancelled');
    expect(shown('upcoming', booking('cancelled'), true)).toBe('on-waitlist');
    expect(shown('upcoming', null, true)).toBe('on-waitlist');
    expect(shown('upcoming', null)).toBe('not-booked');
    expect(learnerStateOf('accepted')).toBe('upcoming');
    expect(learnerStateOf('completed')).toBe('past');
    expect(learnerStateOf('session_cancelled')).toBe('cancelled');
    expect(learnerStateOf('not-booked')).toBeNull();
  });
});

describe('GET /dashboard/learner-session-states', () => {
  it('lists the learner’s sessions by state with their place in the queue, filtered, sorted and paged', async () => {
    const world = await eventsWorld(ctx);
    const learner = world.learner.user.id;
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const book = (token: string, learnerId: string, eventId: string, occurrenceId: string, extra = {}) =>
      world.call(token, 'POST', '/bookings', { learnerId, eventId, occurrenceId, ...extra });

    // Booked (with the form's answers kept)
    const open = await world.event({
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimit: 5,
        bookingForm: { fields: [{ id: 'diet', label: 'Dietary needs', type: 'text' }] },
      },
      cancellationSettings: { cancellationReason: ['Illness'] },
    });
    const booked = await world.session(open.id, {}, inDays(12));
    expect(
      (
        await book(world.learnerToken, learner, open.id, booked.id, {
          form: [{ fieldId: 'diet', value: 'None' }],
        })
      ).statusCode,
    ).toBe(201);
    // On the waiting list, second in line
    const full = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 } });
    const fullSession = await world.session(full.id, {}, inDays(8));
    await book(world.coordinatorToken, other.user.id, full.id, fullSession.id);
    const first = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    await world.call(world.coordinatorToken, 'POST', '/learner-subscriptions', {
      learnerId: first.user.id,
      occurrenceId: fullSession.id,
    });
    const joined = await book(world.learnerToken, learner, full.id, fullSession.id, { joinWaitingList: true });
    expect(joined.json()).toMatchObject({ booking: null, subscription: { position: 2 } });
    // A request
    const asked = await world.event({
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5, requiresAcceptance: true },
    });
    const askedSession = await world.session(asked.id, {}, inDays(20));
    expect((await book(world.learnerToken, learner, asked.id, askedSession.id)).json()).toMatchObject({
      booking: { status: 'request' },
    });
    // Cancelled by the learner
    const gone = await world.event();
    const goneSession = await world.session(gone.id, {}, inDays(15));
    const goneBooking = (await book(world.learnerToken, learner, gone.id, goneSession.id)).json() as {
      booking: { id: string };
    };
    expect(
      (await world.call(world.learnerToken, 'PATCH', '/bookings', { id: goneBooking.booking.id })).statusCode,
    ).toBe(200);
    // Past: booked, then the session ended
    const past = await world.event();
    const pastSession = await world.session(past.id, {}, inDays(30));
    await book(world.learnerToken, learner, past.id, pastSession.id);
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(-3), toDate: inDays(-3, 2) })
      .where(eq(eventSessions.id, pastSession.id));
    // Someone else's booking is not listed
    const notMine = await world.session(open.id, {}, inDays(25));
    await book(world.coordinatorToken, other.user.id, open.id, notMine.id);

    const all = await world.call(world.learnerToken, 'GET', LEARNER);
    expect(all.statusCode).toBe(200);
    const body = all.json() as Page;
    expect(body.pagination.total).toBe(5);
    const bySession = new Map(body.data.map((item) => [item.session.id, item]));
    expect(bySession.get(booked.id)).toMatchObject({
      state: 'upcoming',
      bookingStatus: 'booked',
      booking: { form: [{ fieldId: 'diet', value: 'None', other: null }] },
      offer: { bookingForm: { fields: [{ id: 'diet' }] }, cancellationReason: ['Illness'] },
    });
    expect(bySession.get(fullSession.id)).toMatchObject({
      state: 'waiting',
      bookingStatus: 'on-waitlist',
      waitingList: { position: 2, scope: 'session' },
    });
    expect(bySession.get(askedSession.id)).toMatchObject({ state: 'requests', bookingStatus: 'pending_acceptation' });
    expect(bySession.get(goneSession.id)).toMatchObject({ state: 'cancelled', bookingStatus: 'cancelled' });
    expect(bySession.get(pastSession.id)).toMatchObject({ state: 'past', bookingStatus: 'completed' });
    expect(bySession.has(notMine.id)).toBe(false);
    // Sorted by the start, earliest first: past (−3 days), waiting (8), booked (12), cancelled (15), request (20)
    expect(body.data.map((item) => item.session.id)).toEqual([
      pastSession.id,
      fullSession.id,
      booked.id,
      goneSession.id,
      askedSession.id,
    ]);

    const desc = (
      await world.call(world.learnerToken, 'GET', `${LEARNER}?sortBy=dateStart&sortDirection=desc`)
    ).json() as Page;
    expect(desc.data[0]!.session.id).toBe(askedSession.id);
    const upcoming = (
      await world.call(world.learnerToken, 'GET', `${LEARNER}?filters[state]=upcoming,waiting`)
    ).json() as Page;
    expect(upcoming.data.map((item) => item.bookingStatus).sort()).toEqual(['booked', 'on-waitlist']);
    const byStatus = (await world.call(world.learnerToken, 'GET', `${LEARNER}?bookingStatus=cancelled`)).json() as Page;
    expect(byStatus.data.map((item) => item.session.id)).toEqual([goneSession.id]);
    const paged = (await world.call(world.learnerToken, 'GET', `${LEARNER}?page=2&pageSize=2`)).json() as Page;
    expect(paged).toMatchObject({ pagination: { page: 2, pageSize: 2, total: 5 } });
    expect(paged.data.map((item) => item.session.id)).toEqual([booked.id, goneSession.id]);
    const bad = await world.call(world.learnerToken, 'GET', `${LEARNER}?filters[state]=everything`);
    expect(bad.statusCode).toBe(400);
  });

  it('an event’s sessions as offered to the learner: not booked, booked, the event’s list', async () => {
    const world = await eventsWorld(ctx);
    const learner = world.learner.user.id;
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 3 } });
    const a = await world.session(event.id, {}, inDays(5));
    const b = await world.session(event.id, {}, inDays(9));
    const draft = await world.session(event.id, { active: false }, inDays(11));
    const ended = await world.session(event.id, {}, inDays(13));
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(-2), toDate: inDays(-2, 2) })
      .where(eq(eventSessions.id, ended.id));
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: learner,
      eventId: event.id,
      occurrenceId: b.id,
    });

    const offered = (
      await world.call(world.learnerToken, 'GET', `${LEARNER}?filters[eventId]=${event.id}`)
    ).json() as Page;
    expect(offered.data.map((item) => [item.session.id, item.bookingStatus, item.state])).toEqual([
      [a.id, 'not-booked', null],
      [b.id, 'booked', 'upcoming'],
    ]);
    expect(offered.data.map((item) => item.session.id)).not.toContain(draft.id);

    // The event's own waiting list shows on each of its sessions on this view only.
    const second = await eventsWorld(ctx);
    const listed = await second.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 } });
    const only = await second.session(listed.id);
    const someone = await createPerson(second.db, second.workspace, { roles: ['learner'] });
    await second.call(second.coordinatorToken, 'POST', '/bookings', {
      learnerId: someone.user.id,
      eventId: listed.id,
      occurrenceId: only.id,
    });
    const entry = await second.call(second.learnerToken, 'POST', '/learner-subscriptions', {
      learnerId: second.learner.user.id,
      eventId: listed.id,
    });
    expect(entry.statusCode).toBe(201);
    const view = (
      await second.call(second.learnerToken, 'GET', `${LEARNER}?filters[eventId]=${listed.id}`)
    ).json() as Page;
    expect(view.data[0]).toMatchObject({ bookingStatus: 'on-waitlist', waitingList: { scope: 'event', position: 1 } });
    expect(((await second.call(second.learnerToken, 'GET', LEARNER)).json() as Page).data).toEqual([]);
  });

  it('refuses another customer’s event, a draft event, and people without the learner role', async () => {
    const mine = await eventsWorld(ctx);
    const theirs = await eventsWorld(ctx);
    const foreign = await theirs.event();
    await theirs.session(foreign.id);
    expect((await mine.call(mine.learnerToken, 'GET', `${LEARNER}?filters[eventId]=${foreign.id}`)).statusCode).toBe(
      404,
    );
    // Another customer's bookings never show in the list.
    await theirs.call(theirs.learnerToken, 'POST', '/bookings', {
      learnerId: theirs.learner.user.id,
      eventId: foreign.id,
      occurrenceId: ((await theirs.session(foreign.id, {}, inDays(6))) as { id: string }).id,
    });
    expect(((await mine.call(mine.learnerToken, 'GET', LEARNER)).json() as Page).data).toEqual([]);

    const draft = await mine.event({ status: 'draft' });
    expect((await mine.call(mine.learnerToken, 'GET', `${LEARNER}?filters[eventId]=${draft.id}`)).statusCode).toBe(404);
    // The coordinator holds no learner role: refused by the rule.
    expect((await mine.call(mine.coordinatorToken, 'GET', LEARNER)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/classroom${LEARNER}` })).statusCode).toBe(401);
  });
});

describe('GET /dashboard/trainer-session-states', () => {
  it('lists the sessions the trainer runs by state, with their bookings and queue', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const trainerToken = await tokenOf(ctx.app, trainer);
    const taught = (start: Date) => ({
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
      ],
    });
    const automatic = await world.event();
    const registers = await world.event({ completionSettings: { completionType: 'attendance' } });
    const next = await world.session(automatic.id, taught(inDays(4)));
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: automatic.id,
      occurrenceId: next.id,
    });
    const done = await world.session(automatic.id, taught(inDays(6)));
    const pending = await world.session(registers.id, taught(inDays(7)));
    const running = await world.session(registers.id, taught(inDays(8)));
    const cancelled = await world.session(registers.id, taught(inDays(9)));
    await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: cancelled.id });
    const draft = await world.session(automatic.id, { ...taught(inDays(10)), active: false });
    const notTheirs = await world.session(automatic.id, {}, inDays(11));
    const move = (id: string, from: Date, to: Date) =>
      world.db.update(eventSessions).set({ fromDate: from, toDate: to }).where(eq(eventSessions.id, id));
    await move(done.id, inDays(-5), inDays(-5, 2));
    await move(pending.id, inDays(-4), inDays(-4, 2));
    await move(running.id, inDays(0, -1), inDays(0, 1));

    const response = await world.call(trainerToken, 'GET', TRAINER);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { session: { id: string }; state: string; bookedLearners: number }[];
      pagination: { total: number };
    };
    const states = Object.fromEntries(body.data.map((item) => [item.session.id, item.state]));
    expect(states).toEqual({
      [next.id]: 'upcoming',
      [done.id]: 'complete',
      [pending.id]: 'register_pending',
      [running.id]: 'in_process',
      [cancelled.id]: 'cancelled',
    });
    expect(states[draft.id]).toBeUndefined();
    expect(states[notTheirs.id]).toBeUndefined();
    expect(body.data.find((item) => item.session.id === next.id)?.bookedLearners).toBe(1);
    expect(body.data.map((item) => item.session.id)).toEqual([done.id, pending.id, running.id, next.id, cancelled.id]);

    const active = (await world.call(trainerToken, 'GET', `${TRAINER}?filters[state]=active`)).json() as typeof body;
    expect(active.data.map((item) => item.state).sort()).toEqual(['in_process', 'register_pending', 'upcoming']);
    const complete = (
      await world.call(trainerToken, 'GET', `${TRAINER}?filters[state]=complete,cancelled&sortDirection=desc`)
    ).json() as typeof body;
    expect(complete.data.map((item) => item.session.id)).toEqual([cancelled.id, done.id]);
  });

  it('leads each session to the register the trainer fills next, or the summary', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const trainerToken = await tokenOf(ctx.app, trainer);
    const taught = { trainerIds: [trainer.user.id], learners: 1 };
    const attendance = { completionType: 'attendance' as const };
    // Ended, three dates: the first date's register is completed, so the second is next.
    const ended = await createRegisterSession(world.db, world.workspace, {
      ...taught,
      completion: attendance,
      dates: 3,
    });
    await endSession(world.db, ended.session);
    // Running: two dates have begun (a day and a half and half a day ago), the third is tomorrow.
    const running = await createRegisterSession(world.db, world.workspace, {
      ...taught,
      completion: attendance,
      dates: 3,
      startsInDays: -1.5,
    });
    // Ended, assessed without registers: the summary waits.
    const assessed = await createRegisterSession(world.db, world.workspace, {
      ...taught,
      completion: { completionType: 'assessment', enableRegisters: false },
    });
    await endSession(world.db, assessed.session);
    const upcoming = await createRegisterSession(world.db, world.workspace, { ...taught, completion: attendance });
    const save = (sessionItems: { id: string }[], index: number, learnerId: string) =>
      world.call(world.coordinatorToken, 'POST', '/digital-register-bulk', [
        { occurrenceItemId: sessionItems[index]!.id, learnerId, version: 0, attendance: true },
      ]);
    expect((await save(ended.items, 0, ended.learnerIds[0]!)).statusCode).toBe(200);
    const commit = await world.call(
      world.coordinatorToken,
      'POST',
      `/occurrence/commit/${ended.session.id}/attendance/${ended.items[0]!.id}`,
    );
    expect(commit.statusCode, commit.body).toBe(200);

    type Next = {
      session: { id: string };
      state: string;
      registersEnabled: boolean;
      nextRegisterId: string | null;
      summaryId: string | null;
    };
    const list = async () => {
      const response = await world.call(trainerToken, 'GET', TRAINER);
      expect(response.statusCode).toBe(200);
      const data = (response.json() as { data: Next[] }).data;
      return (id: string) => {
        const item = data.find((each) => each.session.id === id)!;
        return {
          state: item.state,
          registersEnabled: item.registersEnabled,
          nextRegisterId: item.nextRegisterId,
          summaryId: item.summaryId,
        };
      };
    };
    let of = await list();
    expect(of(ended.session.id)).toEqual({
      state: 'register_pending',
      registersEnabled: true,
      nextRegisterId: ended.items[1]!.id,
      summaryId: null,
    });
    // While it runs: the first date begun whose register is not filled.
    expect(of(running.session.id)).toEqual({
      state: 'in_process',
      registersEnabled: true,
      nextRegisterId: running.items[0]!.id,
      summaryId: null,
    });
    expect(of(assessed.session.id)).toEqual({
      state: 'assessment_pending',
      registersEnabled: false,
      nextRegisterId: null,
      summaryId: assessed.session.id,
    });
    expect(of(upcoming.session.id)).toEqual({
      state: 'upcoming',
      registersEnabled: true,
      nextRegisterId: null,
      summaryId: null,
    });

    // The first date filled while the session runs: the next date begun; never tomorrow's.
    expect((await save(running.items, 0, running.learnerIds[0]!)).statusCode).toBe(200);
    of = await list();
    expect(of(running.session.id).nextRegisterId).toBe(running.items[1]!.id);
    // Every date begun filled: the last one begun stays the one to open.
    expect((await save(running.items, 1, running.learnerIds[0]!)).statusCode).toBe(200);
    of = await list();
    expect(of(running.session.id).nextRegisterId).toBe(running.items[1]!.id);
  });

  it('refuses people without the trainer role, and shows no other customer’s sessions', async () => {
    const world = await eventsWorld(ctx);
    expect((await world.call(world.learnerToken, 'GET', TRAINER)).statusCode).toBe(403);
    expect((await world.call(world.coordinatorToken, 'GET', TRAINER)).statusCode).toBe(403);
    // A trainer of another customer named on this customer's session (through the data) sees nothing of it.
    const elsewhere = await eventsWorld(ctx);
    const stranger = await createPerson(elsewhere.db, elsewhere.workspace, { customerRoles: ['trainer'] });
    const event = await world.event();
    const session = await world.session(event.id);
    await world.db
      .update(eventSessions)
      .set({ trainerIds: [stranger.user.id] })
      .where(eq(eventSessions.id, session.id));
    const seen = await world.call(await tokenOf(ctx.app, stranger), 'GET', TRAINER);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as { data: unknown[] }).data).toEqual([]);
  });
});
