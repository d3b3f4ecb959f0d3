import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { ImpersonationService } from './impersonation.service.js';

/** Acting as someone else and "Back to admin" (01 §4, §7). */
export const impersonationRoutes =
  (impersonation: ImpersonationService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.impersonate, { audit: { entity: 'user.impersonation' } }, (request) =>
      impersonation.impersonate(
        request.scope,
        request.auth.sessionId as string,
        request.params.id,
        request.query.originWorkspaceId,
      ),
    );

    route(app, ENDPOINTS.unimpersonate, { audit: { entity: 'user.impersonation' } }, (request) =>
      impersonation.unimpersonate(request.scope, request.auth.sessionId as string),
    );
  };
