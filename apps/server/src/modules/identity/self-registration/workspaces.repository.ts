import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { organisationUnits, workspaceGroups } from '../../../db/schema/index.js';
import type { AdministeringScope } from '../../../lib/scope.js';

/**
 * The workspace's parts a key can offer (organisation units, groups). `unitsOf` and `groupsOf`
 * serve the public registration form, where the key's workspace is known and no scope exists.
 */

/** @unscoped public The registration form of the key's workspace, before any scope exists. */
export async function unitsOf(db: Queryable, workspaceId: string) {
  return db
    .select({ id: organisationUnits.id, name: organisationUnits.name })
    .from(organisationUnits)
    .where(eq(organisationUnits.workspaceId, workspaceId))
    .orderBy(asc(organisationUnits.name));
}

/** @unscoped public The registration form of the key's workspace, before any scope exists. */
export async function groupsOf(db: Queryable, workspaceId: string) {
  return db
    .select({ id: workspaceGroups.id, name: workspaceGroups.name })
    .from(workspaceGroups)
    .where(eq(workspaceGroups.workspaceId, workspaceId))
    .orderBy(asc(workspaceGroups.name));
}

/** Whether every listed unit and group belongs to the administered workspace (none may come from another one). */
export async function allInWorkspace(
  db: Queryable,
  scope: AdministeringScope,
  lists: { units: readonly string[]; groups: readonly string[] },
): Promise<boolean> {
  const { workspaceId } = scope.administered;
  const units = [...new Set(lists.units)];
  const groups = [...new Set(lists.groups)];
  const [foundUnits, foundGroups] = await Promise.all([
    units.length
      ? db
          .select({ id: organisationUnits.id })
          .from(organisationUnits)
          .where(and(eq(organisationUnits.workspaceId, workspaceId), inArray(organisationUnits.id, units)))
      : [],
    groups.length
      ? db
          .select({ id: workspaceGroups.id })
          .from(workspaceGroups)
          .where(and(eq(workspaceGroups.workspaceId, workspaceId), inArray(workspaceGroups.id, groups)))
      : [],
  ]);
  return foundUnits.length === units.length && foundGroups.length === groups.length;
}
