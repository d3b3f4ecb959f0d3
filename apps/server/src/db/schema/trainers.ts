import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { customers } from './platform.js';

// Trainers' working hours. Owned by modules/trainers.

/** One weekday's hours as stored: local wall-clock times in the trainer's zone. */
export interface StoredWorkingDay {
  weekday: number;
  active: boolean;
  workFrom: string;
  workTo: string;
}

/**
 * A trainer's working hours for one customer (03 §3 Trainer workingHours, §9 default 09:00-17:00),
 * owned by `modules/classroom-trainers`. Seven entries, weekday 0 (Sunday) to 6, kept as local
 * times with the zone they are in: the UTC values the spec shows follow from them (docs/events.md).
 * No row means the default hours.
 */
export const trainerWorkingHours = pgTable(
  'trainer_working_hours',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    workingHours: jsonb('working_hours').$type<StoredWorkingDay[]>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('trainer_working_hours_customer_user_idx').on(t.customerId, t.userId)],
);
