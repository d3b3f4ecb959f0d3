import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventOutcome } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope } from '../../lib/scope.js';
import { enrolmentEventOutcomes, enrolments } from '../../db/schema/index.js';

/**
 * Course progress from events (issue 26): the SQL behind `courseProgress` (course-progress.ts).
 * Each takes the scope of the work that recorded the outcomes: the caller's WorkspaceScope (a
 * register or summary completed) or the automatic completion job's JobScope in the session's
 * workspace, and stays in that workspace.
 */

/** Enrolments that follow a course's progress: enrolled and on their way, not requests or finished ones. */
const FOLLOWING = ['enrolled', 'not_started', 'started', 'in_progress', 'awaiting_feedback'] as const;
/** Those that have not started yet, moved to in_progress by an outcome. */
const NOT_STARTED = ['enrolled', 'not_started', 'started'] as const;

/** The learners' enrolments in the workspace on any of the catalogue items, that follow progress. */
export function followingEnrolments(
  db: Queryable,
  scope: InWorkspaceScope,
  catalogItemIds: readonly string[],
  learnerIds: readonly string[],
) {
  if (catalogItemIds.length === 0 || learnerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: enrolments.id, learnerUserId: enrolments.learnerUserId, state: enrolments.state })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.catalogItemId, [...new Set(catalogItemIds)]),
        inArray(enrolments.learnerUserId, [...new Set(learnerIds)]),
        inArray(enrolments.state, [...FOLLOWING]),
      ),
    );
}

/** Moves the workspace's enrolments among `ids` that had not started to in_progress. */
export async function startEnrolments(db: Queryable, scope: InWorkspaceScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(enrolments)
    .set({ state: 'in_progress', updatedAt: new Date() })
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.id, [...ids]),
        inArray(enrolments.state, [...NOT_STARTED]),
      ),
    );
}

/** Keeps each enrolment's outcome of the event (a later session of the same event replaces it). */
export async function keepEventOutcomes(
  db: Queryable,
  scope: InWorkspaceScope,
  rows: readonly { enrolmentId: string; eventId: string; sessionId: string; outcome: EventOutcome }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(enrolmentEventOutcomes)
    .values(rows.map((row) => ({ ...row, customerId: scope.customerId })))
    .onConflictDoUpdate({
      target: [enrolmentEventOutcomes.enrolmentId, enrolmentEventOutcomes.eventId],
      set: {
        outcome: sql`excluded.outcome`,
        sessionId: sql`excluded.session_id`,
        recordedAt: sql`now()`,
      },
    });
}
