import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { rooms, venues } from './classroom.js';
import { customers, workspaces } from './tenancy.js';

/**
 * Classroom events and their sessions (03 §3 Event, Session), owned by `modules/classroom-events`.
 * Only what venues and rooms need to know whether they are in use: the events issue extends
 * these tables (settings, coordinators, bookings, occurrence items) and adds the endpoints.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** 03 §3: active, draft, archived (03 §9: active by default). */
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_workspace_idx').on(t.workspaceId)],
);

/** A session (occurrence) of an event, held at a venue and room. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A venue or room in use cannot be removed (03 §6 item_in_use): restrict, never cascade. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    /** 03 §3 Session status: draft, upcoming, in_progress, ended, cancelled. */
    status: text('status', { enum: ['draft', 'upcoming', 'in_progress', 'ended', 'cancelled'] })
      .notNull()
      .default('draft'),
    fromDate: tz('from_date').notNull(),
    toDate: tz('to_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId),
    index('event_sessions_venue_idx').on(t.venueId),
    index('event_sessions_room_idx').on(t.roomId),
  ],
);
