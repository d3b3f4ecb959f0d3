import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { scormContents, scormModules, scormModuleVersions, userProfiles, users } from '../../db/schema/index.js';
import type { InWorkspaceScope, WorkspaceScope } from '../../lib/scope.js';
import type { ScormContentRow } from './scorm-contents.repository.js';
import { likePattern } from './like-pattern.js';

/** All SQL about SCORM modules and their releases (scorm_modules, scorm_module_versions; modules/scorm). */

export type ScormModuleRow = typeof scormModules.$inferSelect;
export type ScormModuleVersionRow = typeof scormModuleVersions.$inferSelect;
export type ModuleWithOwner = ScormModuleRow & { ownerName: string | null };
export type VersionWithReleaser = ScormModuleVersionRow & { releasedByName: string | null };

type ModuleValues = Omit<typeof scormModules.$inferInsert, 'id' | 'customerId' | 'workspaceId' | 'createdAt'>;

const ofWorkspace = (scope: WorkspaceScope) =>
  and(eq(scormModules.customerId, scope.customerId), eq(scormModules.workspaceId, scope.workspaceId)) as SQL;
/** A person's name as the screens show it (owner, releaser); null when the person is gone. */
const personName = () => sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

export async function insertModule(
  db: Queryable,
  scope: WorkspaceScope,
  values: ModuleValues,
): Promise<ScormModuleRow> {
  const [row] = await db
    .insert(scormModules)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('SCORM module was not recorded');
  return row;
}

/**
 * A module of the caller's workspace with its owner's name, or null. `lock` takes the row for
 * the rest of the transaction, so two releases or edits of one module happen one after the other.
 */
export async function findModule(
  db: Queryable,
  scope: WorkspaceScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ModuleWithOwner | null> {
  const query = db
    .select({ module: scormModules, ownerName: personName() })
    .from(scormModules)
    .leftJoin(users, eq(users.id, scormModules.ownerId))
    .where(and(eq(scormModules.id, id), ofWorkspace(scope)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: scormModules }) : query);
  return row ? { ...row.module, ownerName: row.ownerName } : null;
}

/** Changes a module of the caller's workspace; null when it is not theirs. */
export async function updateModule(
  db: Queryable,
  scope: WorkspaceScope,
  id: string,
  values: Partial<ModuleValues>,
): Promise<ScormModuleRow | null> {
  const [row] = await db
    .update(scormModules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(scormModules.id, id), ofWorkspace(scope)))
    .returning();
  return row ?? null;
}

/** The releases of modules of the caller's workspace, oldest first, with who released each. */
export async function versionsOf(
  db: Queryable,
  scope: WorkspaceScope,
  moduleIds: readonly string[],
): Promise<VersionWithReleaser[]> {
  if (moduleIds.length === 0) return [];
  const rows = await db
    .select({ version: scormModuleVersions, releasedByName: personName() })
    .from(scormModuleVersions)
    .innerJoin(scormModules, eq(scormModules.id, scormModuleVersions.moduleId))
    .leftJoin(users, eq(users.id, scormModuleVersions.releasedBy))
    .where(and(inArray(scormModuleVersions.moduleId, [...moduleIds]), ofWorkspace(scope)))
    .orderBy(asc(scormModuleVersions.major), asc(scormModuleVersions.minor));
  return rows.map(({ version, releasedByName }) => ({ ...version, releasedByName }));
}

/** Records a release of a module the caller reached (and locked) in their workspace. */
export async function insertVersion(
  db: Queryable,
  scope: WorkspaceScope,
  module: Pick<ScormModuleRow, 'id'>,
  values: Pick<ScormModuleVersionRow, 'major' | 'minor' | 'contentId' | 'name' | 'releaseNotes'>,
): Promise<ScormModuleVersionRow> {
  const [row] = await db
    .insert(scormModuleVersions)
    .values({ ...values, moduleId: module.id, customerId: scope.customerId, releasedBy: scope.userId })
    .returning();
  if (!row) throw new Error('SCORM module release was not recorded');
  return row;
}

export interface ModuleListQuery extends PageRequest {
  search?: string | undefined;
  labels: string[];
  status?: 'draft' | 'released' | 'deleted' | undefined;
  /** Only modules with a release, listed by their latest release (course building). */
  releasedOnly?: boolean;
}

export interface ModuleListRow {
  id: string;
  name: string;
  contentId: string;
  labels: string[];
  draft: boolean;
  deleted: boolean;
  imageId: string | null;
  ownerName: string | null;
  updatedAt: Date;
  versionId: string | null;
  major: number | null;
  minor: number | null;
  versionContentId: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A page of the workspace's modules, each with its latest release (a lateral read of
 * `scorm_module_versions_number_idx`, one index probe a row), newest change first along
 * `scorm_modules_workspace_updated_idx`; labels through the GIN index. Deleted modules are
 * listed only when asked for (`status: 'deleted'`).
 */
export async function listModules(
  db: Queryable,
  scope: WorkspaceScope,
  query: ModuleListQuery,
): Promise<{ rows: ModuleListRow[]; total: number }> {
  const filters: SQL[] = [sql`m.customer_id = ${scope.customerId}`, sql`m.workspace_id = ${scope.workspaceId}`];
  filters.push(query.status === 'deleted' ? sql`m.deleted_at is not null` : sql`m.deleted_at is null`);
  if (query.status === 'draft') filters.push(sql`m.draft`);
  const released = query.releasedOnly || query.status === 'released';
  if (released) filters.push(sql`latest.id is not null`);
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(m.name ilike ${pattern} or array_to_string(m.keywords, ' ') ilike ${pattern})`);
  }
  if (query.labels.length > 0) {
    const labels = sql.join(
      query.labels.map((label) => sql`${label}`),
      sql`, `,
    );
    filters.push(sql`m.labels && ARRAY[${labels}]::text[]`);
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`
    from scorm_modules m
    left join lateral (
      select v.id, v.major, v.minor, v.content_id from scorm_module_versions v
      where v.module_id = m.id order by v.major desc, v.minor desc limit 1
    ) latest on true`;
  const order = query.releasedOnly ? sql`m.name, m.id` : sql`m.updated_at desc, m.id desc`;
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select m.id, m.name, m.content_id, m.labels, m.draft, m.deleted_at is not null as deleted, m.image_id,
        m.updated_at, u.first_name || ' ' || u.last_name as owner_name,
        latest.id as version_id, latest.major, latest.minor, latest.content_id as version_content_id
      ${from}
      left join users u on u.id = m.owner_id
      where ${where}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(listed).map((row): ModuleListRow => ({
    id: row.id as string,
    name: row.name as string,
    contentId: row.content_id as string,
    labels: (row.labels as string[] | null) ?? [],
    draft: row.draft as boolean,
    deleted: row.deleted as boolean,
    imageId: (row.image_id as string | null) ?? null,
    ownerName: (row.owner_name as string | null) ?? null,
    updatedAt: new Date(row.updated_at as string | Date),
    versionId: (row.version_id as string | null) ?? null,
    major: row.major === null || row.major === undefined ? null : Number(row.major),
    minor: row.minor === null || row.minor === undefined ? null : Number(row.minor),
    versionContentId: (row.version_content_id as string | null) ?? null,
  }));
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return { rows, total };
}

/** The labels the workspace's modules carry (deleted ones aside), in alphabetical order. */
export async function moduleLabels(db: Queryable, scope: WorkspaceScope): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct unnest(labels) as label from scorm_modules
    where customer_id = ${scope.customerId} and workspace_id = ${scope.workspaceId} and deleted_at is null
    order by label`);
  return rowsOf<{ label: string }>(result).map(({ label }) => label);
}

/**
 * Whether a person may own the workspace's modules: an active profile there with the
 * course_creator role (a read of people's table, which people own).
 */
export async function isCourseCreatorOf(db: Queryable, scope: WorkspaceScope, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.customerId, scope.customerId),
        eq(userProfiles.workspaceId, scope.workspaceId),
        eq(userProfiles.status, 'active'),
        sql`'course_creator' = any(${userProfiles.roles})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A release with its module and content, for whoever plays it in the caller's workspace (a
 * learner in a course, a job): the player and courses read a version through this (index.ts).
 * A deleted module's releases still play: courses built on them keep working.
 */
export async function findVersionWithContent(
  db: Queryable,
  scope: InWorkspaceScope,
  versionId: string,
): Promise<{ version: ScormModuleVersionRow; module: ScormModuleRow; content: ScormContentRow } | null> {
  const [row] = await db
    .select({ version: scormModuleVersions, module: scormModules, content: scormContents })
    .from(scormModuleVersions)
    .innerJoin(scormModules, eq(scormModules.id, scormModuleVersions.moduleId))
    .innerJoin(scormContents, eq(scormContents.id, scormModuleVersions.contentId))
    .where(
      and(
        eq(scormModuleVersions.id, versionId),
        eq(scormModules.customerId, scope.customerId),
        eq(scormModules.workspaceId, scope.workspaceId),
      ),
    )
    .limit(1);
  return row ?? null;
}
