import type { Queryable } from '../db/client.js';
import { rooms, userProfiles, users, venues } from '../db/schema/index.js';
import { insertEvent, insertEventSession } from '../modules/classroom-events/events.repository.js';
import { unique, type Workspace } from './factories.js';

/**
 * Venues, rooms, events and sessions for tests (kept apart from factories.ts so the classroom
 * areas grow here). Events and sessions go through their owner's repository, so venues' rules
 * meet the rows the events issue will make.
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
  const event = await insertEvent(db, {
    customerId: place.venue.customerId,
    workspaceId: place.venue.workspaceId,
    name: options.name ?? unique('Event'),
    status: options.status ?? 'active',
  });
  const fromDate = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const session = await insertEventSession(db, {
    customerId: place.venue.customerId,
    eventId: event.id,
    venueId: place.venue.id,
    roomId: place.room?.id ?? null,
    status: options.sessionStatus ?? 'upcoming',
    fromDate,
    toDate: new Date(fromDate.getTime() + 3600 * 1000),
  });
  return { event, session };
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
