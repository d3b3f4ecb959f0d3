import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Scope } from '../../lib/scope.js';
import { reachesEveryone, reachesNobody, type Reach } from '../../db/scope-filters.js';

/** Owner of the files table: the records of uploads; their bytes live in `app.services.storage`. */

export type FileRow = typeof files.$inferSelect;

/**
 * The tenant filter: a file belongs to its workspace (or, for files uploaded outside a
 * workspace, to its uploader); superadmins reach all. From the token, never from the client.
 */
export function fileReach({ actor, workspaceId, userId }: Scope): Reach {
  if (actor.isSuperadmin) return reachesEveryone();
  if (workspaceId) return eq(files.workspaceId, workspaceId);
  return userId ? eq(files.uploadedBy, userId) : reachesNobody();
}

export async function findFileInScope(db: Queryable, scope: Scope, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), fileReach(scope)))
    .limit(1);
  return row ?? null;
}

/**
 * A file by id whoever asks: only for what anyone holding the unguessable id may have, which is
 * a confirmed image (`isPublicImage` in files.policy.ts).
 * @unscoped public The open image address: the unguessable id is the key.
 */
export async function findFileForAnyone(db: Queryable, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/** Records an upload the caller is about to make, in their workspace (or as theirs outside one). */
export async function insertPendingFile(
  db: Queryable,
  { customerId, workspaceId, userId }: Scope,
  file: { name: string; mimeType: string; size: number; storageKey: string },
): Promise<FileRow> {
  const [row] = await db
    .insert(files)
    .values({ ...file, customerId, workspaceId, uploadedBy: userId })
    .returning();
  if (!row) throw new Error('File was not recorded');
  return row;
}

/**
 * Takes the one upload a local upload policy allows: only a file still waiting for its upload
 * moves on, so of two posts with the same policy (at once or later) only one gets a row back.
 * @unscoped public The local upload is authorised by its signed policy, not by a token.
 */
export async function claimUpload(db: Queryable, storageKey: string): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'uploaded' })
    .where(and(eq(files.storageKey, storageKey), eq(files.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Gives the upload back when storing it failed, so the same policy can be tried again.
 * @unscoped public The local upload is authorised by its signed policy, not by a token.
 */
export async function releaseUpload(db: Queryable, id: string): Promise<void> {
  await db
    .update(files)
    .set({ status: 'pending' })
    .where(and(eq(files.id, id), eq(files.status, 'uploaded')));
}

/**
 * Confirms a file with the key of its checked copy. Only one confirmation wins: null when the
 * file was confirmed meanwhile.
 */
export async function markFileReady(
  db: Queryable,
  scope: Scope,
  id: string,
  values: { size: number; storageKey: string },
): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'ready', ...values })
    .where(and(eq(files.id, id), ne(files.status, 'ready'), fileReach(scope)))
    .returning();
  return row ?? null;
}
