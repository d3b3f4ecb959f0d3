import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../lib/request-origin.js';
import { route } from '../../lib/route.js';
import type { SignInService } from './sign-in.service.js';

/**
 * The identity-pool calls the spec leaves "not shown" (01 §7): sign in with email and password,
 * refresh, log out. Plus the email-stage existence check.
 */
export const authRoutes =
  (signIn: SignInService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.userExists, {}, (request) => signIn.userExists(request.query.email));

    route(app, ENDPOINTS.login, { audit: { entity: 'sso.session' } }, (request) =>
      signIn.login(request.body.email, request.body.password, originOf(request)),
    );

    route(app, ENDPOINTS.refresh, { audit: false }, (request) =>
      signIn.refresh(request.body.refreshToken, originOf(request)),
    );

    route(app, ENDPOINTS.logout, { audit: { entity: 'sso.session' } }, async (request, reply) => {
      await signIn.logout(request.auth.sessionId, request.body?.refreshToken);
      return reply.status(204).send();
    });
  };
