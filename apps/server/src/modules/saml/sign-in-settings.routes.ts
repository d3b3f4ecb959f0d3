import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES, idParamSchema, signInSettingsSchema } from '@campus/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { findWorkspaceWithCustomer } from '../tenancy/tenancy.repository.js';
import { mayConfigureWorkspace } from '../tenancy/workspaces.policy.js';
import { activeSubscriptionIdsOf, replaceSignInOptions, signInOptionsOf } from './sso-subscriptions.repository.js';

const tags = ['subscription-manager'];

/**
 * Which SSO subscriptions a workspace offers at sign-in (03 §7 signup-and-authentication-settings):
 * a superadmin for any workspace, a master administrator (or owner) for their customer's.
 */
export const signInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const path = '/api/subscription-manager/signup-and-authentication-settings/:id';

  /** The workspace when the actor administers it; a 404 otherwise so other tenants stay invisible. */
  const workspaceFor = async (scope: Scope, workspaceId: string) => {
    const found = await findWorkspaceWithCustomer(db, workspaceId);
    if (!found || !mayConfigureWorkspace(scope, found.workspace)) throw new NotFoundError();
    return found.workspace;
  };

  app.get(
    path,
    {
      config: { access: RULES.signInSettings },
      schema: { tags, params: idParamSchema, response: { 200: signInSettingsSchema } },
    },
    async (request) => {
      const workspace = await workspaceFor(request.scope, request.params.id);
      return { options: await signInOptionsOf(db, workspace.id) };
    },
  );

  app.post(
    path,
    {
      config: { access: RULES.signInSettings, audit: { entity: 'workspace-sign-in-options' } },
      schema: { tags, params: idParamSchema, body: signInSettingsSchema, response: { 200: signInSettingsSchema } },
    },
    async (request) => {
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
    },
  );
};
