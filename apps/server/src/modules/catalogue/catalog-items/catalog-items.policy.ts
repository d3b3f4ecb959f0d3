import { isSiteAdmin } from '@campus/contracts';
import type { Scope } from '../../../lib/scope.js';

/**
 * Record-level rules of catalogue items (02 §6; decision 0052), answered from the caller's scope
 * about a workspace or item the repository found within the caller's customer. A "no" is answered
 * as 404, so what is out of reach stays invisible.
 */

/** A workspace as the rules need it. */
export interface CatalogueWorkspaceRef {
  id: string;
  customerId: string;
}

/** An item as the rules need it: its customer and owning workspace (where it was made). */
export interface CatalogItemRef {
  customerId: string;
  workspaceId: string;
}

const ITEM_ADMINISTRATORS = ['admin', 'learning_experience_administrator'] as const;
const LIST_READERS = ['admin', 'learning_experience_administrator', 'manager'] as const;

/**
 * Administering a workspace's catalogue (its settings, its lists): superadmins, the customer's site
 * admins for any of its workspaces, and the caller's own workspace (the rule already asked for the
 * role: LXA for settings; admins, LXAs and managers for lists).
 */
export const mayAdministerCatalogueOf = ({ actor }: Scope, workspace: CatalogueWorkspaceRef): boolean =>
  actor.isSuperadmin ||
  (isSiteAdmin(actor) && actor.customerId === workspace.customerId) ||
  (actor.workspaceId === workspace.id && actor.customerId === workspace.customerId);

/**
 * Sharing, unsharing and archiving an item: "administrators of the owning workspace" (02 §6), its
 * admins and LXAs, and the customer's site admins; superadmins.
 */
export const mayShareCatalogItem = ({ actor }: Scope, item: CatalogItemRef): boolean =>
  actor.isSuperadmin ||
  (isSiteAdmin(actor) && actor.customerId === item.customerId) ||
  (actor.workspaceId === item.workspaceId &&
    actor.customerId === item.customerId &&
    ITEM_ADMINISTRATORS.some((role) => actor.roles.includes(role)));

/**
 * Reading one learner's catalogue (single learner, admin enrolments): administrators of the
 * learner's workspace (admins, LXAs, site admins, superadmins) for anyone in it; a manager for the
 * people of the units they manage.
 */
export function mayReadLearnerCatalogue(
  scope: Scope,
  learner: { workspaceId: string; customerId: string; organisationUnitId: string | null },
): boolean {
  const { actor } = scope;
  if (!mayAdministerCatalogueOf(scope, { id: learner.workspaceId, customerId: learner.customerId })) return false;
  if (actor.isSuperadmin || isSiteAdmin(actor)) return true;
  if (ITEM_ADMINISTRATORS.some((role) => actor.roles.includes(role))) return true;
  return (
    LIST_READERS.some((role) => actor.roles.includes(role)) &&
    learner.organisationUnitId !== null &&
    scope.managedUnits.includes(learner.organisationUnitId)
  );
}
