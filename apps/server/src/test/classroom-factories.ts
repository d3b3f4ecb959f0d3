import type { Queryable } from '../db/client.js';
import { EVENT_DEFAULTS } from '@campus/contracts';
import {
  eventBookings,
  eventSessionItems,
  eventSessions,
  eventSubscriptions,
  events,
  rooms,
  userProfiles,
  users,
  venues,
} from '../db/schema/index.js';
import { unique, type Workspace } from './factories.js';

/**
 * Venues, rooms, events and sessions for tests (kept apart from factories.ts so the classroom
 * areas grow here). Events and sessions are written as the events module writes them, so venues'
 * rules meet the rows the events issue will make.
 */

export type VenueRow = typeof venues.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export async function createVenue(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: Partial<typeof venues.$inferInsert> = {},
): Promise<VenueRow> {
  const [row] = await db
    .insert(venues)
    .values({ customerId: workspace.customerId, workspaceId: workspace.id, name: unique('Venue'), ...options })
    .returning();
  if (!row) throw new Error('The venue was not inserted');
  return row;
}

export async function createRoom(
  db: Queryable,
  venue: Pick<VenueRow, 'id' | 'customerId' | 'workspaceId'>,
  options: Partial<typeof rooms.$inferInsert> = {},
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({
      customerId: venue.customerId,
      workspaceId: venue.workspaceId,
      venueId: venue.id,
      name: unique('Room'),
      ...options,
    })
    .returning();
  if (!row) throw new Error('The room was not inserted');
  return row;
}

type EventStatus = 'draft' | 'active' | 'archived';
type SessionStatus = 'draft' | 'upcoming' | 'in_progress' | 'ended' | 'cancelled';

/** An event (active unless told) with one session at the venue (and room, if given). */
export async function createEventAt(
  db: Queryable,
  place: { venue: Pick<VenueRow, 'id' | 'customerId' | 'workspaceId'>; room?: Pick<RoomRow, 'id'> },
  options: { name?: string; status?: EventStatus; sessionStatus?: SessionStatus } = {},
) {
  const [event] = await db
    .insert(events)
    .values({
      customerId: place.venue.customerId,
      workspaceId: place.venue.workspaceId,
      name: options.name ?? unique('Event'),
      status: options.status ?? 'active',
    })
    .returning();
  const fromDate = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const [session] = await db
    .insert(eventSessions)
    .values({
      customerId: place.venue.customerId,
      eventId: event!.id,
      venueId: place.venue.id,
      roomId: place.room?.id ?? null,
      status: options.sessionStatus ?? 'upcoming',
      fromDate,
      toDate: new Date(fromDate.getTime() + 3600 * 1000),
    })
    .returning();
  return { event: event!, session: session! };
}

/**
 * People for the booking engine's tests, inserted in bulk (no password: they never sign in; a
 * coordinator books for them). Each has an active learner profile in the workspace.
 */
export async function createLearners(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  howMany: number,
): Promise<{ id: string; profileId: string }[]> {
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, () => ({
        email: `${unique('learner')}@example.test`.toLowerCase(),
        firstName: 'Lee',
        lastName: unique('Learner'),
        passwordHash: null,
        status: 'active' as const,
      })),
    )
    .returning({ id: users.id });
  const profiles = await db
    .insert(userProfiles)
    .values(
      made.map((user) => ({
        userId: user.id,
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        roles: ['learner' as const],
        status: 'active' as const,
      })),
    )
    .returning({ id: userProfiles.id, userId: userProfiles.userId });
  return profiles.map((profile) => ({ id: profile.userId, profileId: profile.id }));
}

/**
 * A bookable event (active, no course needed, 10 seats) with one upcoming session 10 days ahead
 * (or a draft one), made straight in the tables for tests that need one quickly.
 */
export async function createBookableEvent(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: { sessionStatus?: SessionStatus; eventStatus?: EventStatus; courseIds?: string[] } = {},
) {
  const [event] = await db
    .insert(events)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      name: unique('Event'),
      status: options.eventStatus ?? 'active',
      bookingSettings: { ...EVENT_DEFAULTS.bookingSettings, allowNoEnrolments: true, maxBookingLimit: 10 },
      courseIds: options.courseIds ?? [],
    })
    .returning();
  const session = await addSession(db, event!, options.sessionStatus ?? 'upcoming');
  return { event: event!, session };
}

/** One more session (one date, no room) of the event, about 10 days ahead. */
export async function addSession(
  db: Queryable,
  event: { id: string; customerId: string },
  status: SessionStatus = 'upcoming',
) {
  const fromDate = new Date(Date.now() + 10 * 86_400_000 + Math.floor(Math.random() * 1_000_000));
  const toDate = new Date(fromDate.getTime() + 3_600_000);
  const [session] = await db
    .insert(eventSessions)
    .values({ customerId: event.customerId, eventId: event.id, status, maxBookingLimit: 10, fromDate, toDate })
    .returning();
  await db.insert(eventSessionItems).values({
    customerId: event.customerId,
    sessionId: session!.id,
    datetimeStart: fromDate,
    datetimeEnd: toDate,
  });
  return session!;
}

/** A booking (booked) of a learner on the session. */
export async function createBooking(
  db: Queryable,
  target: { event: { id: string; customerId: string; workspaceId: string }; session: { id: string } },
  learnerId: string,
) {
  const [row] = await db
    .insert(eventBookings)
    .values({
      customerId: target.event.customerId,
      workspaceId: target.event.workspaceId,
      eventId: target.event.id,
      sessionId: target.session.id,
      learnerId,
      status: 'booked',
    })
    .returning();
  return row!;
}

/** A place on the session's waiting list. */
export async function createSubscription(
  db: Queryable,
  target: { event: { id: string; customerId: string; workspaceId: string }; session: { id: string } },
  learnerId: string,
) {
  const [row] = await db
    .insert(eventSubscriptions)
    .values({
      customerId: target.event.customerId,
      workspaceId: target.event.workspaceId,
      eventId: target.event.id,
      sessionId: target.session.id,
      learnerId,
    })
    .returning();
  return row!;
}
