import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_BLOCKED } from '@campus/contracts';
import { eventBookings, eventSessions, mailMessages, userProfiles } from '../../db/schema/index.js';
import { createBooking, createSubscription } from '../../test/classroom-factories.js';
import { createPerson, createTenant, createUnit, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bookingEmailsWritten } from '../../test/mail.js';
import { eventsWorld, inDays } from '../../test/events-world.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof eventsWorld>>;
type Row = {
  learnerId: string;
  result: string;
  reason: string | null;
  message: string | null;
  booking: { id: string; status: string } | null;
};

const bulk = async (world: World, token: string, rows: object[]) => world.call(token, 'POST', '/bookings-bulk', rows);
const learners = (world: World, n: number, options: Parameters<typeof createPerson>[2] = {}) =>
  Promise.all(
    Array.from({ length: n }, () => createPerson(world.db, world.workspace, { roles: ['learner'], ...options })),
  );
const mailsTo = async (to: string) => {
  await bookingEmailsWritten(ctx.database);
  return ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, to));
};

describe('POST /bookings-bulk', () => {
  it('answers each row: booked, blocked with the reason, waiting when full and asked to', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 2 } });
    const session = await world.session(event.id);
    const [a, b, c, d] = await learners(world, 4);
    const row = (learner: { user: { id: string } }, extra: object = {}) => ({
      learnerId: learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
      ...extra,
    });
    const response = await bulk(world, world.coordinatorToken, [
      row(a!),
      row(b!),
      row(a!),
      row(c!),
      row(d!, { joinWaitingList: true }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Row[];
    expect(data.map((entry) => entry.result)).toEqual(['booked', 'booked', 'blocked', 'blocked', 'waiting']);
    // a was booked by row 1; the event is then full for everyone else.
    expect(data[2]!.reason).toBe('FullyBooked');
    expect(data[3]).toMatchObject({ reason: 'FullyBooked', message: BOOKING_BLOCKED.FullyBooked.message });
    const held = await world.db.select().from(eventBookings).where(eq(eventBookings.sessionId, session.id));
    expect(held.map((entry) => entry.learnerId).sort()).toEqual([a!.user.id, b!.user.id].sort());
  });

  it('books draft, running and ended sessions awaiting completion; not ended automatic ones or inactive events', async () => {
    const world = await eventsWorld(ctx);
    const manual = await world.event({ completionSettings: { completionType: 'attendance' } });
    const automatic = await world.event({});
    const draft = await world.session(manual.id, { active: false }, inDays(5));
    const running = await world.session(manual.id, {}, inDays(6));
    const endedManual = await world.session(manual.id, {}, inDays(7));
    const endedAutomatic = await world.session(automatic.id, {}, inDays(8));
    const past = { fromDate: inDays(-2), toDate: inDays(-2, 2) };
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(0, -1), toDate: inDays(0, 2) })
      .where(eq(eventSessions.id, running.id));
    await world.db.update(eventSessions).set(past).where(eq(eventSessions.id, endedManual.id));
    await world.db.update(eventSessions).set(past).where(eq(eventSessions.id, endedAutomatic.id));
    const people = await learners(world, 4);
    const response = await bulk(world, world.coordinatorToken, [
      { learnerId: people[0]!.user.id, eventId: manual.id, occurrenceId: draft.id },
      { learnerId: people[1]!.user.id, eventId: manual.id, occurrenceId: running.id },
      { learnerId: people[2]!.user.id, eventId: manual.id, occurrenceId: endedManual.id },
      { learnerId: people[3]!.user.id, eventId: automatic.id, occurrenceId: endedAutomatic.id },
    ]);
    const data = response.json().data as Row[];
    expect(data.map((entry) => [entry.result, entry.reason])).toEqual([
      ['booked', null],
      ['booked', null],
      ['booked', null],
      ['blocked', 'AlreadyStarted'],
    ]);
    // A cancelled session, or an event that is not active (draft), takes no bulk bookings.
    const later = await world.session(automatic.id, {}, inDays(30));
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    await world.db.update(eventSessions).set({ status: 'cancelled' }).where(eq(eventSessions.id, later.id));
    const cancelled = await bulk(world, world.coordinatorToken, [
      { learnerId: other.user.id, eventId: automatic.id, occurrenceId: later.id },
    ]);
    expect((cancelled.json().data as Row[])[0]).toMatchObject({ result: 'blocked', reason: 'NoLongerAccepting' });
    const drafted = await world.event({ status: 'draft' });
    const draftEventSession = await world.session(drafted.id, {}, inDays(31));
    const inactive = await bulk(world, world.coordinatorToken, [
      { learnerId: other.user.id, eventId: drafted.id, occurrenceId: draftEventSession.id },
    ]);
    expect((inactive.json().data as Row[])[0]).toMatchObject({ result: 'blocked', reason: 'NoLongerAccepting' });
  });

  it('refuses learners, other customers’ records and people the caller may not act for, writing nothing', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const [someone] = await learners(world, 1);
    const rows = [{ learnerId: someone!.user.id, eventId: event.id, occurrenceId: session.id }];
    expect((await bulk(world, world.learnerToken, rows)).statusCode).toBe(403);
    // The learner may not bulk-book even themselves (coordinators, trainers and managers only).
    const self = [{ learnerId: world.learner.user.id, eventId: event.id, occurrenceId: session.id }];
    expect((await bulk(world, world.learnerToken, self)).statusCode).toBe(403);
    const elsewhere = await eventsWorld(ctx);
    const foreignLearner = [{ learnerId: elsewhere.learner.user.id, eventId: event.id, occurrenceId: session.id }];
    expect((await bulk(world, world.coordinatorToken, [...rows, ...foreignLearner])).statusCode).toBe(404);
    const theirEvent = await elsewhere.event();
    const theirSession = await elsewhere.session(theirEvent.id);
    const foreignSession = [{ learnerId: someone!.user.id, eventId: theirEvent.id, occurrenceId: theirSession.id }];
    expect((await bulk(world, world.coordinatorToken, foreignSession)).statusCode).toBe(404);
    const mismatched = [{ learnerId: someone!.user.id, eventId: theirEvent.id, occurrenceId: session.id }];
    expect((await bulk(world, world.coordinatorToken, mismatched)).statusCode).toBe(404);
    expect(await world.db.select().from(eventBookings).where(eq(eventBookings.sessionId, session.id))).toEqual([]);
  });

  it('a session’s trainer bulk-books; a trainer of another session may not', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const event = await world.event();
    const start = inDays(12);
    const session = await world.session(event.id, {
      items: [
        { datetimeStart: start.toISOString(), datetimeEnd: inDays(12, 2).toISOString(), trainers: [trainer.user.id] },
      ],
    });
    const otherSession = await world.session(event.id, {}, inDays(20));
    const token = await tokenOf(ctx.app, trainer);
    const [someone, another] = await learners(world, 2);
    const ok = await bulk(world, token, [{ learnerId: someone!.user.id, eventId: event.id, occurrenceId: session.id }]);
    expect((ok.json().data as Row[])[0]!.result).toBe('booked');
    const refused = await bulk(world, token, [
      { learnerId: another!.user.id, eventId: event.id, occurrenceId: otherSession.id },
    ]);
    expect(refused.statusCode).toBe(403);
  });
});

describe('managers book the people of the units they manage', () => {
  it('bulk and single bookings for their people; others refused', async () => {
    const world = await eventsWorld(ctx);
    const team = await createUnit(world.db, world.workspace, { name: 'Team' });
    const otherTeam = await createUnit(world.db, world.workspace, { name: 'Other team' });
    const manager = await createPerson(world.db, world.workspace, { roles: ['manager'], manages: [team] });
    const token = await tokenOf(ctx.app, manager);
    const [mine, mine2] = await learners(world, 2, { unit: team });
    const [notMine] = await learners(world, 1, { unit: otherTeam });
    const event = await world.event();
    const session = await world.session(event.id);
    const row = (person: { user: { id: string } }) => ({
      learnerId: person.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const booked = await bulk(world, token, [row(mine!)]);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((booked.json().data as Row[])[0]!.result).toBe('booked');
    expect((await bulk(world, token, [row(notMine!)])).statusCode).toBe(403);
    const single = await world.call(token, 'POST', '/bookings', row(mine2!));
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().booking.status).toBe('booked');
    expect((await world.call(token, 'POST', '/bookings', row(notMine!))).statusCode).toBe(403);
    // The manager cancels their person's booking; a learner's own bookings list shows it to them.
    const cancelled = await world.call(token, 'PATCH', '/bookings', { id: single.json().booking.id });
    expect(cancelled.json().status).toBe('cancelled');
    const list = await world.call(token, 'GET', `/v2/learner/${mine2!.user.id}/bookings`);
    expect(list.json().data).toHaveLength(1);
    expect((await world.call(token, 'GET', `/v2/learner/${notMine!.user.id}/bookings`)).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('invite holds a seat and mails the learner; they accept or decline; coordinators resend or cancel', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 2 } });
    const session = await world.session(event.id);
    const [other] = await learners(world, 1);
    const otherToken = await tokenOf(ctx.app, other!);
    const invite = await bulk(world, world.coordinatorToken, [
      { learnerId: world.learner.user.id, eventId: event.id, occurrenceId: session.id, invite: true },
      { learnerId: other!.user.id, eventId: event.id, occurrenceId: session.id, invite: true },
    ]);
    const [mine, theirs] = invite.json().data as Row[];
    expect([mine!.result, theirs!.result]).toEqual(['invite', 'invite']);
    const shown = await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`);
    expect(shown.json().spaces).toMatchObject({ booked: 2, available: 0 });
    const [mail] = await mailsTo(world.learner.email);
    expect(mail?.subject).toBe(`You’re invited to ${event.name as string}`);
    expect(mail?.text).toContain(`/my-learning/event/${event.id}/session/${session.id}/show/single`);

    // Someone else cannot answer my invitation; a coordinator cannot accept it for me.
    expect(
      (await world.call(otherToken, 'PATCH', '/bookings', { id: mine!.booking!.id, action: 'accept' })).statusCode,
    ).toBe(404);
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: mine!.booking!.id, action: 'accept' }))
        .statusCode,
    ).toBe(403);
    const accepted = await world.call(world.learnerToken, 'PATCH', '/bookings', {
      id: mine!.booking!.id,
      action: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('booked');
    const again = await world.call(world.learnerToken, 'PATCH', '/bookings', {
      id: mine!.booking!.id,
      action: 'accept',
    });
    expect(again.statusCode).toBe(409);

    // Resend: staff only, invitations only.
    expect(
      (await world.call(otherToken, 'PATCH', '/bookings', { id: theirs!.booking!.id, action: 'resend' })).statusCode,
    ).toBe(403);
    const resent = await world.call(world.coordinatorToken, 'PATCH', '/bookings', {
      id: theirs!.booking!.id,
      action: 'resend',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await mailsTo(other!.email)).toHaveLength(2);
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: mine!.booking!.id, action: 'resend' }))
        .statusCode,
    ).toBe(409);

    // The other learner declines: the seat frees.
    const declined = await world.call(otherToken, 'PATCH', '/bookings', { id: theirs!.booking!.id, action: 'decline' });
    expect(declined.json().status).toBe('declined');
    expect((await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`)).json().spaces.available).toBe(
      1,
    );

    // A coordinator cancels an invitation.
    const [third] = await learners(world, 1);
    const invited = (
      await bulk(world, world.coordinatorToken, [
        { learnerId: third!.user.id, eventId: event.id, occurrenceId: session.id, invite: true },
      ])
    ).json().data as Row[];
    const cancelled = await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: invited[0]!.booking!.id });
    expect(cancelled.json().status).toBe('cancelled');
  });

  it('an invitation can no longer be accepted once the session has started', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const invite = (
      await bulk(world, world.coordinatorToken, [
        { learnerId: world.learner.user.id, eventId: event.id, occurrenceId: session.id, invite: true },
      ])
    ).json().data as Row[];
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(0, -1), toDate: inDays(0, 1) })
      .where(eq(eventSessions.id, session.id));
    const late = await world.call(world.learnerToken, 'PATCH', '/bookings', {
      id: invite[0]!.booking!.id,
      action: 'accept',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AlreadyStarted');
  });
});

describe('DELETE /learner-subscriptions-bulk', () => {
  it('coordinators remove several entries; learners only their own', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const target = { event: { ...event, customerId: world.customer.id, workspaceId: world.workspace.id }, session };
    const [a, b] = await learners(world, 2);
    const first = await createSubscription(world.db, target, a!.user.id);
    const second = await createSubscription(world.db, target, b!.user.id);
    const mine = await createSubscription(world.db, target, world.learner.user.id);
    expect(
      (await world.call(world.learnerToken, 'DELETE', '/learner-subscriptions-bulk', { ids: [first.id] })).statusCode,
    ).toBe(404);
    const own = await world.call(world.learnerToken, 'DELETE', '/learner-subscriptions-bulk', { ids: [mine.id] });
    expect(own.json()).toEqual({ removed: [mine.id], notWaiting: [] });
    const removed = await world.call(world.coordinatorToken, 'DELETE', '/learner-subscriptions-bulk', {
      ids: [first.id, second.id, mine.id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().removed.sort()).toEqual([first.id, second.id].sort());
    expect(removed.json().notWaiting).toEqual([mine.id]);
    const elsewhere = await eventsWorld(ctx);
    expect(
      (await elsewhere.call(elsewhere.coordinatorToken, 'DELETE', '/learner-subscriptions-bulk', { ids: [first.id] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /events/{id}/occurrences-summary', () => {
  it('gives each session its dates, status, spaces and counts', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 3 } });
    const first = await world.session(event.id, {}, inDays(10));
    const second = await world.session(event.id, { active: false }, inDays(20));
    const target = {
      event: { ...event, customerId: world.customer.id, workspaceId: world.workspace.id },
      session: first,
    };
    const [a, b, c] = await learners(world, 3);
    await createBooking(world.db, target, a!.user.id);
    await bulk(world, world.coordinatorToken, [
      { learnerId: b!.user.id, eventId: event.id, occurrenceId: first.id, invite: true },
    ]);
    await createSubscription(world.db, target, c!.user.id);
    const response = await world.call(world.coordinatorToken, 'GET', `/events/${event.id}/occurrences-summary`);
    expect(response.statusCode, response.body).toBe(200);
    const [one, two] = response.json().data;
    expect(one).toMatchObject({
      id: first.id,
      status: 'upcoming',
      spaces: { limit: 3, available: 1, booked: 2 },
      counts: { booked: 1, requests: 0, invites: 1, waiting: 1 },
    });
    expect(one.dates[0].localDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(two).toMatchObject({ id: second.id, status: 'draft', counts: { booked: 0, invites: 0, waiting: 0 } });
    expect((await world.call(world.learnerToken, 'GET', `/events/${event.id}/occurrences-summary`)).statusCode).toBe(
      403,
    );
  });
});

/** A weekday in December (London on GMT, so local = UTC) at the hour, UTC. */
function decemberDay(weekday: number, hour: number, minutes = 0) {
  const date = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 1, hour, minutes));
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
const hours = (date: Date, n: number) => new Date(date.getTime() + n * 3_600_000);

describe('trainers: working hours, warnings, availability', () => {
  it('site admins set and read working hours; the session save warns outside them', async () => {
    const world = await eventsWorld(ctx);
    const admin = await createPerson(world.db, world.workspace, { customerRoles: ['master_administrator'] });
    const adminToken = await tokenOf(ctx.app, admin);
    const trainer = await createPerson(world.db, world.workspace, {
      customerRoles: ['trainer'],
      firstName: 'Tara',
      lastName: 'Lane',
    });
    const before = await world.call(adminToken, 'GET', `/trainer-user/${trainer.user.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ workingHoursSet: false, roleStatus: 'active', timeZone: 'Europe/London' });
    expect(before.json().workingHours[1]).toMatchObject({
      weekday: 1,
      active: true,
      localWorkFrom: '09:00',
      localWorkTo: '17:00',
    });
    expect(before.json().workingHours[0].active).toBe(false);

    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      active: weekday === 3,
      workFrom: '08:00',
      workTo: '12:00',
    }));
    const saved = await world.call(adminToken, 'PATCH', '/trainers', {
      userId: trainer.user.id,
      customerId: world.customer.id,
      workingHours: week,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().workingHours[3]).toMatchObject({ active: true, localWorkFrom: '08:00', localWorkTo: '12:00' });
    expect((await world.call(adminToken, 'GET', `/trainer-user/${trainer.user.id}`)).json().workingHoursSet).toBe(true);

    // Wednesday 09:00-11:00 is inside; Thursday 09:00-11:00 and Wednesday 11:00-13:00 are not.
    const event = await world.event();
    const wednesday = decemberDay(3, 9);
    const thursday = decemberDay(4, 9);
    const inside = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [
        {
          datetimeStart: wednesday.toISOString(),
          datetimeEnd: hours(wednesday, 2).toISOString(),
          trainers: [trainer.user.id],
        },
      ],
    });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json().warnings).toEqual([]);
    const outside = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [
        {
          datetimeStart: thursday.toISOString(),
          datetimeEnd: hours(thursday, 2).toISOString(),
          trainers: [trainer.user.id],
        },
        {
          datetimeStart: hours(wednesday, 170).toISOString(),
          datetimeEnd: hours(wednesday, 172).toISOString(),
          trainers: [trainer.user.id],
        },
      ],
    });
    expect(outside.statusCode, outside.body).toBe(201);
    const warnings = outside.json().warnings as string[];
    expect(warnings).toHaveLength(2);
    const day = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(thursday);
    expect(warnings[0]).toBe(
      `Tara Lane isn’t working at that time: ${day}, 9:00 am to 11:00 am GMT is outside their working hours.`,
    );
    // The edit answers the same warnings.
    const edited = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: outside.json().id,
      maxBookingLimit: 4,
    });
    expect(edited.json().warnings).toEqual(warnings);
  });

  it('refuses coordinators, other customers’ people and bad hours', async () => {
    const world = await eventsWorld(ctx);
    const admin = await createPerson(world.db, world.workspace, { customerRoles: ['owner'] });
    const adminToken = await tokenOf(ctx.app, admin);
    const trainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday }));
    const body = { userId: trainer.user.id, customerId: world.customer.id, workingHours: week };
    expect((await world.call(world.coordinatorToken, 'PATCH', '/trainers', body)).statusCode).toBe(403);
    expect((await world.call(world.coordinatorToken, 'GET', `/trainer-user/${trainer.user.id}`)).statusCode).toBe(403);
    const elsewhere = await createTenant(world.db);
    const stranger = await createPerson(world.db, elsewhere.workspace, { customerRoles: ['trainer'] });
    expect((await world.call(adminToken, 'GET', `/trainer-user/${stranger.user.id}`)).statusCode).toBe(404);
    expect((await world.call(adminToken, 'PATCH', '/trainers', { ...body, userId: stranger.user.id })).statusCode).toBe(
      404,
    );
    expect(
      (await world.call(adminToken, 'PATCH', '/trainers', { ...body, customerId: elsewhere.customer.id })).statusCode,
    ).toBe(404);
    const late = week.map((entry) => ({ ...entry, workFrom: '18:00', workTo: '09:00' }));
    expect((await world.call(adminToken, 'PATCH', '/trainers', { ...body, workingHours: late })).statusCode).toBe(400);
    expect(
      (await world.call(adminToken, 'PATCH', '/trainers', { ...body, workingHours: week.slice(1) })).statusCode,
    ).toBe(400);
    const saved = await world.call(adminToken, 'PATCH', '/trainers', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().workingHours.every((entry: { active: boolean }) => entry.active)).toBe(true);
  });

  it('trainers-check answers for the caller’s customer; users/available lists free trainers', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'], roles: ['learner'] });
    const busy = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'], roles: ['learner'] });
    const trainerToken = await tokenOf(ctx.app, trainer);
    const check = await world.call(trainerToken, 'GET', `/trainers-check/${trainer.user.id}/${world.workspace.id}`);
    expect(check.json()).toEqual({ isTrainer: true, trainerAlreadyExists: true });
    const learnerCheck = await world.call(
      world.coordinatorToken,
      'GET',
      `/trainers-check/${world.learner.user.id}/${world.customer.id}`,
    );
    expect(learnerCheck.json().isTrainer).toBe(false);
    expect(
      (await world.call(world.learnerToken, 'GET', `/trainers-check/${trainer.user.id}/${world.workspace.id}`))
        .statusCode,
    ).toBe(404);
    const elsewhere = await createTenant(world.db);
    expect(
      (await world.call(trainerToken, 'GET', `/trainers-check/${trainer.user.id}/${elsewhere.workspace.id}`))
        .statusCode,
    ).toBe(404);

    const event = await world.event();
    const monday = decemberDay(1, 10);
    const session = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [
        { datetimeStart: monday.toISOString(), datetimeEnd: hours(monday, 2).toISOString(), trainers: [busy.user.id] },
      ],
    });
    const query = (start: Date, end: Date, extra = '') =>
      `/users/available?datetimeStart=${encodeURIComponent(start.toISOString())}&datetimeEnd=${encodeURIComponent(end.toISOString())}${extra}`;
    const free = await world.call(world.coordinatorToken, 'GET', query(hours(monday, 1), hours(monday, 3)));
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toEqual([expect.objectContaining({ id: trainer.user.id, withinWorkingHours: true })]);
    const own = await world.call(
      world.coordinatorToken,
      'GET',
      query(monday, hours(monday, 2), `&occurrenceId=${session.json().id}`),
    );
    expect(
      own
        .json()
        .data.map((entry: { id: string }) => entry.id)
        .sort(),
    ).toEqual([trainer.user.id, busy.user.id].sort());
    const evening = await world.call(world.coordinatorToken, 'GET', query(hours(monday, 9), hours(monday, 10)));
    expect(evening.json().data.every((entry: { withinWorkingHours: boolean }) => !entry.withinWorkingHours)).toBe(true);
    expect((await world.call(world.learnerToken, 'GET', query(monday, hours(monday, 1)))).statusCode).toBe(403);
  });
});

describe('POST /events/check-assets', () => {
  it('names rooms and trainers taken by other sessions, and dates outside working hours', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, {
      customerRoles: ['trainer'],
      firstName: 'Ravi',
      lastName: 'Shah',
    });
    const event = await world.event();
    const tuesday = decemberDay(2, 10);
    const existing = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [
        {
          datetimeStart: tuesday.toISOString(),
          datetimeEnd: hours(tuesday, 2).toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
      ],
    });
    const proposed = {
      items: [
        {
          datetimeStart: hours(tuesday, 1).toISOString(),
          datetimeEnd: hours(tuesday, 3).toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
        { datetimeStart: hours(tuesday, 24 + 9).toISOString(), datetimeEnd: hours(tuesday, 24 + 10).toISOString() },
      ],
    };
    const response = await world.call(world.coordinatorToken, 'POST', '/events/check-assets', proposed);
    expect(response.statusCode, response.body).toBe(200);
    const { clashes, warnings } = response.json();
    expect(clashes.map((clash: { type: string; item: number }) => [clash.type, clash.item])).toEqual([
      ['room', 0],
      ['trainer', 0],
    ]);
    expect(clashes[1]).toMatchObject({ name: 'Ravi Shah', occurrenceId: existing.json().id, eventName: event.name });
    expect(warnings).toEqual([]);
    // The session's own dates are no clash; a late start is outside the default hours.
    const own = await world.call(world.coordinatorToken, 'POST', '/events/check-assets', {
      occurrenceId: existing.json().id,
      items: [{ ...proposed.items[0], datetimeEnd: hours(tuesday, 8).toISOString() }],
    });
    expect(own.json().clashes).toEqual([]);
    expect(own.json().warnings).toEqual([
      expect.stringMatching(/^Ravi Shah isn’t working at that time: .*11:00 am to 6:00 pm/),
    ]);
    const elsewhere = await eventsWorld(ctx);
    const foreignRoom = await world.call(world.coordinatorToken, 'POST', '/events/check-assets', {
      items: [{ ...proposed.items[1], roomId: elsewhere.room.id }],
    });
    expect(foreignRoom.statusCode).toBe(400);
    expect((await world.call(world.learnerToken, 'POST', '/events/check-assets', proposed)).statusCode).toBe(403);
  });
});

describe('GET /available-occurrence/{id} and GET /v2/learner/{id}/bookings', () => {
  it('offers the session to a learner with the form and whether they can book', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      description: 'Hands-on first aid',
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimit: 5,
        bookingForm: { fields: [{ id: 'diet', label: 'Dietary needs', type: 'text' }] },
      },
    });
    const session = await world.session(event.id);
    const offered = await world.call(world.learnerToken, 'GET', `/available-occurrence/${session.id}`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({
      event: { id: event.id, description: 'Hands-on first aid' },
      bookingSettings: { bookingForm: { fields: [{ id: 'diet' }] } },
      validation: { allowed: true, spaces: { limit: 5, available: 5 } },
      occurrence: { id: session.id },
    });
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const after = await world.call(world.learnerToken, 'GET', `/available-occurrence/${session.id}`);
    expect(after.json().validation.blocked.map((entry: { reason: string }) => entry.reason)).toEqual([
      'LearnerAlreadyBooked',
    ]);
    const draft = await world.session(event.id, { active: false }, inDays(30));
    expect((await world.call(world.learnerToken, 'GET', `/available-occurrence/${draft.id}`)).statusCode).toBe(404);
    const elsewhere = await eventsWorld(ctx);
    expect(
      (await elsewhere.call(elsewhere.learnerToken, 'GET', `/available-occurrence/${session.id}`)).statusCode,
    ).toBe(404);

    // The learner's bookings, all or on one event; nobody else's for a learner.
    const another = await world.event();
    const anotherSession = await world.session(another.id, {}, inDays(40));
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: another.id,
      occurrenceId: anotherSession.id,
    });
    const all = await world.call(world.learnerToken, 'GET', `/v2/learner/${world.learner.user.id}/bookings`);
    expect(all.json().data).toHaveLength(2);
    const one = await world.call(
      world.learnerToken,
      'GET',
      `/v2/learner/${world.learner.user.id}/bookings?eventId=${event.id}`,
    );
    expect(one.json().data).toEqual([
      expect.objectContaining({
        eventId: event.id,
        eventName: event.name,
        status: 'booked',
        occurrence: expect.objectContaining({ id: session.id, status: 'upcoming' }),
      }),
    ]);
    const [other] = await learners(world, 1);
    expect((await world.call(world.learnerToken, 'GET', `/v2/learner/${other!.user.id}/bookings`)).statusCode).toBe(
      404,
    );
    expect(
      (await world.call(world.coordinatorToken, 'GET', `/v2/learner/${world.learner.user.id}/bookings`)).json().data,
    ).toHaveLength(2);
    expect(
      (await elsewhere.call(elsewhere.coordinatorToken, 'GET', `/v2/learner/${world.learner.user.id}/bookings`))
        .statusCode,
    ).toBe(404);
    // An expired profile still shows its history to staff.
    await world.db.update(userProfiles).set({ status: 'expired' }).where(eq(userProfiles.id, world.learner.profile.id));
    expect(
      (await world.call(world.coordinatorToken, 'GET', `/v2/learner/${world.learner.user.id}/bookings`)).statusCode,
    ).toBe(200);
  });
});
