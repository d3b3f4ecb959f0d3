import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { ssoSubscriptions, workspaceSignInOptions, workspaces } from '../../../db/schema/index.js';
import type { AdministeringScope } from '../../../lib/scope.js';

/**
 * Owner of workspace_sign_in_options: which SSO subscriptions a workspace offers at sign-in.
 * Settings calls take the scope administering the workspace (`administering` with
 * `mayConfigureWorkspace`); sign-in passes the subscription the identity provider answered for.
 */

/** The ids the administered workspace offers at sign-in, limited to subscriptions that are still active. */
export async function signInOptionsOf(db: Queryable, scope: AdministeringScope): Promise<string[]> {
  const workspace = { id: scope.administered.workspaceId };
  const rows = await db
    .select({ id: workspaceSignInOptions.subscriptionId })
    .from(workspaceSignInOptions)
    .innerJoin(ssoSubscriptions, eq(ssoSubscriptions.id, workspaceSignInOptions.subscriptionId))
    .where(and(eq(workspaceSignInOptions.workspaceId, workspace.id), eq(ssoSubscriptions.status, 'active')))
    .orderBy(asc(ssoSubscriptions.name));
  return rows.map((row) => row.id);
}

/** Replaces the administered workspace's sign-in options (the caller has checked the ids). */
export async function replaceSignInOptions(
  db: Queryable,
  scope: AdministeringScope,
  subscriptionIds: string[],
): Promise<void> {
  const workspace = { id: scope.administered.workspaceId, customerId: scope.administered.customerId };
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

/**
 * Active workspaces that offer this subscription at sign-in (where JIT sign-in adds a learner
 * profile).
 * @unscoped sign-in SAML sign-in, keyed by the subscription the identity provider answered for.
 */
export async function workspacesEnabledFor(db: Queryable, subscriptionId: string) {
  return db
    .select({ id: workspaces.id, customerId: workspaces.customerId })
    .from(workspaceSignInOptions)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSignInOptions.workspaceId))
    .where(and(eq(workspaceSignInOptions.subscriptionId, subscriptionId), eq(workspaces.status, 'active')));
}
