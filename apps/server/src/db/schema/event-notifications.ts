import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns.js';
import { eventBookings } from './classroom-events.js';
import { customers, users, workspaces } from './tenancy.js';

/**
 * What the events' emails and calendars keep (owned by `modules/classroom-events`,
 * docs/events.md "Emails, calendar files and jobs", decision 0029).
 */

/**
 * One reminder sent: a booking's reminder for one interval before its session (window 1 is the
 * last interval before the start, 2 the one before…). The unique key makes a second worker or a
 * rerun of the job a no-op.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    window: integer('window').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('event_reminders_booking_window_idx').on(t.bookingId, t.window)],
);

/**
 * A person's subscribable calendar feed in one workspace: only the SHA-256 of its secret is kept,
 * so the address is shown once when made (or rotated) and cannot be read back from the database.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    lastReadAt: tz('last_read_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_person_idx').on(t.workspaceId, t.userId),
    uniqueIndex('calendar_feeds_secret_idx').on(t.secretHash),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
