import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { WorkspaceTokenService } from './workspace-token.service.js';

/** The second stage: from identity to a platform or workspace token (01 §4 Token stages). */
export const workspaceTokenRoutes =
  (workspaceTokens: WorkspaceTokenService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.exchangeToken, { audit: false }, (request) =>
      workspaceTokens.exchange(request.scope, request.auth.sessionId as string),
    );

    route(app, ENDPOINTS.validateWorkspace, { audit: { entity: 'sso.workspace-session' } }, async (request) => {
      const { tokenSet, place } = await workspaceTokens.enterWorkspace(
        request.scope,
        request.auth.sessionId as string,
        request.body.token,
        request.params.id,
      );
      // The identity token names no workspace: the trail records the one entered.
      request.auditPlace = place;
      return tokenSet;
    });

    route(app, ENDPOINTS.userWorkspaces, {}, (request) =>
      workspaceTokens.workspacesOf(request.scope, request.params.userId),
    );

    route(app, ENDPOINTS.jwks, { schema: { hide: true } }, async () => workspaceTokens.jwks());
  };
