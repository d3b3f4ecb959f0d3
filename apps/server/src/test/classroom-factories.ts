import type { Queryable } from '../db/client.js';
import { rooms, venues } from '../db/schema/index.js';
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
