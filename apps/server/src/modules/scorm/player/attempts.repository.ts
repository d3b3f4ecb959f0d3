import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { CustomerScope, WorkspaceScope } from '../../../lib/scope.js';
import {
  scormAttemptLog,
  scormAttempts,
  scormAttemptScos,
  scormContents,
  scormModules,
  scormModuleVersions,
} from '../../../db/schema/index.js';
import type { ScoSummary } from './cmi.js';

/**
 * The SCORM player's SQL (docs/scorm.md "Player"): modules, versions and content as a launch
 * reads them, and attempts with their SCOs' data and log. Attempts are the caller's own
 * (`user_id`) in the token's workspace; the beacon and the content files reach theirs by a secret
 * (the commit key, the signed launch key) and say so.
 */

export type AttemptRow = typeof scormAttempts.$inferSelect;
export type ScoRow = typeof scormAttemptScos.$inferSelect;

/** A module of the caller's customer that is not deleted (courses of any of its workspaces use it). */
export async function moduleInCustomer(db: Queryable, scope: CustomerScope, moduleId: string) {
  const [row] = await db
    .select()
    .from(scormModules)
    .where(
      and(eq(scormModules.id, moduleId), eq(scormModules.customerId, scope.customerId), isNull(scormModules.deletedAt)),
    );
  return row ?? null;
}

/** The named release of the module, else its latest (highest major, then minor); null when none. */
export async function releasedVersion(db: Queryable, scope: CustomerScope, moduleId: string, versionId?: string) {
  const [row] = await db
    .select()
    .from(scormModuleVersions)
    .where(
      and(
        eq(scormModuleVersions.moduleId, moduleId),
        eq(scormModuleVersions.customerId, scope.customerId),
        versionId ? eq(scormModuleVersions.id, versionId) : undefined,
      ),
    )
    .orderBy(desc(scormModuleVersions.major), desc(scormModuleVersions.minor))
    .limit(1);
  return row ?? null;
}

/** Imported content of the caller's customer. */
export async function contentInCustomer(db: Queryable, scope: CustomerScope, contentId: string) {
  const [row] = await db
    .select()
    .from(scormContents)
    .where(and(eq(scormContents.id, contentId), eq(scormContents.customerId, scope.customerId)));
  return row ?? null;
}

/**
 * The content a signed launch key names, to serve its files.
 * @unscoped public The content's files are reached by the launch key the player signed (launch-keys.ts).
 */
export async function contentForLaunchKey(db: Queryable, contentId: string) {
  const [row] = await db
    .select({ id: scormContents.id, storagePrefix: scormContents.storagePrefix, manifest: scormContents.manifest })
    .from(scormContents)
    .where(eq(scormContents.id, contentId));
  return row ?? null;
}

/**
 * The content an attempt plays (the one it started on).
 * @unscoped reached Takes the attempt row already reached.
 */
export async function contentOfAttempt(db: Queryable, attempt: Pick<AttemptRow, 'contentId' | 'customerId'>) {
  const [row] = await db
    .select()
    .from(scormContents)
    .where(and(eq(scormContents.id, attempt.contentId), eq(scormContents.customerId, attempt.customerId)));
  if (!row) throw new Error(`The content of an attempt is missing: ${attempt.contentId}`);
  return row;
}

/**
 * The attempt as stored now.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function reread(db: Queryable, attempt: Pick<AttemptRow, 'id'>): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(scormAttempts).where(eq(scormAttempts.id, attempt.id));
  return row;
}

export interface AttemptKey {
  enrolmentId: string | null;
  nodeId: string | null;
  moduleId: string;
}

/** The caller's attempt for the enrolment's node and module (or their preview of the module). */
export async function ownAttemptFor(db: Queryable, scope: WorkspaceScope, key: AttemptKey) {
  const [row] = await db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.userId, scope.userId),
        eq(scormAttempts.workspaceId, scope.workspaceId),
        eq(scormAttempts.moduleId, key.moduleId),
        key.enrolmentId === null ? isNull(scormAttempts.enrolmentId) : eq(scormAttempts.enrolmentId, key.enrolmentId),
        key.nodeId === null ? isNull(scormAttempts.nodeId) : eq(scormAttempts.nodeId, key.nodeId),
      ),
    );
  return row ?? null;
}

/** The caller's own attempt by id, in the token's workspace. */
export async function ownAttempt(db: Queryable, scope: WorkspaceScope, id: string) {
  const [row] = await db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.id, id),
        eq(scormAttempts.userId, scope.userId),
        eq(scormAttempts.workspaceId, scope.workspaceId),
      ),
    );
  return row ?? null;
}

/**
 * The attempt whose live commit key hashes to `keyHash`: the page-hide beacon's, which carries no token.
 * @unscoped public Authorised by the attempt's commit key (its SHA-256 is stored), within its expiry.
 */
export async function attemptByCommitKey(db: Queryable, id: string, keyHash: string) {
  const [row] = await db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.id, id),
        eq(scormAttempts.commitKeyHash, keyHash),
        gt(scormAttempts.commitKeyExpiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** A new attempt of the caller; null when a concurrent launch made it first (the caller reads that one). */
export async function insertAttempt(
  db: Queryable,
  scope: WorkspaceScope,
  values: AttemptKey & { versionId: string | null; contentId: string; commitKeyHash: string; commitKeyExpiresAt: Date },
) {
  const [row] = await db
    .insert(scormAttempts)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId, userId: scope.userId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A fresh commit key for the caller's attempt at each launch (the beacon of the page before stops working). */
export async function setCommitKey(
  db: Queryable,
  scope: WorkspaceScope,
  attemptId: string,
  hash: string,
  expiresAt: Date,
) {
  await db
    .update(scormAttempts)
    .set({ commitKeyHash: hash, commitKeyExpiresAt: expiresAt })
    .where(and(eq(scormAttempts.id, attemptId), eq(scormAttempts.userId, scope.userId)));
}

/** A preview whose draft content changed starts again on the new content. */
export async function restartPreview(db: Queryable, scope: WorkspaceScope, attemptId: string, contentId: string) {
  await db
    .delete(scormAttemptScos)
    .where(and(eq(scormAttemptScos.attemptId, attemptId), eq(scormAttemptScos.customerId, scope.customerId)));
  // The log counts the SCOs' ended attempts (attemptLimit): a preview of new content starts them afresh.
  await db
    .delete(scormAttemptLog)
    .where(and(eq(scormAttemptLog.attemptId, attemptId), eq(scormAttemptLog.customerId, scope.customerId)));
  await db
    .update(scormAttempts)
    .set({
      contentId,
      sequence: 0,
      currentSco: null,
      completionStatus: 'not_attempted',
      successStatus: 'unknown',
      scoreScaled: null,
      completedAt: null,
    })
    .where(
      and(eq(scormAttempts.id, attemptId), eq(scormAttempts.userId, scope.userId), isNull(scormAttempts.enrolmentId)),
    );
}

/**
 * The SCOs' saved data of an attempt reached through a scoped lookup or its key.
 * @unscoped reached Takes the attempt row already reached, never an id the client chose.
 */
export function scosOfAttempt(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'customerId'>) {
  return db
    .select()
    .from(scormAttemptScos)
    .where(and(eq(scormAttemptScos.attemptId, attempt.id), eq(scormAttemptScos.customerId, attempt.customerId)));
}

/** The rows an `execute` answered, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** What a stored commit answers and reports: the attempt's place, status and whose it is. */
export type StoredAttempt = Pick<
  AttemptRow,
  | 'id'
  | 'customerId'
  | 'workspaceId'
  | 'enrolmentId'
  | 'nodeId'
  | 'moduleId'
  | 'sequence'
  | 'completionStatus'
  | 'successStatus'
  | 'scoreScaled'
>;

/** A commit as `storeCommit` writes it. */
export interface CommitWrite {
  sequence: number;
  scoId: string;
  data: { cmi: Record<string, unknown>; suspendData: string } & ScoSummary;
  /**
   * The attempt's status when this commit alone decides it (a one-SCO package), set in the same
   * statement with `log` written beside it; null when other SCOs count, and the caller then rolls
   * up (`scoStatuses`), sets the status and logs (`setAttemptStatus`, `logAttempt`).
   */
  status: Pick<ScoSummary, 'completionStatus' | 'successStatus' | 'scoreScaled'> | null;
  log: Pick<typeof scormAttemptLog.$inferInsert, 'kind' | 'detail'> | null;
  /**
   * When the caller did not read the attempt's row: it must be theirs in their workspace and on
   * this content, else nothing is written (null, as for a late commit; the caller reads to tell).
   */
  owner: (AttemptOwner & { contentId: string }) | null;
}

/** Whose attempt it is. */
export type AttemptOwner = Pick<AttemptRow, 'userId' | 'workspaceId'>;

/**
 * Each SCO's ended attempts (sessions that finished without suspending), for the sequencing's
 * attemptLimit: the attempt's `finish` lines whose exit was not `suspend`.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function endedAttemptsOfAttempt(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'customerId'>) {
  const rows = await db
    .select({ scoId: scormAttemptLog.scoId, count: sql<number>`count(*)::int` })
    .from(scormAttemptLog)
    .where(
      and(
        eq(scormAttemptLog.attemptId, attempt.id),
        eq(scormAttemptLog.customerId, attempt.customerId),
        eq(scormAttemptLog.kind, 'finish'),
        sql`coalesce(${scormAttemptLog.detail}->>'exit', '') <> 'suspend'`,
      ),
    )
    .groupBy(scormAttemptLog.scoId);
  return Object.fromEntries(rows.flatMap((row) => (row.scoId ? [[row.scoId, Number(row.count)] as const] : [])));
}

/**
 * A commit in one statement (one round trip where there were five): takes its place in the
 * attempt's order with one guarded UPDATE (sequence up to the commit's and the SCO it is in, with the
 * status when given), and only from the row that UPDATE answered upserts the SCO's data and
 * writes the log line. Of two racing commits the newer wins whatever their arrival: the UPDATE
 * waits for the other's row lock and re-checks the sequence, and the inserts follow it. Answers
 * null, writing nothing, when an equal or newer commit is stored (a late beacon, a repeat).
 * @unscoped reached Takes the attempt row already reached.
 */
export async function storeCommit(
  db: Queryable,
  attempt: Pick<AttemptRow, 'id'>,
  commit: CommitWrite,
): Promise<StoredAttempt | null> {
  const { data, status, log } = commit;
  const setStatus = status
    ? sql`, completion_status = ${status.completionStatus}::text, success_status = ${status.successStatus}::text,
        score_scaled = ${status.scoreScaled}::double precision,
        completed_at = case when ${status.completionStatus === 'completed'}::boolean
          then coalesce(completed_at, now()) else null end`
    : sql``;
  const writeLog = log
    ? sql`, logged as (
        insert into ${scormAttemptLog} (attempt_id, customer_id, kind, sco_id, sequence, detail)
        select id, customer_id, ${log.kind}::text, ${commit.scoId}::text, ${commit.sequence}::bigint,
          ${JSON.stringify(log.detail ?? {})}::jsonb
        from advanced
      )`
    : sql``;
  const result = await db.execute(sql`
    with advanced as (
      update ${scormAttempts}
      set sequence = ${commit.sequence}::bigint, current_sco = ${commit.scoId}::text, updated_at = now() ${setStatus}
      where id = ${attempt.id}::uuid and sequence < ${commit.sequence}::bigint ${
        commit.owner
          ? sql`and user_id = ${commit.owner.userId}::uuid and workspace_id = ${commit.owner.workspaceId}::uuid
            and content_id = ${commit.owner.contentId}::uuid`
          : sql``
      }
      returning id, customer_id, workspace_id, enrolment_id, node_id, module_id, sequence,
        completion_status, success_status, score_scaled
    ), saved as (
      insert into ${scormAttemptScos} (attempt_id, sco_id, customer_id, cmi, suspend_data, lesson_status,
        completion_status, success_status, score_raw, score_min, score_max, score_scaled, location,
        session_time, total_time, interactions, exit, updated_at)
      select id, ${commit.scoId}::text, customer_id, ${JSON.stringify(data.cmi)}::jsonb, ${data.suspendData}::text,
        ${data.lessonStatus}::text, ${data.completionStatus}::text, ${data.successStatus}::text,
        ${data.scoreRaw}::double precision, ${data.scoreMin}::double precision, ${data.scoreMax}::double precision,
        ${data.scoreScaled}::double precision, ${data.location}::text, ${data.sessionTime}::text,
        ${data.totalTime}::text, ${JSON.stringify(data.interactions)}::jsonb, ${data.exit}::text, now()
      from advanced
      on conflict (attempt_id, sco_id) do update set
        cmi = excluded.cmi, suspend_data = excluded.suspend_data, lesson_status = excluded.lesson_status,
        completion_status = excluded.completion_status, success_status = excluded.success_status,
        score_raw = excluded.score_raw, score_min = excluded.score_min, score_max = excluded.score_max,
        score_scaled = excluded.score_scaled, location = excluded.location, session_time = excluded.session_time,
        total_time = excluded.total_time, interactions = excluded.interactions, exit = excluded.exit,
        updated_at = excluded.updated_at
    )${writeLog}
    select id, customer_id as "customerId", workspace_id as "workspaceId", enrolment_id as "enrolmentId",
      node_id as "nodeId", module_id as "moduleId", sequence, completion_status as "completionStatus",
      success_status as "successStatus", score_scaled as "scoreScaled"
    from advanced`);
  const [row] = rowsOf<StoredAttempt & { sequence: number | string | bigint }>(result);
  return row ? { ...row, sequence: Number(row.sequence) } : null;
}

/**
 * The SCOs' statuses of an attempt (not their data), for the roll-up of a package of several SCOs.
 * @unscoped reached Takes the attempt row already reached.
 */
export function scoStatuses(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'customerId'>) {
  return db
    .select({
      completionStatus: scormAttemptScos.completionStatus,
      successStatus: scormAttemptScos.successStatus,
      scoreScaled: scormAttemptScos.scoreScaled,
    })
    .from(scormAttemptScos)
    .where(and(eq(scormAttemptScos.attemptId, attempt.id), eq(scormAttemptScos.customerId, attempt.customerId)));
}

/**
 * The attempt's rolled-up status.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function setAttemptStatus(
  db: Queryable,
  attempt: Pick<AttemptRow, 'id'>,
  status: Pick<ScoSummary, 'completionStatus' | 'successStatus' | 'scoreScaled'>,
) {
  const [row] = await db
    .update(scormAttempts)
    .set({
      ...status,
      // The first completion's time stays.
      completedAt: status.completionStatus === 'completed' ? sql`coalesce(${scormAttempts.completedAt}, now())` : null,
    })
    .where(eq(scormAttempts.id, attempt.id))
    .returning();
  return row!;
}

/**
 * A line of the attempt's log.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function logAttempt(
  db: Queryable,
  attempt: Pick<AttemptRow, 'id' | 'customerId'>,
  entry: Pick<typeof scormAttemptLog.$inferInsert, 'kind' | 'scoId' | 'sequence' | 'detail'>,
) {
  await db.insert(scormAttemptLog).values({ ...entry, attemptId: attempt.id, customerId: attempt.customerId });
}

/** The log of the caller's attempt, oldest first. */
export function logOfAttempt(db: Queryable, scope: CustomerScope, attemptId: string) {
  return db
    .select()
    .from(scormAttemptLog)
    .where(and(eq(scormAttemptLog.attemptId, attemptId), eq(scormAttemptLog.customerId, scope.customerId)))
    .orderBy(scormAttemptLog.at);
}

/** The workspace's attempts for an enrolment's node (administrators setting its status). */
export function attemptsOfNode(db: Queryable, scope: WorkspaceScope, enrolmentId: string, nodeId: string) {
  return db
    .select()
    .from(scormAttempts)
    .where(
      and(
        eq(scormAttempts.workspaceId, scope.workspaceId),
        eq(scormAttempts.enrolmentId, enrolmentId),
        eq(scormAttempts.nodeId, nodeId),
      ),
    )
    .orderBy(desc(scormAttempts.updatedAt));
}

/** Empties the suspend data of every SCO of the workspace's attempts on these enrolments; answers the attempts touched. */
export async function clearSuspendData(db: Queryable, scope: WorkspaceScope, enrolmentIds: readonly string[]) {
  if (enrolmentIds.length === 0) return [];
  const attempts = db
    .select({ id: scormAttempts.id })
    .from(scormAttempts)
    .where(
      and(eq(scormAttempts.workspaceId, scope.workspaceId), inArray(scormAttempts.enrolmentId, [...enrolmentIds])),
    );
  return db
    .update(scormAttemptScos)
    .set({ suspendData: '', updatedAt: new Date() })
    .where(and(inArray(scormAttemptScos.attemptId, attempts), sql`${scormAttemptScos.suspendData} <> ''`))
    .returning({
      attemptId: scormAttemptScos.attemptId,
      customerId: scormAttemptScos.customerId,
      scoId: scormAttemptScos.scoId,
    });
}
