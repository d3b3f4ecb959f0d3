import { defaultCustomisation, EVENT_DEFAULTS, UNLIMITED_BOOKINGS } from '@campus/contracts';
import type { Database } from '../db/client.js';
import {
  customers,
  eventBookings,
  events,
  eventSessionItems,
  eventSessions,
  rooms,
  subscriptions,
  userProfiles,
  users,
  venues,
  workspaces,
} from '../db/schema/index.js';
import { generateRegisterBench, REGISTER_LEARNERS, type RegisterBench } from './register-bench.js';

const EVENTS = 10_000;
const BOOKINGS_PER_EVENT = 10;
/** Learners 0…99 hold the generated bookings; 100… are free to be booked by the bench. */
const BOOKED_LEARNERS = 100;
const LEARNERS = 1_100;
/** Events 0…99 take the app's booking requests, 100…199 the baseline's. */
export const BOOKING_EVENTS_PER_SIDE = 100;
const DAY = 24 * 60 * 60 * 1000;

export interface BenchEvents {
  coordinatorId: string;
  customerId: string;
  workspaceId: string;
  events: number;
  bookings: number;
  /** Each event's id and its one session's id, in the order made. */
  sessions: { eventId: string; sessionId: string }[];
  /** Learners with no generated booking: who the booking bench and the burst book. */
  freeLearners: string[];
  /** Their email addresses, in the same order. */
  freeLearnerEmails: string[];
  /** A 10-seat session with no bookings, for the burst. */
  burst: { eventId: string; sessionId: string };
  /** A 300-seat session with no bookings, for the mail burst (every booking gets its confirmation). */
  mailBurst: { eventId: string; sessionId: string };
  /** An ended session of an attendance event with 200 learners booked: the register bench (issue 26). */
  register: RegisterBench;
}

/**
 * Issue 14's bench data: a customer with EBS whose workspace has 10 000 events, one upcoming
 * session each in one venue's room, 100 000 bookings and 1 100 learners; the bench user is its
 * event coordinator. Sessions are unlimited, so the booking bench never runs out of seats.
 */
export async function generateEventBenchData(
  db: Database,
  coordinatorId: string,
  passwordHash: string,
): Promise<BenchEvents> {
  const [customer] = await db.insert(customers).values({ name: 'Bench Events Customer' }).returning();
  const customerId = customer!.id;
  await db
    .insert(subscriptions)
    .values((['EBS', 'LMS'] as const).map((serviceKey) => ({ customerId, serviceKey, status: 'active' as const })));
  const [workspace] = await db
    .insert(workspaces)
    .values({ customerId, name: 'Bench events', customisation: defaultCustomisation() })
    .returning();
  const workspaceId = workspace!.id;
  const tenant = { customerId, workspaceId };
  await db.insert(userProfiles).values({ ...tenant, userId: coordinatorId, roles: ['event_coordinator'] });

  const learners: string[] = [];
  for (let start = 0; start < LEARNERS; start += 500) {
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, LEARNERS - start) }, (_, k) => ({
          email: `eventlearner${start + k}@bench.test`,
          firstName: 'Event',
          lastName: `Learner ${start + k}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    learners.push(...made.map((row) => row.id));
    await db.insert(userProfiles).values(made.map((row) => ({ ...tenant, userId: row.id, roles: ['learner'] })));
  }

  const [venue] = await db
    .insert(venues)
    .values({ ...tenant, name: 'Bench venue', status: 'active', formattedAddress: '1 Bench Street, London' })
    .returning();
  const [room] = await db
    .insert(rooms)
    .values({ ...tenant, venueId: venue!.id, name: 'Bench room', capacity: 30, status: 'active' })
    .returning();
  const settings = {
    occurrenceSettings: EVENT_DEFAULTS.occurrenceSettings,
    bookingSettings: {
      ...EVENT_DEFAULTS.bookingSettings,
      allowNoEnrolments: true,
      maxBookingLimitType: 'fixed' as const,
      maxBookingLimit: UNLIMITED_BOOKINGS,
    },
    cancellationSettings: EVENT_DEFAULTS.cancellationSettings,
    completionSettings: EVENT_DEFAULTS.completionSettings,
    costsSettings: EVENT_DEFAULTS.costsSettings,
  };

  const sessions: BenchEvents['sessions'] = [];
  const now = Date.now();
  for (let start = 0; start < EVENTS; start += 1000) {
    const count = Math.min(1000, EVENTS - start);
    const madeEvents = await db
      .insert(events)
      .values(
        Array.from({ length: count }, (_, k) => ({
          ...tenant,
          name: `Event ${String(start + k).padStart(5, '0')}`,
          description: (start + k) % 2 ? 'A workshop in London' : 'A course in Leeds',
          status: 'active' as const,
          ...settings,
          coordinatorIds: [coordinatorId],
          createdBy: coordinatorId,
        })),
      )
      .returning({ id: events.id });
    const startOf = (k: number) => new Date(now + (7 + ((start + k) % 60)) * DAY + ((start + k) % 8) * 60 * 60 * 1000);
    const madeSessions = await db
      .insert(eventSessions)
      .values(
        madeEvents.map((event, k) => ({
          customerId,
          eventId: event.id,
          venueId: venue!.id,
          roomId: room!.id,
          status: 'upcoming' as const,
          fromDate: startOf(k),
          toDate: new Date(startOf(k).getTime() + 3 * 60 * 60 * 1000),
          maxBookingLimitType: 'fixed' as const,
          maxBookingLimit: UNLIMITED_BOOKINGS,
          coordinatorIds: [coordinatorId],
        })),
      )
      .returning({ id: eventSessions.id, eventId: eventSessions.eventId, fromDate: eventSessions.fromDate });
    await db.insert(eventSessionItems).values(
      madeSessions.map((session) => ({
        customerId,
        sessionId: session.id,
        datetimeStart: session.fromDate,
        datetimeEnd: new Date(session.fromDate.getTime() + 3 * 60 * 60 * 1000),
        venueId: venue!.id,
        roomId: room!.id,
      })),
    );
    sessions.push(...madeSessions.map((session) => ({ eventId: session.eventId, sessionId: session.id })));
    const bookings = madeSessions.flatMap((session, k) =>
      Array.from({ length: BOOKINGS_PER_EVENT }, (_, b) => ({
        ...tenant,
        eventId: session.eventId,
        sessionId: session.id,
        learnerId: learners[((start + k) * 7 + b) % BOOKED_LEARNERS]!,
        status: 'booked' as const,
        createdBy: coordinatorId,
      })),
    );
    for (let from = 0; from < bookings.length; from += 2000) {
      await db.insert(eventBookings).values(bookings.slice(from, from + 2000));
    }
  }

  const [burstEvent] = await db
    .insert(events)
    .values({ ...tenant, name: 'Burst', status: 'active', ...settings, coordinatorIds: [coordinatorId] })
    .returning();
  const burstStart = new Date(now + 14 * DAY);
  const [burstSession] = await db
    .insert(eventSessions)
    .values({
      customerId,
      eventId: burstEvent!.id,
      status: 'upcoming',
      fromDate: burstStart,
      toDate: new Date(burstStart.getTime() + 2 * 60 * 60 * 1000),
      maxBookingLimitType: 'fixed',
      maxBookingLimit: 10,
      coordinatorIds: [coordinatorId],
    })
    .returning();
  await db.insert(eventSessionItems).values({
    customerId,
    sessionId: burstSession!.id,
    datetimeStart: burstStart,
    datetimeEnd: burstSession!.toDate,
  });

  const mailBurst = await emptySession(db, tenant, coordinatorId, 'Mail burst', 300, new Date(now + 15 * DAY));
  const register = await generateRegisterBench(
    db,
    tenant,
    coordinatorId,
    learners.slice(BOOKED_LEARNERS, BOOKED_LEARNERS + REGISTER_LEARNERS),
  );

  return {
    coordinatorId,
    customerId,
    workspaceId,
    events: EVENTS,
    bookings: EVENTS * BOOKINGS_PER_EVENT,
    sessions,
    freeLearners: learners.slice(BOOKED_LEARNERS),
    freeLearnerEmails: learners.slice(BOOKED_LEARNERS).map((_, k) => `eventlearner${BOOKED_LEARNERS + k}@bench.test`),
    burst: { eventId: burstEvent!.id, sessionId: burstSession!.id },
    mailBurst,
    register,
  };
}

/** An active event with one upcoming two-hour session of `seats` seats and no bookings. */
async function emptySession(
  db: Database,
  tenant: { customerId: string; workspaceId: string },
  coordinatorId: string,
  name: string,
  seats: number,
  start: Date,
) {
  const [event] = await db
    .insert(events)
    .values({
      ...tenant,
      name,
      status: 'active',
      occurrenceSettings: EVENT_DEFAULTS.occurrenceSettings,
      bookingSettings: {
        ...EVENT_DEFAULTS.bookingSettings,
        allowNoEnrolments: true,
        maxBookingLimitType: 'fixed' as const,
        maxBookingLimit: seats,
      },
      cancellationSettings: EVENT_DEFAULTS.cancellationSettings,
      completionSettings: EVENT_DEFAULTS.completionSettings,
      costsSettings: EVENT_DEFAULTS.costsSettings,
      coordinatorIds: [coordinatorId],
    })
    .returning();
  const [session] = await db
    .insert(eventSessions)
    .values({
      customerId: tenant.customerId,
      eventId: event!.id,
      status: 'upcoming',
      fromDate: start,
      toDate: new Date(start.getTime() + 2 * 60 * 60 * 1000),
      maxBookingLimitType: 'fixed',
      maxBookingLimit: seats,
      coordinatorIds: [coordinatorId],
    })
    .returning();
  await db.insert(eventSessionItems).values({
    customerId: tenant.customerId,
    sessionId: session!.id,
    datetimeStart: start,
    datetimeEnd: session!.toDate,
  });
  return { eventId: event!.id, sessionId: session!.id };
}
