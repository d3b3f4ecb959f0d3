import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { ssoSubscriptions, workspaceSignInOptions, workspaces } from '../../../db/schema/index.js';
import type { WorkspaceRef } from '../../platform/index.js';

/**
 * Owner of workspace_sign_in_options: which SSO subscriptions a workspace offers at sign-in.
 * Settings calls pass a workspace found within the caller's scope; sign-in passes the
 * subscription the identity provider answered for.
 */

/** The ids a workspace offers at sign-in, limited to subscriptions that are still active. */
export async function signInOptionsOf(db: Queryable, workspace: WorkspaceRef): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceSignInOptions.subscriptionId })
    .from(workspaceSignInOptions)
    .innerJoin(ssoSubscriptions, eq(ssoSubscriptions.id, workspaceSignInOptions.subscriptionId))
    .where(and(eq(workspaceSignInOptions.workspaceId, workspace.id), eq(ssoSubscriptions.status, 'active')))
    .orderBy(asc(ssoSubscriptions.name));
  return rows.map((row) => row.id);
}

/** Replaces a workspace's sign-in options (the caller has checked the ids). */
export async function replaceSignInOptions(
  db: Queryable,
  workspace: WorkspaceRef,
  subscriptionIds: string[],
): Promise<void> {
  await db.delete(workspaceSignInOptions).where(eq(workspaceSignInOptions.workspaceId, workspace.id));
  if (subscriptionIds.length === 0) return;
  await db.insert(workspaceSignInOptions).values(
    subscriptionIds.map((subscriptionId) => ({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      subscriptionId,
    })),
  );
}

/** Active workspaces that offer this subscription at sign-in (where JIT sign-in adds a learner profile). */
export async function workspacesEnabledFor(db: Queryable, subscriptionId: string) {
  return db
    .select({ id: workspaces.id, customerId: workspaces.customerId })
    .from(workspaceSignInOptions)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSignInOptions.workspaceId))
    .where(and(eq(workspaceSignInOptions.subscriptionId, subscriptionId), eq(workspaces.status, 'active')));
}
