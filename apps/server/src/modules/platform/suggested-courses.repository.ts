import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GroupWithCourses } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { inScopeCustomer } from '../../db/scope-filters.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courses,
  organisationUnits,
  workspaceGroups,
} from '../../db/schema/index.js';
import type { AdministeringScope, Scope } from '../../lib/scope.js';

type GroupRow = typeof workspaceGroups.$inferSelect;

/** A workspace group within the caller's customer (superadmins: any); the policy then decides. */
export async function findGroupInScope(db: Queryable, scope: Scope, id: string) {
  const [row] = await db
    .select({
      id: workspaceGroups.id,
      workspaceId: workspaceGroups.workspaceId,
      customerId: workspaceGroups.customerId,
    })
    .from(workspaceGroups)
    .where(and(eq(workspaceGroups.id, id), inScopeCustomer(scope, workspaceGroups.customerId)));
  return row ?? null;
}

/**
 * The names of the catalogue items among those named that the administered workspace has in its
 * catalogue (any visibility): what a suggestion may name, and what a list shows. Others are left out.
 */
export async function workspaceCourseNames(
  db: Queryable,
  scope: AdministeringScope,
  catalogItemIds: readonly string[],
): Promise<Map<string, string>> {
  if (catalogItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogItems.id, name: courses.name })
    .from(catalogItemWorkspaces)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .where(
      and(
        eq(catalogItemWorkspaces.workspaceId, scope.administered.workspaceId),
        inArray(catalogItemWorkspaces.catalogItemId, [...new Set(catalogItemIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Replaces the group's suggested courses (and, when sent, whether suggestions are off) in the administered workspace. */
export async function setGroupSuggestedCourses(
  db: Queryable,
  scope: AdministeringScope,
  groupId: string,
  change: { suggestedCourses: readonly string[]; disableSuggestedCourses?: boolean | undefined },
): Promise<GroupRow | null> {
  const [row] = await db
    .update(workspaceGroups)
    .set({
      suggestedCourses: [...change.suggestedCourses],
      ...(change.disableSuggestedCourses !== undefined && { disableSuggestedCourses: change.disableSuggestedCourses }),
      updatedAt: new Date(),
    })
    .where(and(eq(workspaceGroups.id, groupId), eq(workspaceGroups.workspaceId, scope.administered.workspaceId)))
    .returning();
  return row ?? null;
}

/** The administered workspace's groups by name. */
export async function groupsOfWorkspace(db: Queryable, scope: AdministeringScope): Promise<GroupRow[]> {
  return db
    .select()
    .from(workspaceGroups)
    .where(eq(workspaceGroups.workspaceId, scope.administered.workspaceId))
    .orderBy(asc(workspaceGroups.name), asc(workspaceGroups.id));
}

/** The administered workspace's organisation units by position and name. */
export async function unitsOfWorkspace(db: Queryable, scope: AdministeringScope) {
  return db
    .select({
      id: organisationUnits.id,
      name: organisationUnits.name,
      parentId: organisationUnits.parentId,
      suggestedCourses: organisationUnits.suggestedCourses,
    })
    .from(organisationUnits)
    .where(eq(organisationUnits.workspaceId, scope.administered.workspaceId))
    .orderBy(asc(organisationUnits.position), asc(organisationUnits.name), asc(organisationUnits.id));
}

/** Pure, reads no table: a group with its suggestions named (those still in the workspace's catalogue). */
export const toGroupWithCourses = (group: GroupRow, names: ReadonlyMap<string, string>): GroupWithCourses => ({
  id: group.id,
  name: group.name,
  workspaceId: group.workspaceId,
  customerId: group.customerId,
  suggestedCourses: named(group.suggestedCourses, names),
  disableSuggestedCourses: group.disableSuggestedCourses,
});

/** Pure, reads no table: suggested ids with their names, in order, dropping those no longer in the catalogue. */
export const named = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
  ids.flatMap((catalogItemId) => {
    const name = names.get(catalogItemId);
    return name === undefined ? [] : [{ catalogItemId, name }];
  });
