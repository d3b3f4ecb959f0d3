import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Actor } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

/**
 * A file is visible to its workspace (or, for files uploaded outside a workspace, to its
 * uploader); superadmins see all. The scope comes from the token, never from the client.
 */
function scopeFor(actor: Actor): SQL | undefined {
  if (actor.isSuperadmin) return undefined;
  if (actor.workspaceId) return eq(files.workspaceId, actor.workspaceId);
  return eq(files.uploadedBy, actor.userId ?? '00000000-0000-0000-0000-000000000000');
}

export async function findFileForActor(db: Database, actor: Actor, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), scopeFor(actor)))
    .limit(1);
  return row ?? null;
}

export async function findReadyImage(db: Database, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.status, 'ready')))
    .limit(1);
  return row && row.mimeType.startsWith('image/') ? row : null;
}

export async function insertPendingFile(db: Database, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('File was not recorded');
  return row;
}

/**
 * Takes the one upload a local upload policy allows: only a file still waiting for its upload
 * moves on, so of two posts with the same policy (at once or later) only one gets a row back.
 */
export async function claimUpload(db: Database, storageKey: string): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'uploaded' })
    .where(and(eq(files.storageKey, storageKey), eq(files.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Gives the upload back when storing it failed, so the same policy can be tried again. */
export async function releaseUpload(db: Database, id: string): Promise<void> {
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
  db: Database,
  id: string,
  values: { size: number; storageKey: string },
): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'ready', ...values })
    .where(and(eq(files.id, id), ne(files.status, 'ready')))
    .returning();
  return row ?? null;
}
