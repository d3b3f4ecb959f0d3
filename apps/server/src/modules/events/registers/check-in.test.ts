import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_REFUSALS } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { eventRegisterEntries, eventRegisters, eventSessionItems, eventSessions } from '../../../db/schema/index.js';
import { createPerson, tokenOf } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { eventsWorld, inDays } from '../../../test/events-world.js';
import { makeCheckInCode, readCheckInCode } from './check-in-codes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** Moves a one-date session to start at `start`, for two hours. */
async function moveDate(db: Queryable, sessionId: string, itemId: string, start: Date) {
  const end = new Date(start.getTime() + 2 * 3_600_000);
  await db
    .update(eventSessionItems)
    .set({ datetimeStart: start, datetimeEnd: end })
    .where(eq(eventSessionItems.id, itemId));
  await db.update(eventSessions).set({ fromDate: start, toDate: end }).where(eq(eventSessions.id, sessionId));
}

/** An attendance event with a session whose one date starts in `startsIn` minutes, a trainer, and the learner booked. */
async function checkInWorld(startsIn = 10, completion: Record<string, unknown> = {}) {
  const world = await eventsWorld(ctx);
  const trainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
  const event = await world.event({
    completionSettings: { completionType: 'attendance', registersEditByTrainers: true, ...completion },
    occurrenceSettings: { enableTrainers: true },
  });
  const session = await world.session(event.id, {
    items: [
      {
        datetimeStart: inDays(10).toISOString(),
        datetimeEnd: inDays(10, 2).toISOString(),
        roomId: world.room.id,
        trainers: [trainer.user.id],
      },
    ],
  });
  const booked = await world.call(world.coordinatorToken, 'POST', '/bookings', {
    learnerId: world.learner.user.id,
    eventId: event.id,
    occurrenceId: session.id,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const items = (session as unknown as { items: { id: string }[] }).items;
  const registerId = items[0]!.id;
  // Booked ahead, then the date is moved to start `startsIn` minutes from now (bookings close before).
  await moveDate(world.db, session.id, registerId, new Date(Date.now() + startsIn * MINUTE));
  return {
    ...world,
    addSession: world.session,
    trainer,
    trainerToken: await tokenOf(ctx.app, trainer),
    event,
    session,
    registerId,
  };
}

type World = Awaited<ReturnType<typeof checkInWorld>>;

const codeOf = async (world: World, token = world.coordinatorToken) =>
  world.call(token, 'GET', `/check-in-code/${world.registerId}`);
const checkIn = (world: World, token: string, code: string) => world.call(token, 'POST', '/check-in', { token: code });
const entryOf = async (world: World, learnerId = world.learner.user.id) =>
  (
    await world.db
      .select()
      .from(eventRegisterEntries)
      .where(and(eq(eventRegisterEntries.registerId, world.registerId), eq(eventRegisterEntries.learnerId, learnerId)))
  )[0];
const reasonOf = (body: string) => (JSON.parse(body) as { details?: { reason?: string } }).details?.reason;

describe('check-in codes', () => {
  it('sign a date and a 30-second step, and read back only what the server signed', () => {
    const secret = ctx.app.services.keys.checkInSecret;
    const itemId = '5b0c8f9e-2d4a-4b6c-8e1f-0a2b3c4d5e6f';
    const { token, expiresAt } = makeCheckInCode(secret, itemId, new Date('2026-12-01T10:00:10Z'));
    expect(expiresAt.toISOString()).toBe('2026-12-01T10:00:30.000Z');
    expect(readCheckInCode(secret, token)?.itemId).toBe(itemId);
    const [date, step, signature] = token.split('.');
    expect(readCheckInCode(secret, `${date}.${Number(step) + 1}.${signature}`)).toBeNull();
    expect(readCheckInCode(Buffer.alloc(32, 1), token)).toBeNull();
    expect(token.length).toBeLessThan(60);
  });
});

describe('GET /check-in-code/{registerId} and POST /check-in', () => {
  it('marks the signed-in learner present with a current code: once, then "already present"', async () => {
    const world = await checkInWorld();
    const code = await codeOf(world);
    expect(code.statusCode, code.body).toBe(200);
    const shown = code.json<{ url: string; token: string; expiresAt: string; present: number; booked: number }>();
    expect(shown.url).toContain(
      `/my-learning/event/${world.event.id}/session/${world.session.id}/show/single?checkIn=`,
    );
    expect(shown.url.endsWith(shown.token)).toBe(true);
    expect(new Date(shown.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    expect(shown).toMatchObject({ present: 0, booked: 1 });

    const done = await checkIn(world, world.learnerToken, shown.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'checked_in',
      sessionId: world.session.id,
      occurrenceItemId: world.registerId,
    });
    const entry = await entryOf(world);
    expect(entry).toMatchObject({ attendance: true, version: 1, updatedBy: world.learner.user.id });

    const again = await checkIn(world, world.learnerToken, shown.token);
    expect(again.json()).toMatchObject({ status: 'already_present' });
    expect((await entryOf(world))?.version).toBe(1);
    expect((await codeOf(world)).json()).toMatchObject({ present: 1, booked: 1 });

    // The register screen sees the mark, with its version, as a save made it.
    const list = await world.call(world.coordinatorToken, 'GET', `/digital-register-list/${world.session.id}`);
    const register = list.json<{
      data: { entries: { learnerId: string; attendance: boolean; version: number }[] }[];
    }>();
    expect(register.data[0]?.entries[0]).toMatchObject({ attendance: true, version: 1 });
  });

  it('turns an absence marked earlier into present, and a stale save of that row is then refused (409)', async () => {
    const world = await checkInWorld();
    const marked = await world.call(world.coordinatorToken, 'POST', '/digital-register-bulk', [
      {
        occurrenceItemId: world.registerId,
        learnerId: world.learner.user.id,
        version: 0,
        attendance: false,
        absenceReason: 'Late',
      },
    ]);
    expect(marked.statusCode, marked.body).toBe(200);
    const { token } = (await codeOf(world)).json<{ token: string }>();
    expect((await checkIn(world, world.learnerToken, token)).statusCode).toBe(200);
    expect(await entryOf(world)).toMatchObject({ attendance: true, absenceReason: null, version: 2 });
    const stale = await world.call(world.coordinatorToken, 'POST', '/digital-register-bulk', [
      { occurrenceItemId: world.registerId, learnerId: world.learner.user.id, version: 1, attendance: false },
    ]);
    expect(stale.statusCode).toBe(409);
  });

  it('shows the code to the session trainer when trainers may edit, and refuses others', async () => {
    const world = await checkInWorld();
    expect((await codeOf(world, world.trainerToken)).statusCode).toBe(200);
    const otherTrainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
    expect((await codeOf(world, await tokenOf(ctx.app, otherTrainer))).statusCode).toBe(403);
    expect((await codeOf(world, world.learnerToken)).statusCode).toBe(403);
    const closed = await checkInWorld(10, { registersEditByTrainers: false });
    expect((await codeOf(closed, closed.trainerToken)).statusCode).toBe(403);
  });

  it('refuses an expired code, with the reason', async () => {
    const world = await checkInWorld(-10);
    const old = makeCheckInCode(
      ctx.app.services.keys.checkInSecret,
      world.registerId,
      new Date(Date.now() - 2 * MINUTE),
    );
    const refused = await checkIn(world, world.learnerToken, old.token);
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused.body)).toBe(CHECK_IN_REFUSALS.expiredCode);
    // Still taken 30 s into the next step (scanned just as the screen changed).
    const justChanged = makeCheckInCode(
      ctx.app.services.keys.checkInSecret,
      world.registerId,
      new Date(Date.now() - 30_000),
    );
    expect((await checkIn(world, world.learnerToken, justChanged.token)).statusCode).toBe(200);
    expect(await entryOf(world)).toMatchObject({ attendance: true });
  });

  it('refuses a forged or altered code and another session’s code for this session', async () => {
    const world = await checkInWorld();
    const { token } = (await codeOf(world)).json<{ token: string }>();
    const [date, step] = token.split('.');
    const forged = await checkIn(world, world.learnerToken, `${date}.${step}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.statusCode).toBe(404);
    expect(reasonOf(forged.body)).toBe(CHECK_IN_REFUSALS.invalidCode);

    // Another session of the same workspace: its code marks the learner on that session only,
    // and they are not booked there.
    const other = await world.addSession(world.event.id, {}, inDays(12));
    const otherItem = (other as unknown as { items: { id: string }[] }).items[0]!.id;
    await moveDate(world.db, other.id, otherItem, new Date(Date.now() + 5 * MINUTE));
    const otherCode = await world.call(world.coordinatorToken, 'GET', `/check-in-code/${otherItem}`);
    const refused = await checkIn(world, world.learnerToken, otherCode.json<{ token: string }>().token);
    expect(refused.statusCode).toBe(403);
    expect(reasonOf(refused.body)).toBe(CHECK_IN_REFUSALS.notBooked);
    expect(await entryOf(world)).toBeUndefined();
  });

  it('refuses a learner who is not booked, and a learner of another customer', async () => {
    const world = await checkInWorld();
    const { token } = (await codeOf(world)).json<{ token: string }>();
    const stranger = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const notBooked = await checkIn(world, await tokenOf(ctx.app, stranger), token);
    expect(notBooked.statusCode).toBe(403);
    expect(reasonOf(notBooked.body)).toBe(CHECK_IN_REFUSALS.notBooked);

    const elsewhere = await eventsWorld(ctx);
    const foreign = await checkIn(world, elsewhere.learnerToken, token);
    expect(foreign.statusCode).toBe(404);
    expect(await entryOf(world, elsewhere.learner.user.id)).toBeUndefined();
    // Nor does another customer's coordinator get the code.
    expect((await codeOf(world, elsewhere.coordinatorToken)).statusCode).toBe(404);
  });

  it('refuses once the register is completed, and outside the date’s window', async () => {
    const world = await checkInWorld();
    const { token } = (await codeOf(world)).json<{ token: string }>();
    await world.db.insert(eventRegisters).values({
      id: world.registerId,
      customerId: world.customer.id,
      sessionId: world.session.id,
      completed: true,
      completedAt: new Date(),
    });
    const refused = await checkIn(world, world.learnerToken, token);
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused.body)).toBe(CHECK_IN_REFUSALS.registerCompleted);
    expect(reasonOf((await codeOf(world)).body)).toBe(CHECK_IN_REFUSALS.registerCompleted);

    const later = await checkInWorld(45);
    const early = await codeOf(later);
    expect(early.statusCode).toBe(409);
    expect(reasonOf(early.body)).toBe(CHECK_IN_REFUSALS.closed);
    const madeNow = makeCheckInCode(ctx.app.services.keys.checkInSecret, later.registerId, new Date());
    expect(reasonOf((await checkIn(later, later.learnerToken, madeNow.token)).body)).toBe(CHECK_IN_REFUSALS.closed);
  });

  it('refuses events that keep no registers', async () => {
    const world = await checkInWorld(10, { completionType: 'automatic' });
    const refused = await codeOf(world);
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused.body)).toBe(CHECK_IN_REFUSALS.registersOff);
  });
});
