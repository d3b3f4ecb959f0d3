import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal, type PageRequest } from '../../db/paging.js';
import { scormContents } from '../../db/schema/index.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { likePattern } from './like-pattern.js';

/** All SQL about imported SCORM content (scorm_contents, owned by modules/scorm). */

export type ScormContentRow = typeof scormContents.$inferSelect;

const ofWorkspace = (scope: WorkspaceScope) =>
  and(eq(scormContents.customerId, scope.customerId), eq(scormContents.workspaceId, scope.workspaceId));

/** Records content whose files are already stored, in the caller's workspace. */
export async function insertContent(
  db: Queryable,
  scope: WorkspaceScope,
  values: Omit<typeof scormContents.$inferInsert, 'customerId' | 'workspaceId' | 'uploadedBy'>,
): Promise<ScormContentRow> {
  const [row] = await db
    .insert(scormContents)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId, uploadedBy: scope.userId })
    .returning();
  if (!row) throw new Error('SCORM content was not recorded');
  return row;
}

/** Content of the caller's workspace by id, or null (another workspace's is not found). */
export async function findContent(db: Queryable, scope: WorkspaceScope, id: string): Promise<ScormContentRow | null> {
  const [row] = await db
    .select()
    .from(scormContents)
    .where(and(eq(scormContents.id, id), ofWorkspace(scope)))
    .limit(1);
  return row ?? null;
}

/** Several contents of the caller's workspace by id (a page of modules'), keyed by id. */
export async function contentsByIds(
  db: Queryable,
  scope: WorkspaceScope,
  ids: readonly string[],
): Promise<Map<string, ScormContentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(scormContents)
    .where(and(inArray(scormContents.id, [...new Set(ids)]), ofWorkspace(scope)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The workspace's imported content, newest first (`scorm_contents_workspace_created_idx`). */
export async function listContents(
  db: Queryable,
  scope: WorkspaceScope,
  query: PageRequest & { search?: string | undefined },
): Promise<{ rows: ScormContentRow[]; total: number }> {
  const where = and(
    ofWorkspace(scope),
    query.search ? ilike(scormContents.name, likePattern(query.search)) : undefined,
  );
  return pageWithTotal(
    db.select().from(scormContents).where(where).orderBy(desc(scormContents.createdAt), desc(scormContents.id)),
    db.select({ total: count() }).from(scormContents).where(where),
    query,
  );
}

/** The content imported from an upload of the caller's workspace, if it was imported before. */
export async function findContentOfFile(
  db: Queryable,
  scope: WorkspaceScope,
  fileId: string,
): Promise<ScormContentRow | null> {
  const [row] = await db
    .select()
    .from(scormContents)
    .where(and(eq(scormContents.fileId, fileId), ofWorkspace(scope)))
    .orderBy(desc(scormContents.createdAt))
    .limit(1);
  return row ?? null;
}
