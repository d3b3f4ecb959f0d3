import { ENROLMENT_STATES, LIVE_ENROLMENT_STATES } from '@campus/contracts';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { catalogItems, courseVersions } from './catalogue.js';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { eventSessions, events } from './events.js';
import { userProfiles, users } from './people.js';
import { customers, workspaces } from './platform.js';

// Enrolments on catalogue items. Owned by modules/enrolments.

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(','));

/** A learner's enrolment on a catalogue item, from request to completion (02 §3, §4). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    catalogItemId: uuid('catalog_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    learnerProfileId: uuid('learner_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** The profile's user, kept on the row for a person's enrolments across workspaces. */
    learnerUserId: uuid('learner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ENROLMENT_STATES }).notNull(),
    /**
     * The course version the learner keeps (issue 28): set when a release moves the catalogue item
     * to a new version while the learner is part-way or done; null follows the item's version.
     */
    courseVersionId: uuid('course_version_id').references(() => courseVersions.id, { onDelete: 'set null' }),
    /** Who created it: the learner, or the administrator who enrolled them. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who approved, rejected, cancelled or withdrew it, and when. */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tz('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('enrolments_state_check', sql`${t.state} in (${inList(ENROLMENT_STATES)})`),
    // One live enrolment (or pending request) per learner and catalogue item, even under
    // concurrent requests: the database refuses the second.
    uniqueIndex('enrolments_live_idx')
      .on(t.catalogItemId, t.learnerProfileId)
      .where(sql`${t.state} in (${inList(LIVE_ENROLMENT_STATES)})`),
    // The request list: a workspace's unresolved requests, oldest first.
    index('enrolments_workspace_state_idx').on(t.workspaceId, t.state, t.createdAt),
    index('enrolments_learner_idx').on(t.learnerUserId),
  ],
);

/**
 * What an event told a learner's course progress (issue 26, the course issue builds on it): the
 * learner's outcome of the event's session (completed, not_completed, passed, not_passed) for an
 * enrolment on a course (catalogue item) the event is used in. One per enrolment and event; a
 * later session of the same event overwrites it.
 */
export const enrolmentEventOutcomes = pgTable(
  'enrolment_event_outcomes',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['completed', 'not_completed', 'passed', 'not_passed'] }).notNull(),
    recordedAt: tz('recorded_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('enrolment_event_outcomes_enrolment_event_idx').on(t.enrolmentId, t.eventId),
    index('enrolment_event_outcomes_event_idx').on(t.eventId),
    index('enrolment_event_outcomes_session_idx').on(t.sessionId),
    index('enrolment_event_outcomes_customer_idx').on(t.customerId),
  ],
);

/**
 * What a SCORM module told a learner's course progress (issue 27, the course issue builds on it):
 * the completion, success and scaled score the module node of the enrolment's course reached,
 * one row per enrolment and content tree node, replaced by each later report. The module is
 * named without a foreign key: scorm's tables stand on enrolments (attempts name an enrolment), so
 * a key back would tie the two schema files in a cycle; the node id is what the course reads.
 */
export const enrolmentModuleOutcomes = pgTable(
  'enrolment_module_outcomes',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    /** The course's content tree node (02 §3 Content tree node id). */
    nodeId: text('node_id').notNull(),
    moduleId: uuid('module_id').notNull(),
    completion: text('completion', { enum: ['not_attempted', 'incomplete', 'completed', 'unknown'] }).notNull(),
    success: text('success', { enum: ['passed', 'failed', 'unknown'] }).notNull(),
    /** -1..1, null when the module reported no score. */
    scoreScaled: doublePrecision('score_scaled'),
    recordedAt: tz('recorded_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('enrolment_module_outcomes_enrolment_node_idx').on(t.enrolmentId, t.nodeId),
    index('enrolment_module_outcomes_customer_idx').on(t.customerId),
  ],
);
