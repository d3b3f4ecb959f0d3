import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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
export async function reread(db: Queryable, attempt: Pick<AttemptRow, 'id'>) {
  const [row] = await db.select().from(scormAttempts).where(eq(scormAttempts.id, attempt.id));
  return row!;
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
 * Takes the commit's place in the attempt's order: moves `sequence` up to the commit's and answers
 * the row, or null when an equal or newer commit is stored (a late beacon, a repeat). One guarded
 * UPDATE, so of two racing commits the newer wins whatever their arrival.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function advanceSequence(db: Queryable, attempt: Pick<AttemptRow, 'id'>, sequence: number, scoId: string) {
  const [row] = await db
    .update(scormAttempts)
    .set({ sequence, currentSco: scoId })
    .where(and(eq(scormAttempts.id, attempt.id), lt(scormAttempts.sequence, sequence)))
    .returning();
  return row ?? null;
}

/**
 * Stores a SCO's whole run-time data.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function saveSco(
  db: Queryable,
  attempt: Pick<AttemptRow, 'id' | 'customerId'>,
  scoId: string,
  data: { cmi: Record<string, unknown>; suspendData: string } & ScoSummary,
) {
  const values = {
    cmi: data.cmi,
    suspendData: data.suspendData,
    lessonStatus: data.lessonStatus,
    completionStatus: data.completionStatus,
    successStatus: data.successStatus,
    scoreRaw: data.scoreRaw,
    scoreMin: data.scoreMin,
    scoreMax: data.scoreMax,
    scoreScaled: data.scoreScaled,
    location: data.location,
    sessionTime: data.sessionTime,
    totalTime: data.totalTime,
    interactions: data.interactions,
    exit: data.exit,
    updatedAt: new Date(),
  };
  await db
    .insert(scormAttemptScos)
    .values({ ...values, attemptId: attempt.id, customerId: attempt.customerId, scoId })
    .onConflictDoUpdate({ target: [scormAttemptScos.attemptId, scormAttemptScos.scoId], set: values });
}

/**
 * The attempt's rolled-up status.
 * @unscoped reached Takes the attempt row already reached.
 */
export async function setAttemptStatus(
  db: Queryable,
  attempt: Pick<AttemptRow, 'id' | 'completedAt'>,
  status: Pick<ScoSummary, 'completionStatus' | 'successStatus' | 'scoreScaled'>,
) {
  const [row] = await db
    .update(scormAttempts)
    .set({
      ...status,
      completedAt: status.completionStatus === 'completed' ? (attempt.completedAt ?? new Date()) : null,
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
