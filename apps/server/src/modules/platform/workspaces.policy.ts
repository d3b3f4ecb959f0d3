import { isSiteAdmin } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';

/** A workspace as the policies need it: which it is and whose. */
export interface WorkspaceRef {
  id: string;
  customerId: string;
}

/**
 * Record-level questions about workspaces, answered from the caller's scope (never from ids the
 * client chose) about a workspace the repository found within the caller's tenant. A "no" is
 * answered as 404 by the caller, so records out of reach stay invisible. Reading a customer needs
 * no rule beyond the tenant filter (`findCustomerInScope`): its own people and superadmins.
 */

/** Reading a workspace's shell data: superadmins, anyone in it, and its customer's site admins. */
export const mayReadWorkspace = ({ actor }: Scope, workspace: WorkspaceRef): boolean =>
  actor.isSuperadmin ||
  workspace.id === actor.workspaceId ||
  (isSiteAdmin(actor) && workspace.customerId === actor.customerId);

/**
 * Inviting people into a workspace and following the invitations up: superadmins, the site
 * admins of its customer, and the user administrators of that workspace.
 */
export const mayAdministerWorkspaceUsers = ({ actor }: Scope, workspace: WorkspaceRef): boolean =>
  actor.isSuperadmin ||
  (isSiteAdmin(actor) && actor.customerId === workspace.customerId) ||
  (actor.roles.includes('user_administrator') && actor.workspaceId === workspace.id);

/**
 * A workspace's configuration (self-registration keys, sign-in options): superadmins and the
 * site admins of its customer.
 */
export const mayConfigureWorkspace = ({ actor }: Scope, workspace: WorkspaceRef): boolean =>
  actor.isSuperadmin || (isSiteAdmin(actor) && actor.customerId === workspace.customerId);
