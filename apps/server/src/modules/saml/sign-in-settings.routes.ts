import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { findWorkspaceWithCustomer } from '../tenancy/tenancy.repository.js';
import { mayConfigureWorkspace } from '../tenancy/workspaces.policy.js';
import { activeSubscriptionIdsOf, replaceSignInOptions, signInOptionsOf } from './sso-subscriptions.repository.js';
import { route } from '../../lib/route.js';

/**
 * Which SSO subscriptions a workspace offers at sign-in (03 §7 signup-and-authentication-settings):
 * a superadmin for any workspace, a master administrator (or owner) for their customer's.
 */
export const signInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  /** The workspace when the actor administers it; a 404 otherwise so other tenants stay invisible. */
  const workspaceFor = async (scope: Scope, workspaceId: string) => {
    const found = await findWorkspaceWithCustomer(db, workspaceId);
    if (!found || !mayConfigureWorkspace(scope, found.workspace)) throw new NotFoundError();
    return found.workspace;
  };

  route(app, ENDPOINTS.signInSettings, {}, async (request) => {
    const workspace = await workspaceFor(request.scope, request.params.id);
    return { options: await signInOptionsOf(db, workspace.id) };
  });

  route(app, ENDPOINTS.saveSignInSettings, { audit: { entity: 'workspace-sign-in-options' } }, async (request) => {
    const workspace = await workspaceFor(request.scope, request.params.id);
    const wanted = [...new Set(request.body.options)];
    await db.transaction(async (tx) => {
      const valid = await activeSubscriptionIdsOf(tx, workspace.customerId, wanted);
      const invalid = wanted.filter((id) => !valid.includes(id));
      if (invalid.length > 0) {
        throw new ValidationError(
          invalid.map((id) => ({
            path: `options.${wanted.indexOf(id)}`,
            message: 'is not an active SSO subscription of this customer',
          })),
        );
      }
      await replaceSignInOptions(tx, workspace, wanted);
    });
    return { options: await signInOptionsOf(db, workspace.id) };
  });
};
