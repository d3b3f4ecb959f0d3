import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { PageRequest } from '../../../db/paging.js';
import { catalogItems, catalogItemWorkspaces, courses, courseVersions, users } from '../../../db/schema/index.js';
import type { InWorkspaceScope, WorkspaceScope } from '../../../lib/scope.js';

/**
 * All SQL of course building (courses, course_versions, and the catalogue item a release offers:
 * catalog_items, catalog_item_workspaces; modules/catalogue). A course belongs to the workspace it
 * was made in: every read and write filters on the scope's customer and workspace.
 */

export type CourseRow = typeof courses.$inferSelect;
export type CourseVersionRow = typeof courseVersions.$inferSelect;
export type CourseWithOwner = CourseRow & { ownerName: string | null };
export type CourseVersionWithReleaser = CourseVersionRow & { releasedByName: string | null };

type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'customerId' | 'workspaceId' | 'createdAt'>;

const ofWorkspace = (scope: WorkspaceScope) =>
  and(eq(courses.customerId, scope.customerId), eq(courses.workspaceId, scope.workspaceId)) as SQL;
const personName = () => sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertCourse(db: Queryable, scope: WorkspaceScope, values: CourseValues): Promise<CourseRow> {
  const [row] = await db
    .insert(courses)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('Course was not recorded');
  return row;
}

/**
 * A course of the caller's workspace with its owner's name, or null. `lock` takes the row for the
 * rest of the transaction, so two changes of one course's tree or two releases happen one after
 * the other.
 */
export async function findCourse(
  db: Queryable,
  scope: WorkspaceScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CourseWithOwner | null> {
  const query = db
    .select({ course: courses, ownerName: personName() })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.ownerId))
    .where(and(eq(courses.id, id), ofWorkspace(scope)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: courses }) : query);
  return row ? { ...row.course, ownerName: row.ownerName } : null;
}

/** Changes a course of the caller's workspace; null when it is not theirs. */
export async function updateCourse(
  db: Queryable,
  scope: WorkspaceScope,
  id: string,
  values: Partial<CourseValues>,
): Promise<CourseRow | null> {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courses.id, id), ofWorkspace(scope)))
    .returning();
  return row ?? null;
}

/** The releases of a course of the caller's workspace, oldest first, with who released each. */
export async function versionsOfCourse(
  db: Queryable,
  scope: WorkspaceScope,
  courseId: string,
): Promise<CourseVersionWithReleaser[]> {
  const rows = await db
    .select({ version: courseVersions, releasedByName: personName() })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .leftJoin(users, eq(users.id, courseVersions.releasedBy))
    .where(and(eq(courseVersions.courseId, courseId), ofWorkspace(scope)))
    .orderBy(asc(courseVersions.major), asc(courseVersions.minor));
  return rows.map(({ version, releasedByName }) => ({ ...version, releasedByName }));
}

/** Records a release of a course the caller reached (and locked) in their workspace. */
export async function insertCourseVersion(
  db: Queryable,
  scope: WorkspaceScope,
  course: Pick<CourseRow, 'id'>,
  values: Pick<CourseVersionRow, 'major' | 'minor' | 'releaseNotes' | 'contentTree'>,
): Promise<CourseVersionRow> {
  const [row] = await db
    .insert(courseVersions)
    .values({ ...values, courseId: course.id, customerId: scope.customerId, releasedBy: scope.userId })
    .returning();
  if (!row) throw new Error('Course release was not recorded');
  return row;
}

/** The active catalogue item made from the course in the caller's workspace (the newest), or null. */
export async function offeredItemOf(
  db: Queryable,
  scope: WorkspaceScope,
  courseId: string,
): Promise<{ id: string; versionId: string } | null> {
  const [row] = await db
    .select({ id: catalogItems.id, versionId: catalogItems.versionId })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.courseId, courseId),
        eq(catalogItems.customerId, scope.customerId),
        eq(catalogItems.workspaceId, scope.workspaceId),
        eq(catalogItems.status, 'active'),
      ),
    )
    .orderBy(desc(catalogItems.createdAt), desc(catalogItems.id))
    .limit(1);
  return row ?? null;
}

/** Offers a version in the caller's workspace: a catalogue item and its settings there (visible, no approval). */
export async function insertCatalogItem(
  db: Queryable,
  scope: WorkspaceScope,
  course: Pick<CourseRow, 'id'>,
  versionId: string,
): Promise<string> {
  const owned = { customerId: scope.customerId, workspaceId: scope.workspaceId };
  const [item] = await db
    .insert(catalogItems)
    .values({ ...owned, courseId: course.id, versionId })
    .returning({ id: catalogItems.id });
  if (!item) throw new Error('Catalogue item was not recorded');
  await db.insert(catalogItemWorkspaces).values({ ...owned, catalogItemId: item.id });
  return item.id;
}

/** Moves a catalogue item of the caller's workspace to another version of its course. */
export async function moveCatalogItem(
  db: Queryable,
  scope: WorkspaceScope,
  itemId: string,
  versionId: string,
): Promise<void> {
  await db
    .update(catalogItems)
    .set({ versionId, updatedAt: new Date() })
    .where(
      and(
        eq(catalogItems.id, itemId),
        eq(catalogItems.customerId, scope.customerId),
        eq(catalogItems.workspaceId, scope.workspaceId),
      ),
    );
}

export interface CourseListQuery extends PageRequest {
  search?: string | undefined;
  labels: string[];
  status?: 'draft' | 'released' | undefined;
}

export interface CourseListRow {
  id: string;
  name: string;
  labels: string[];
  draft: boolean;
  fileId: string | null;
  ownerName: string | null;
  updatedAt: Date;
  versionId: string | null;
  major: number | null;
  minor: number | null;
  releasedAt: Date | null;
  catalogItemId: string | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A page of the workspace's courses (archived ones aside), each with its latest release and the
 * catalogue item offering it in the workspace; newest change first, or by name for `byName`.
 */
export async function listCourses(
  db: Queryable,
  scope: WorkspaceScope,
  query: CourseListQuery & { releasedOnly?: boolean; byName?: boolean },
): Promise<{ rows: CourseListRow[]; total: number }> {
  const filters: SQL[] = [
    sql`c.customer_id = ${scope.customerId}`,
    sql`c.workspace_id = ${scope.workspaceId}`,
    sql`c.archived_at is null`,
  ];
  if (query.status === 'draft') filters.push(sql`latest.id is null`);
  if (query.status === 'released' || query.releasedOnly) filters.push(sql`latest.id is not null`);
  if (query.search) filters.push(sql`c.name ilike ${likePattern(query.search)}`);
  if (query.labels.length > 0) {
    const labels = sql.join(
      query.labels.map((label) => sql`${label}`),
      sql`, `,
    );
    filters.push(sql`c.labels && ARRAY[${labels}]::text[]`);
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`
    from courses c
    left join lateral (
      select v.id, v.major, v.minor, v.released_at from course_versions v
      where v.course_id = c.id order by v.major desc, v.minor desc limit 1
    ) latest on true`;
  const order = query.byName ? sql`c.name, c.id` : sql`c.updated_at desc, c.id desc`;
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select c.id, c.name, c.labels, c.draft, c.file_id, c.updated_at,
        u.first_name || ' ' || u.last_name as owner_name,
        latest.id as version_id, latest.major, latest.minor, latest.released_at,
        (select i.id from catalog_items i
          where i.course_id = c.id and i.customer_id = c.customer_id and i.workspace_id = c.workspace_id
            and i.status = 'active'
          order by i.created_at desc, i.id desc limit 1) as catalog_item_id
      ${from}
      left join users u on u.id = c.owner_id
      where ${where}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(listed).map((row): CourseListRow => ({
    id: row.id as string,
    name: row.name as string,
    labels: (row.labels as string[] | null) ?? [],
    draft: row.draft as boolean,
    fileId: (row.file_id as string | null) ?? null,
    ownerName: (row.owner_name as string | null) ?? null,
    updatedAt: new Date(row.updated_at as string | Date),
    versionId: (row.version_id as string | null) ?? null,
    major: numberOrNull(row.major),
    minor: numberOrNull(row.minor),
    releasedAt: row.released_at ? new Date(row.released_at as string | Date) : null,
    catalogItemId: (row.catalog_item_id as string | null) ?? null,
  }));
  return { rows, total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

/** The labels the workspace's courses carry (archived ones aside), in alphabetical order. */
export async function courseLabels(db: Queryable, scope: WorkspaceScope): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct unnest(labels) as label from courses
    where customer_id = ${scope.customerId} and workspace_id = ${scope.workspaceId} and archived_at is null
    order by label`);
  return rowsOf<{ label: string }>(result).map((row) => row.label);
}

/** Archives the active catalogue items made from the course in the scope's workspace; answers how many. */
export async function archiveCatalogItemsOf(db: Queryable, scope: InWorkspaceScope, courseId: string): Promise<number> {
  const rows = await db
    .update(catalogItems)
    .set({ status: 'archived', archivedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(catalogItems.courseId, courseId),
        eq(catalogItems.customerId, scope.customerId),
        eq(catalogItems.workspaceId, scope.workspaceId),
        eq(catalogItems.status, 'active'),
      ),
    )
    .returning({ id: catalogItems.id });
  return rows.length;
}
