import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { organisationUnits, workspaceGroups } from '../../../db/schema/index.js';

/** The workspace's parts a key can offer (organisation units, groups), and its self-registration switch. */

export async function unitsOf(db: Queryable, workspaceId: string) {
  return db
    .select({ id: organisationUnits.id, name: organisationUnits.name })
    .from(organisationUnits)
    .where(eq(organisationUnits.workspaceId, workspaceId))
    .orderBy(asc(organisationUnits.name));
}

export async function groupsOf(db: Queryable, workspaceId: string) {
  return db
    .select({ id: workspaceGroups.id, name: workspaceGroups.name })
    .from(workspaceGroups)
    .where(eq(workspaceGroups.workspaceId, workspaceId))
    .orderBy(asc(workspaceGroups.name));
}

/** Whether every listed unit and group belongs to the workspace (none may come from another one). */
export async function allInWorkspace(
  db: Queryable,
  workspaceId: string,
  lists: { units: readonly string[]; groups: readonly string[] },
): Promise<boolean> {
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
