import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../lib/request-origin.js';
import { route } from '../../lib/route.js';
import type { PasswordsService } from './passwords.service.js';

/** Forgotten password, password change and administrator reset (01 §5, §7, §8). */
export const passwordRoutes =
  (passwords: PasswordsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.forgotPassword, { audit: { entity: 'sso.password-reset' } }, async (request, reply) => {
      await passwords.forgot(request.body.email);
      return reply.status(204).send();
    });

    route(app, ENDPOINTS.confirmForgotPassword, { audit: { entity: 'sso.password-reset' } }, async (request, reply) => {
      await passwords.confirmForgotten(request.body, originOf(request));
      return reply.status(204).send();
    });

    route(app, ENDPOINTS.changePassword, { audit: { entity: 'sso.password' } }, async (request, reply) => {
      const { oldPassword, newPassword } = request.body;
      await passwords.change(request.scope, request.auth.sessionId, oldPassword, newPassword);
      return reply.status(204).send();
    });

    route(
      app,
      ENDPOINTS.resetUserPassword,
      { audit: { entity: 'user', idParam: 'userId' } },
      async (request, reply) => {
        await passwords.resetFor(request.scope, request.body.userId);
        return reply.status(204).send();
      },
    );
  };
