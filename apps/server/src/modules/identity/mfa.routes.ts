import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { MfaService } from './mfa.service.js';

/** Two-factor enrolment, preference and administration (01 §4, §7 "under sso /v2/cognito/"). */
export const mfaRoutes =
  (mfa: MfaService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.mfaSecret, { audit: { entity: 'user.mfa' } }, (request) =>
      mfa.newSecret(request.scope, request.body.accessToken),
    );

    route(app, ENDPOINTS.verifyMfa, { audit: { entity: 'user.mfa', idParam: 'userId' } }, (request) =>
      mfa.verify(request.scope, request.body),
    );

    route(
      app,
      ENDPOINTS.mfaPreference,
      { audit: { entity: 'user.mfa', idParam: 'userId' } },
      async (request, reply) => {
        await mfa.setPreference(request.scope, request.body.userId, request.body.enabled);
        return reply.status(204).send();
      },
    );

    route(
      app,
      ENDPOINTS.setMfaEnabled,
      { audit: { entity: 'user.mfa', idParam: 'userId' } },
      async (request, reply) => {
        await mfa.setEnabled(request.scope, request.body.userId, request.body.enabled);
        return reply.status(204).send();
      },
    );

    route(
      app,
      ENDPOINTS.setMfaRequired,
      { audit: { entity: 'user.mfa', idParam: 'userId' } },
      async (request, reply) => {
        await mfa.setRequired(request.scope, request.body.userId, request.body.enabled);
        return reply.status(204).send();
      },
    );

    route(app, ENDPOINTS.identityUser, {}, (request) => mfa.identityUser(request.scope, request.params.userId));
  };
