import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { inScopeCustomer } from '../../../db/scope-filters.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courses,
  courseVersions,
  enrolments,
  organisationUnits,
  workspaces,
} from '../../../db/schema/index.js';
import type { AdministeringScope, Scope } from '../../../lib/scope.js';

/** A catalogue item with its course and version, as the management calls read it. */
export interface CatalogItemRow {
  id: string;
  customerId: string;
  /** The owning workspace: where the item was made. */
  workspaceId: string;
  status: 'active' | 'archived';
  archivedAt: Date | null;
  courseId: string;
  versionId: string;
  name: string;
  description: string | null;
  majorVersion: number;
  minorVersion: number;
  files: { name: string; url: string; size: number }[];
}

/** A catalogue item of the caller's customer (superadmins: any), or null; the policy then decides. */
export async function catalogItemInScope(db: Queryable, scope: Scope, id: string): Promise<CatalogItemRow | null> {
  const [row] = await db
    .select({
      id: catalogItems.id,
      customerId: catalogItems.customerId,
      workspaceId: catalogItems.workspaceId,
      status: catalogItems.status,
      archivedAt: catalogItems.archivedAt,
      courseId: catalogItems.courseId,
      versionId: catalogItems.versionId,
      name: courses.name,
      description: courses.description,
      majorVersion: courseVersions.major,
      minorVersion: courseVersions.minor,
      files: catalogItems.files,
    })
    .from(catalogItems)
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .innerJoin(courseVersions, eq(courseVersions.id, catalogItems.versionId))
    .where(and(eq(catalogItems.id, id), inScopeCustomer(scope, catalogItems.customerId)))
    .limit(1);
  return row ?? null;
}

const offeringSelection = {
  catalogItemId: catalogItemWorkspaces.catalogItemId,
  customerId: catalogItemWorkspaces.customerId,
  workspaceId: catalogItemWorkspaces.workspaceId,
  workspaceName: workspaces.name,
  visible: catalogItemWorkspaces.visible,
  requireApproval: catalogItemWorkspaces.requireApproval,
  availableInOrganisationUnits: catalogItemWorkspaces.availableInOrganisationUnits,
  certificateContentId: catalogItemWorkspaces.certificateContentId,
  disableCertificates: catalogItemWorkspaces.disableCertificates,
  notification: catalogItemWorkspaces.notification,
  notificationIdentifier: catalogItemWorkspaces.notificationIdentifier,
  feedbackForm: catalogItemWorkspaces.feedbackForm,
  urls: catalogItemWorkspaces.urls,
  hiddenCourseFiles: catalogItemWorkspaces.hiddenCourseFiles,
  createdAt: catalogItemWorkspaces.createdAt,
};
export type OfferingRow = Awaited<ReturnType<typeof offeringsOf>>[number];

/** Every workspace of the caller's customer that offers the item, by when it was offered. */
export function offeringsOf(db: Queryable, scope: Scope, catalogItemId: string) {
  return db
    .select(offeringSelection)
    .from(catalogItemWorkspaces)
    .innerJoin(workspaces, eq(workspaces.id, catalogItemWorkspaces.workspaceId))
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItemId),
        inScopeCustomer(scope, catalogItemWorkspaces.customerId),
      ),
    )
    .orderBy(asc(catalogItemWorkspaces.createdAt), asc(workspaces.name));
}

/** How the administered workspace offers the item, or null where it does not. */
export async function offeringIn(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
): Promise<OfferingRow | null> {
  const [row] = await db
    .select(offeringSelection)
    .from(catalogItemWorkspaces)
    .innerJoin(workspaces, eq(workspaces.id, catalogItemWorkspaces.workspaceId))
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItemId),
        eq(catalogItemWorkspaces.workspaceId, administering.administered.workspaceId),
        eq(catalogItemWorkspaces.customerId, administering.administered.customerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface OfferingChange {
  visible?: boolean;
  requireApproval?: boolean;
  availableInOrganisationUnits?: string[];
  certificateContentId?: string | null;
  disableCertificates?: boolean;
  notification?: 'default' | 'selected' | null;
  notificationIdentifier?: string | null;
  feedbackForm?: 'default' | 'workspaceDefault';
  urls?: { url: string; visibility: boolean; providedByCourse: boolean }[];
  hiddenCourseFiles?: string[];
}

/** Changes how the administered workspace offers the item; false where it does not offer it. */
export async function updateOffering(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
  change: OfferingChange,
): Promise<boolean> {
  const updated = await db
    .update(catalogItemWorkspaces)
    .set(change)
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItemId),
        eq(catalogItemWorkspaces.workspaceId, administering.administered.workspaceId),
        eq(catalogItemWorkspaces.customerId, administering.administered.customerId),
      ),
    )
    .returning({ id: catalogItemWorkspaces.catalogItemId });
  return updated.length > 0;
}

/** Of the ids given, the organisation units of the administered workspace. */
export async function unitsOfWorkspace(
  db: Queryable,
  administering: AdministeringScope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organisationUnits.id })
    .from(organisationUnits)
    .where(
      and(
        inArray(organisationUnits.id, [...ids]),
        eq(organisationUnits.workspaceId, administering.administered.workspaceId),
        eq(organisationUnits.customerId, administering.administered.customerId),
      ),
    );
  return rows.map(({ id }) => id);
}

/** Of the ids given, the workspaces of the administered workspace's customer (where an item may be shared). */
export async function workspacesOfSameCustomer(
  db: Queryable,
  administering: AdministeringScope,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(inArray(workspaces.id, [...ids]), eq(workspaces.customerId, administering.administered.customerId)));
  return rows.map(({ id }) => id);
}

/**
 * Offers the item in more workspaces, with the default settings, where it is not yet offered. The
 * administered workspace must own the item: the insert reads the item only under that condition.
 */
export async function addOfferings(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
  workspaceIds: readonly string[],
): Promise<number> {
  const { workspaceId, customerId } = administering.administered;
  const owned = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.id, catalogItemId),
        eq(catalogItems.workspaceId, workspaceId),
        eq(catalogItems.customerId, customerId),
      ),
    )
    .for('update');
  if (owned.length === 0 || workspaceIds.length === 0) return 0;
  const added = await db
    .insert(catalogItemWorkspaces)
    .values(workspaceIds.map((target) => ({ catalogItemId, customerId, workspaceId: target })))
    .onConflictDoNothing()
    .returning({ workspaceId: catalogItemWorkspaces.workspaceId });
  return added.length;
}

/** Stops offering the item in the workspaces given, never in its owning (administered) workspace. */
export async function removeOfferings(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
  workspaceIds: readonly string[],
): Promise<number> {
  const { workspaceId, customerId } = administering.administered;
  const owned = db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.id, catalogItemId),
        eq(catalogItems.workspaceId, workspaceId),
        eq(catalogItems.customerId, customerId),
      ),
    );
  const removed = await db
    .delete(catalogItemWorkspaces)
    .where(
      and(
        inArray(catalogItemWorkspaces.catalogItemId, owned),
        eq(catalogItemWorkspaces.customerId, customerId),
        inArray(catalogItemWorkspaces.workspaceId, [...workspaceIds]),
        ne(catalogItemWorkspaces.workspaceId, workspaceId),
      ),
    )
    .returning({ workspaceId: catalogItemWorkspaces.workspaceId });
  return removed.length;
}

/** Archives an item of the administered (owning) workspace; null where it owns no such item. */
export async function archiveItem(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
): Promise<{ id: string; status: 'active' | 'archived'; archivedAt: Date | null } | null> {
  const { workspaceId, customerId } = administering.administered;
  const [row] = await db
    .update(catalogItems)
    .set({ status: 'archived', archivedAt: sql`coalesce(${catalogItems.archivedAt}, now())`, updatedAt: new Date() })
    .where(
      and(
        eq(catalogItems.id, catalogItemId),
        eq(catalogItems.workspaceId, workspaceId),
        eq(catalogItems.customerId, customerId),
      ),
    )
    .returning({ id: catalogItems.id, status: catalogItems.status, archivedAt: catalogItems.archivedAt });
  return row ?? null;
}

/** The administered workspace's enrolments on the item: counts by stage, and the newest one. */
export async function enrolmentsOfItemIn(db: Queryable, administering: AdministeringScope, catalogItemId: string) {
  const where = and(
    eq(enrolments.catalogItemId, catalogItemId),
    eq(enrolments.workspaceId, administering.administered.workspaceId),
    eq(enrolments.customerId, administering.administered.customerId),
  );
  const [counts, latest] = await Promise.all([
    db
      .select({ state: enrolments.state, count: sql<number>`count(*)::int` })
      .from(enrolments)
      .where(where)
      .groupBy(enrolments.state),
    db
      .select({ id: enrolments.id, state: enrolments.state, createdAt: enrolments.createdAt })
      .from(enrolments)
      .where(where)
      .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
      .limit(1),
  ]);
  return { counts, latest: latest[0] ?? null };
}

/** The condition on an item of the administered (owning) workspace. */
const ownedItem = (administering: AdministeringScope, catalogItemId: string) =>
  and(
    eq(catalogItems.id, catalogItemId),
    eq(catalogItems.workspaceId, administering.administered.workspaceId),
    eq(catalogItems.customerId, administering.administered.customerId),
  );

/**
 * Adds a file to an item of the administered (owning) workspace unless one with its address is
 * there: one statement, so two added at once are both kept.
 */
export async function appendItemFile(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
  file: CatalogItemRow['files'][number],
): Promise<void> {
  await db
    .update(catalogItems)
    .set({ files: sql`${catalogItems.files} || ${JSON.stringify([file])}::jsonb`, updatedAt: new Date() })
    .where(
      and(
        ownedItem(administering, catalogItemId),
        sql`not (${catalogItems.files} @> ${JSON.stringify([{ url: file.url }])}::jsonb)`,
      ),
    );
}

/** Removes the files with this address from an item of the administered (owning) workspace, in one statement. */
export async function removeItemFile(
  db: Queryable,
  administering: AdministeringScope,
  catalogItemId: string,
  url: string,
): Promise<void> {
  await db
    .update(catalogItems)
    .set({
      files: sql`coalesce((select jsonb_agg(f) from jsonb_array_elements(${catalogItems.files}) f
        where f->>'url' <> ${url}), '[]'::jsonb)`,
      updatedAt: new Date(),
    })
    .where(
      and(ownedItem(administering, catalogItemId), sql`${catalogItems.files} @> ${JSON.stringify([{ url }])}::jsonb`),
    );
}

/** The offers of the caller's customer whose settings send the email `identifier` (notification 'selected'). */
export function offeringsSendingEmail(db: Queryable, scope: Scope, identifier: string) {
  return db
    .select({
      catalogItemId: catalogItemWorkspaces.catalogItemId,
      customerId: catalogItemWorkspaces.customerId,
      name: courses.name,
      workspaceId: catalogItemWorkspaces.workspaceId,
      workspaceName: workspaces.name,
    })
    .from(catalogItemWorkspaces)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .innerJoin(workspaces, eq(workspaces.id, catalogItemWorkspaces.workspaceId))
    .where(
      and(
        eq(catalogItemWorkspaces.notification, 'selected'),
        eq(catalogItemWorkspaces.notificationIdentifier, identifier),
        inScopeCustomer(scope, catalogItemWorkspaces.customerId),
      ),
    )
    .orderBy(asc(courses.name), asc(workspaces.name));
}
