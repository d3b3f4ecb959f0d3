import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope, LearnerScope, WorkspaceScope } from '../../lib/scope.js';
import { enrolmentModuleOutcomes, enrolments } from '../../db/schema/index.js';

/**
 * Course progress from SCORM modules (issue 27): the SQL behind `moduleProgress`
 * (module-progress.ts) and the enrolment reads the SCORM player needs.
 */

/** Enrolments a module may report to: enrolled and on their way (not requests, not finished). */
const FOLLOWING = ['enrolled', 'not_started', 'started', 'in_progress', 'awaiting_feedback'] as const;
const NOT_STARTED = ['enrolled', 'not_started', 'started'] as const;

/** The learner's own enrolment in the token's workspace that follows progress, or null. */
export async function ownFollowingEnrolment(db: Queryable, learner: LearnerScope, id: string) {
  const [row] = await db
    .select({ id: enrolments.id, catalogItemId: enrolments.catalogItemId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.id, id),
        eq(enrolments.workspaceId, learner.workspaceId),
        eq(enrolments.learnerProfileId, learner.profileId),
        inArray(enrolments.state, [...FOLLOWING]),
      ),
    );
  return row ?? null;
}

/** An enrolment of the workspace (administrators setting a module's status), or null. */
export async function workspaceEnrolment(db: Queryable, scope: WorkspaceScope, id: string) {
  const [row] = await db
    .select({ id: enrolments.id, learnerUserId: enrolments.learnerUserId, catalogItemId: enrolments.catalogItemId })
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.workspaceId, scope.workspaceId)));
  return row ?? null;
}

/** The ids of the workspace's enrolments on a catalogue item, in any state. */
export async function enrolmentIdsOnCatalogItem(
  db: Queryable,
  scope: WorkspaceScope,
  catalogItemId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.workspaceId, scope.workspaceId), eq(enrolments.catalogItemId, catalogItemId)));
  return rows.map((row) => row.id);
}

export interface ModuleOutcomeRow {
  enrolmentId: string;
  nodeId: string;
  moduleId: string;
  completion: 'not_attempted' | 'incomplete' | 'completed' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  scoreScaled: number | null;
}

/** The rows an `execute` answered, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Keeps the module node's outcome on the enrolment (a later report replaces it), if the enrolment
 * is the workspace's and follows progress, and then moves the enrolment to in_progress if it had
 * not started; answers whether the outcome was kept. One statement (a SCORM commit's report, every
 * few seconds per learner): the enrolment's check, the upsert and the start, each from the row
 * the one before answered.
 */
export async function keepModuleOutcome(
  db: Queryable,
  scope: InWorkspaceScope,
  row: ModuleOutcomeRow,
): Promise<boolean> {
  const result = await db.execute(sql`
    with following as (
      select ${enrolments.id} from ${enrolments}
      where ${and(
        eq(enrolments.id, row.enrolmentId),
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.state, [...FOLLOWING]),
      )}
    ), kept as (
      insert into ${enrolmentModuleOutcomes}
        (customer_id, enrolment_id, node_id, module_id, completion, success, score_scaled)
      select ${scope.customerId}::uuid, id, ${row.nodeId}::text, ${row.moduleId}::uuid, ${row.completion}::text,
        ${row.success}::text, ${row.scoreScaled}::double precision
      from following
      on conflict (enrolment_id, node_id) do update set
        module_id = excluded.module_id, completion = excluded.completion, success = excluded.success,
        score_scaled = excluded.score_scaled, recorded_at = now()
      returning enrolment_id
    ), started as (
      update ${enrolments} set state = 'in_progress', updated_at = now()
      where ${and(eq(enrolments.workspaceId, scope.workspaceId), inArray(enrolments.state, [...NOT_STARTED]))}
        and ${enrolments.id} in (select enrolment_id from kept)
    )
    select count(*)::int as kept from kept`);
  return Number(rowsOf<{ kept: number }>(result)[0]?.kept ?? 0) > 0;
}

/** The module outcomes kept on the workspace's enrolment, by node. */
export function moduleOutcomesOf(db: Queryable, scope: InWorkspaceScope, enrolmentId: string) {
  return db
    .select()
    .from(enrolmentModuleOutcomes)
    .innerJoin(enrolments, eq(enrolments.id, enrolmentModuleOutcomes.enrolmentId))
    .where(and(eq(enrolmentModuleOutcomes.enrolmentId, enrolmentId), eq(enrolments.workspaceId, scope.workspaceId)))
    .then((rows) => rows.map((row) => row.enrolment_module_outcomes));
}
