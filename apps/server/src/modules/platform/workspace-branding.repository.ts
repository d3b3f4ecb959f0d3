import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { workspaces } from '../../db/schema/index.js';

/**
 * An active workspace's name and customisation; archived and draft ones are not found.
 * @unscoped public The sign-in page's branding, by the workspace id in its address.
 */
export async function findActiveWorkspaceCustomisation(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, customisation: workspaces.customisation })
    .from(workspaces)
    .where(and(eq(workspaces.id, id), eq(workspaces.status, 'active')));
  return row ?? null;
}
