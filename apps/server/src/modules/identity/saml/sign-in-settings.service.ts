import { ValidationError } from '../../../lib/errors.js';
import { administering, type AdministeringScope, type Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { findWorkspaceInScope, mayConfigureWorkspace } from '../../platform/index.js';
import { replaceSignInOptions, signInOptionsOf } from './sign-in-options.repository.js';
import { mayOfferAtSignIn } from './sso-subscriptions.policy.js';
import { findSsoSubscriptionsIn } from './sso-subscriptions.repository.js';

/**
 * Which SSO subscriptions a workspace offers at sign-in (03 §7 signup-and-authentication-settings):
 * a superadmin for any workspace, a master administrator (or owner) for their customer's.
 */
export function signInSettingsService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  /** The caller administering the workspace when it configures it; a 404 otherwise so other tenants stay invisible. */
  const workspaceFor = async (scope: Scope, workspaceId: string): Promise<AdministeringScope> => {
    const found = await findWorkspaceInScope(db, scope, workspaceId);
    return administering(scope, found?.workspace, (workspace) => mayConfigureWorkspace(scope, workspace));
  };

  return {
    async get(scope: Scope, workspaceId: string): Promise<{ options: string[] }> {
      const administered = await workspaceFor(scope, workspaceId);
      return { options: await signInOptionsOf(db, administered) };
    },

    /** Replaces the options at once; an id the workspace may not offer refuses the whole change. */
    async save(scope: Scope, workspaceId: string, options: string[]): Promise<{ options: string[] }> {
      const administered = await workspaceFor(scope, workspaceId);
      const workspace = { id: administered.administered.workspaceId, customerId: administered.administered.customerId };
      const wanted = [...new Set(options)];
      await db.transaction(async (tx) => {
        const offerable = (await findSsoSubscriptionsIn(tx, scope, wanted))
          .filter((subscription) => mayOfferAtSignIn(workspace, subscription))
          .map((subscription) => subscription.id);
        const invalid = wanted.filter((id) => !offerable.includes(id));
        if (invalid.length > 0) {
          throw new ValidationError(
            invalid.map((id) => ({
              path: `options.${wanted.indexOf(id)}`,
              message: 'is not an active SSO subscription of this customer',
            })),
          );
        }
        await replaceSignInOptions(tx, administered, wanted);
      });
      return { options: await signInOptionsOf(db, administered) };
    },
  };
}

export type SignInSettingsService = ReturnType<typeof signInSettingsService>;
