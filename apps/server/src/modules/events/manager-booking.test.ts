import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_BLOCKED, EVENT_REFUSALS } from '@campus/contracts';
import { eventSessions } from '../../db/schema/index.js';
import { createPerson, createUnit, createWorkspace, tokenOf, unique } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { DAY, eventsWorld } from '../../test/events-world.js';

/**
 * Managers book the people of their units from the screens (03 §4 bulk booking "coordinators,
 * session trainers and managers"; docs/events.md "Managers booking their teams").
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof eventsWorld>>;

const forBooking = (token: string, eventId: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/report-engine/user-list/for-booking/${eventId}${query}`,
    headers: bearer(token),
  });

/** A world with a manager of one unit, two people of that unit, one of another unit and one of none. */
async function teamWorld(options: Parameters<World['event']>[0] = {}) {
  const world = await eventsWorld(ctx);
  const tag = unique('Crew').replace(/[^A-Za-z]/g, '');
  const team = await createUnit(world.db, world.workspace, { name: `Team ${tag}` });
  const otherTeam = await createUnit(world.db, world.workspace, { name: `Other ${tag}` });
  const manager = await createPerson(world.db, world.workspace, { roles: ['learner', 'manager'], manages: [team] });
  const person = (firstName: string, unit: typeof team | null) =>
    createPerson(world.db, world.workspace, { roles: ['learner'], firstName, lastName: tag, unit });
  const [amy, bob, cat, dan] = await Promise.all([
    person('Amy', team),
    person('Bob', team),
    person('Cat', otherTeam),
    person('Dan', null),
  ]);
  const event = await world.event(options);
  const session = await world.session(event.id);
  const token = await tokenOf(ctx.app, manager);
  const row = (learnerId: string) => [{ learnerId, eventId: event.id, occurrenceId: session.id }];
  return { world, tag, team, manager, token, amy: amy!, bob: bob!, cat: cat!, dan: dan!, event, session, row };
}

/** Moves the session's dates (the status follows the clock). */
const moveSession = (world: World, id: string, fromDate: Date, toDate: Date) =>
  world.db.update(eventSessions).set({ fromDate, toDate }).where(eq(eventSessions.id, id));

describe('what a manager is offered on a session', () => {
  it('book (not the bookings) while bulk booking is allowed; the event reads for the session page', async () => {
    const { world, token, event, session } = await teamWorld();
    const shown = await world.call(token, 'GET', `/occurrence/${session.id}`);
    expect(shown.json().allowedActions).toEqual(['book']);
    const read = await world.call(token, 'GET', `/events/${event.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().allowedActions).toEqual([]);
    expect((await world.call(token, 'GET', `/occurrence/${session.id}/bookings`)).statusCode).toBe(403);
    // The session page's flyer opens to them too, but a draft is as hidden as on GET /occurrence.
    const flyer = await world.call(token, 'GET', `/flyer/session/${session.id}`);
    expect(flyer.statusCode).toBe(200);
    expect(flyer.headers['content-type']).toContain('application/pdf');
    const draft = await world.session(event.id, { active: false }, new Date(Date.now() + 20 * DAY));
    expect((await world.call(token, 'GET', `/occurrence/${draft.id}`)).statusCode).toBe(404);
    expect((await world.call(token, 'GET', `/flyer/session/${draft.id}`)).statusCode).toBe(404);
    expect((await world.call(world.coordinatorToken, 'GET', `/flyer/session/${draft.id}`)).statusCode).toBe(200);
    // 03 §4 lets staff bulk-book a draft: the coordinator is offered it on the session page.
    const asCoordinator = await world.call(world.coordinatorToken, 'GET', `/occurrence/${draft.id}`);
    expect(asCoordinator.json().allowedActions).toContain('book');

    // In progress: still offered; ended with automatic completion (the default): no longer.
    await moveSession(world, session.id, new Date(Date.now() - DAY), new Date(Date.now() + DAY));
    expect((await world.call(token, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual(['book']);
    await moveSession(world, session.id, new Date(Date.now() - 2 * DAY), new Date(Date.now() - DAY));
    expect((await world.call(token, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual([]);
  });

  it('book on an ended session awaiting attendance; nothing for a manager without units', async () => {
    const { world, token, session } = await teamWorld({ completionSettings: { completionType: 'attendance' } });
    await moveSession(world, session.id, new Date(Date.now() - 2 * DAY), new Date(Date.now() - DAY));
    expect((await world.call(token, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual(['book']);
    const unitless = await createPerson(world.db, world.workspace, { roles: ['learner', 'manager'] });
    const unitlessToken = await tokenOf(ctx.app, unitless);
    expect((await world.call(unitlessToken, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual([]);
  });
});

describe('the people picker for a manager', () => {
  it('lists only the people of the units they manage, with search', async () => {
    const { token, event, tag, amy, bob } = await teamWorld();
    const listed = await forBooking(token, event.id, `?search=${tag}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([amy.user.id, bob.user.id]);
    expect(listed.json().pagination.total).toBe(2);
    // Without a search: still nobody outside the unit (the manager is not in it either).
    const all = await forBooking(token, event.id, '?pageSize=100');
    expect(
      all
        .json()
        .data.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([amy.user.id, bob.user.id].sort());
    const bob1 = await forBooking(token, event.id, `?search=bob%20${tag}`);
    expect(bob1.json().data.map((row: { id: string }) => row.id)).toEqual([bob.user.id]);
  });

  it('refuses a manager without units, and managers of another workspace or customer', async () => {
    const { world, event } = await teamWorld();
    const unitless = await createPerson(world.db, world.workspace, { roles: ['manager'] });
    expect((await forBooking(await tokenOf(ctx.app, unitless), event.id)).statusCode).toBe(403);
    const elsewhere = await createWorkspace(world.db, world.customer);
    const theirUnit = await createUnit(world.db, elsewhere, { name: 'Their team' });
    const sibling = await createPerson(world.db, elsewhere, { roles: ['manager'], manages: [theirUnit] });
    expect((await forBooking(await tokenOf(ctx.app, sibling), event.id)).statusCode).toBe(404);
    const other = await teamWorld();
    expect((await forBooking(other.token, event.id)).statusCode).toBe(404);
  });

  it('keeps the whole workspace for a coordinator', async () => {
    const { world, event, tag } = await teamWorld();
    const listed = await forBooking(world.coordinatorToken, event.id, `?search=${tag}`);
    expect(listed.json().data.map((row: { firstName: string }) => row.firstName)).toEqual(['Amy', 'Bob', 'Cat', 'Dan']);
  });
});

describe('a manager books from the screen (one bookings-bulk call per person)', () => {
  it('books a unit member; refuses a non-member with the error shape; other tenants get 404', async () => {
    const { world, token, row, amy, cat, dan, session } = await teamWorld();
    const booked = await world.call(token, 'POST', '/bookings-bulk', row(amy.user.id));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data[0]).toMatchObject({ learnerId: amy.user.id, result: 'booked', reason: null });
    expect((await world.call(token, 'GET', `/occurrence/${session.id}`)).json().spaces.booked).toBe(1);

    // Booked again: answered per row with the reason's words (03 §8).
    const again = (await world.call(token, 'POST', '/bookings-bulk', row(amy.user.id))).json().data[0];
    expect(again).toMatchObject({
      result: 'blocked',
      reason: 'LearnerAlreadyBooked',
      message: BOOKING_BLOCKED.LearnerAlreadyBooked.message,
    });

    for (const outsider of [cat, dan]) {
      const refused = await world.call(token, 'POST', '/bookings-bulk', row(outsider.user.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'forbidden',
        message: 'You do not have access to this resource.',
        errors: { message: 'You do not have access to this resource.' },
        correlationId: expect.any(String),
        // Whom a manager may book for (issue 24: refusals say why).
        details: { reason: EVENT_REFUSALS.notForThisPerson },
      });
    }

    const elsewhere = await createWorkspace(world.db, world.customer);
    const theirUnit = await createUnit(world.db, elsewhere, { name: 'Their team' });
    const sibling = await createPerson(world.db, elsewhere, { roles: ['manager'], manages: [theirUnit] });
    const siblingToken = await tokenOf(ctx.app, sibling);
    const fromSibling = await world.call(siblingToken, 'POST', '/bookings-bulk', row(amy.user.id));
    expect(fromSibling.statusCode).toBe(404);
    expect((await world.call(siblingToken, 'GET', `/occurrence/${session.id}`)).statusCode).toBe(404);
    const other = await teamWorld();
    expect((await world.call(other.token, 'POST', '/bookings-bulk', row(amy.user.id))).statusCode).toBe(404);
  });
});
