import type { Scope } from '../../../lib/scope.js';
import type { WorkspaceRef } from '../../platform/index.js';
import type { SsoSubscriptionRow } from './sso-subscriptions.repository.js';

/**
 * Record-level rules of SSO subscriptions (03 §7). Which subscriptions a caller reaches at all is
 * the repository's scope (their customer's; superadmins every customer's); these answer what the
 * caller may do with them.
 */

/**
 * Setting up a customer's identity provider (creating, changing and reading its subscriptions,
 * our metadata for it) is for superadmins, for any customer: the provider decides who may sign
 * in to every workspace of the customer, so its own administrators get no part of it.
 */
export const mayConfigureSso = ({ actor }: Scope): boolean => actor.isSuperadmin;

/**
 * A workspace offers at sign-in only its own customer's subscriptions, and only active ones: the
 * choice its site admins make (signup-and-authentication-settings).
 */
export const mayOfferAtSignIn = (
  workspace: WorkspaceRef,
  subscription: Pick<SsoSubscriptionRow, 'customerId' | 'status'>,
): boolean => subscription.customerId === workspace.customerId && subscription.status === 'active';
