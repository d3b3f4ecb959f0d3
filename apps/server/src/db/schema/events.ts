import type {
  BookingFormAnswer,
  EventBookingSettings,
  EventCancellationSettings,
  EventCompletionSettings,
  EventCostsSettings,
  EventOccurrenceSettings,
} from '@campus/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { users } from './people.js';
import { rooms, venues } from './places.js';
import { customers, workspaces } from './platform.js';

// Classroom events, their sessions and dates, bookings, waiting-list subscriptions, reminders and calendar feeds. Owned by modules/events.

/**
 * Classroom events, their sessions, the sessions' dates (occurrence items), bookings and waiting
 * lists (03 §3 Event, Session, Occurrence item, Booking), all owned by `modules/classroom-events`.
 * Settings are kept as the spec's nested objects (jsonb, checked by the contracts' schemas on the
 * way in); everything a list filters on is a column with an index.
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
    occurrenceSettings: jsonb('occurrence_settings').$type<EventOccurrenceSettings>(),
    bookingSettings: jsonb('booking_settings').$type<EventBookingSettings>(),
    cancellationSettings: jsonb('cancellation_settings').$type<EventCancellationSettings>(),
    completionSettings: jsonb('completion_settings').$type<EventCompletionSettings>(),
    costsSettings: jsonb('costs_settings').$type<EventCostsSettings>(),
    /** Media library files (kept as a list, like venues' files). */
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    /** Coordinators by user id (03 §5: the creator when none are given). */
    coordinatorIds: uuid('coordinator_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    /** Catalogue items (courses) the event is assigned to. */
    courseIds: uuid('course_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the advanced search reads (docs/events.md): name and description in lower case, kept by
     * the database, so a search word is one `LIKE` on one column, served by a trigram index.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || coalesce(description, ''))`),
  },
  (t) => [
    index('events_workspace_idx').on(t.workspaceId),
    index('events_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('events_workspace_status_name_idx').on(t.workspaceId, t.status, t.name, t.id),
    index('events_workspace_name_idx').on(t.workspaceId, t.name, t.id),
    index('events_coordinators_idx').using('gin', t.coordinatorIds),
    index('events_courses_idx').using('gin', t.courseIds),
  ],
);

/**
 * A session (occurrence) of an event. `fromDate`/`toDate` span its items (kept by the service);
 * `venueId`/`roomId` are its first item's, read by venues' in-use rules. The session row is also
 * the booking lock: every seat check and booking insert runs under `SELECT … FOR UPDATE` on it
 * (decision 0028).
 */
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
    /**
     * 03 §3 Session status: draft, upcoming, in_progress, ended, cancelled. Stored as last moved
     * (by the service and the status job); the time-driven part is recomputed on every read.
     */
    status: text('status', { enum: ['draft', 'upcoming', 'in_progress', 'ended', 'cancelled'] })
      .notNull()
      .default('draft'),
    fromDate: tz('from_date').notNull(),
    toDate: tz('to_date').notNull(),
    sessionType: text('session_type', { enum: ['face_to_face', 'online'] })
      .notNull()
      .default('face_to_face'),
    enableTrainers: boolean('enable_trainers').notNull().default(false),
    /** The session's own booking limits (03 §3 "Session … booking limits"): from the event's settings when made. */
    maxBookingLimitType: text('max_booking_limit_type', { enum: ['roomBased', 'fixed', 'unlimited'] })
      .notNull()
      .default('fixed'),
    maxBookingLimit: integer('max_booking_limit').notNull().default(1),
    minBookingLimit: integer('min_booking_limit').notNull().default(1),
    coordinatorIds: uuid('coordinator_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    /** Every trainer of its items (for the trainer filter and TrainerNotAllowed). */
    trainerIds: uuid('trainer_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    cancelledAt: tz('cancelled_at'),
    /** The calendar files' SEQUENCE (RFC 5545): bumped when the dates or rooms change or it is cancelled. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId, t.fromDate),
    index('event_sessions_venue_idx').on(t.venueId),
    index('event_sessions_room_idx').on(t.roomId),
    index('event_sessions_dates_idx').on(t.fromDate, t.toDate),
    index('event_sessions_status_idx').on(t.status, t.fromDate),
    index('event_sessions_trainers_idx').using('gin', t.trainerIds),
    check('event_sessions_dates', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * An occurrence item: one date of a session, as UTC instants plus the IANA zone of its venue
 * (Europe/London when unknown, 03 §9), in a room or online.
 */
export const eventSessionItems = pgTable(
  'event_session_items',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    datetimeStart: tz('datetime_start').notNull(),
    datetimeEnd: tz('datetime_end').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    meetingLink: text('meeting_link'),
    platform: text('platform'),
    virtualAccessDetails: text('virtual_access_details'),
    trainerIds: uuid('trainer_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_session_items_session_idx').on(t.sessionId, t.position),
    // "The same room is already taken at that time": overlap search by room and start.
    index('event_session_items_room_idx').on(t.roomId, t.datetimeStart),
    index('event_session_items_venue_idx').on(t.venueId),
    check('event_session_items_dates', sql`${t.datetimeStart} <= ${t.datetimeEnd}`),
  ],
);

export const BOOKING_STATES = ['invite', 'request', 'booked', 'declined', 'cancelled'] as const;

/** The states that hold (or ask for) a seat: one of them per learner and event at most. */
export const ACTIVE_BOOKING_STATES = ['invite', 'request', 'booked'] as const;

/** A booking (03 §3 Booking): one learner on one session. */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATES }).notNull(),
    form: jsonb('form').$type<BookingFormAnswer[]>().notNull().default([]),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: tz('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the booking came from the waiting list. */
    promotedAt: tz('promoted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_bookings_session_status_idx').on(t.sessionId, t.status),
    index('event_bookings_learner_idx').on(t.learnerId, t.createdAt),
    index('event_bookings_event_idx').on(t.eventId, t.status),
    // LearnerAlreadyBooked, held by the database too: one live booking per learner and event.
    uniqueIndex('event_bookings_one_live_idx')
      .on(t.eventId, t.learnerId)
      .where(sql`${t.status} in ('invite', 'request', 'booked')`),
  ],
);

/**
 * A learner subscription (03 §7 learner-subscriptions): a place on the waiting list of one
 * session, or of the event (any of its sessions). The queue is ordered by `seq`; positions
 * 1…N are numbered on read, so leaving or promotion never leaves a gap.
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null: the event's list (any session). */
    sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** waiting; promoted (booked from the list); left. */
    status: text('status', { enum: ['waiting', 'promoted', 'left'] })
      .notNull()
      .default('waiting'),
    bookingId: uuid('booking_id').references(() => eventBookings.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_subscriptions_queue_idx').on(t.eventId, t.status, t.seq),
    index('event_subscriptions_session_idx').on(t.sessionId, t.status, t.seq),
    index('event_subscriptions_learner_idx').on(t.learnerId),
    // One waiting place per learner per list.
    uniqueIndex('event_subscriptions_one_waiting_idx')
      .on(t.eventId, sql`coalesce(${t.sessionId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.learnerId)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

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

/**
 * A register: one per occurrence item (date) of a session (03 §3 Register entry, §4 Register). Its
 * id IS the item's, so a date has at most one and the register needs no id of its own (the spec's
 * `registerId` is the item's id). Made on its first save or commit. `version` goes up with every
 * save into it and with its completion; completion is once and for ever (03 §4 "cannot be undone").
 */
export const eventRegisters = pgTable(
  'event_registers',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => eventSessionItems.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: tz('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_registers_session_idx').on(t.sessionId),
    index('event_registers_customer_idx').on(t.customerId),
    index('event_registers_completed_by_idx').on(t.completedBy),
  ],
);

/**
 * One learner's line in a register: present or absent, the absence reason and whether it is
 * valid, notes. `version` starts at 1 when first saved (0 means "never saved" to a client) and
 * goes up with every save: a save names the version it read, so a row someone else saved
 * meanwhile is refused instead of overwritten (decision 0047).
 */
export const eventRegisterEntries = pgTable(
  'event_register_entries',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    registerId: uuid('register_id')
      .notNull()
      .references(() => eventRegisters.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendance: boolean('attendance'),
    absenceReason: text('absence_reason'),
    absenceReasonValid: boolean('absence_reason_valid'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_register_entries_learner_idx').on(t.registerId, t.learnerId),
    index('event_register_entries_learner_id_idx').on(t.learnerId),
    index('event_register_entries_customer_idx').on(t.customerId),
    index('event_register_entries_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * A session's summary (03 §3 Summary entry, §4 "Summary works the same for assessment type"): one
 * per session, its id IS the session's. Made on its first save or commit.
 */
export const eventSummaries = pgTable(
  'event_summaries',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: tz('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_summaries_customer_idx').on(t.customerId),
    index('event_summaries_completed_by_idx').on(t.completedBy),
  ],
);

export const SUMMARY_COMPLETION_VALUES = ['passed', 'not_passed'] as const;

/** One learner's line in a summary: passed or not passed, notes; versioned like register entries. */
export const eventSummaryEntries = pgTable(
  'event_summary_entries',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => eventSummaries.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completion: text('completion', { enum: SUMMARY_COMPLETION_VALUES }),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_summary_entries_learner_idx').on(t.summaryId, t.learnerId),
    index('event_summary_entries_learner_id_idx').on(t.learnerId),
    index('event_summary_entries_customer_idx').on(t.customerId),
    index('event_summary_entries_updated_by_idx').on(t.updatedBy),
    check('event_summary_entries_completion', sql`${t.completion} in ('passed', 'not_passed')`),
  ],
);

export const EVENT_OUTCOME_VALUES = ['completed', 'not_completed', 'passed', 'not_passed'] as const;

/**
 * A learner's recorded outcome of the session they were booked on (03 §4 "Submitting a register or
 * summary sets completion for all learners and cannot be undone"; automatic completion at the
 * session's end). One per booking, never changed once written: what the learner is shown
 * (completed, passed) and what their course progress was told.
 */
export const eventCompletions = pgTable(
  'event_completions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: EVENT_OUTCOME_VALUES }).notNull(),
    /** Who completed the register or summary; null when the session's end did (automatic). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_completions_booking_idx').on(t.bookingId),
    index('event_completions_session_idx').on(t.sessionId),
    index('event_completions_learner_idx').on(t.learnerId),
    index('event_completions_customer_idx').on(t.customerId),
    index('event_completions_recorded_by_idx').on(t.recordedBy),
    check('event_completions_outcome', sql`${t.outcome} in ('completed', 'not_completed', 'passed', 'not_passed')`),
  ],
);

/** A trainer's feedback on one date they trained (03 §3 Trainer feedback): one per trainer and date. */
export const eventTrainerFeedback = pgTable(
  'event_trainer_feedback',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    occurrenceItemId: uuid('occurrence_item_id')
      .notNull()
      .references(() => eventSessionItems.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedback: text('feedback').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_trainer_feedback_item_trainer_idx').on(t.occurrenceItemId, t.trainerId),
    index('event_trainer_feedback_session_idx').on(t.sessionId),
    index('event_trainer_feedback_trainer_idx').on(t.trainerId),
    index('event_trainer_feedback_customer_idx').on(t.customerId),
    index('event_trainer_feedback_created_by_idx').on(t.createdBy),
  ],
);
