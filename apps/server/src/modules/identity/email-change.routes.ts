import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { EmailChangeService } from './email-change.service.js';

/** Changing one's own sign-in email address in two steps: a code to the new address, then the code. */
export const emailChangeRoutes =
  (emailChange: EmailChangeService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.changeEmail, { audit: { entity: 'user' } }, async (request, reply) =>
      reply.status(202).send(await emailChange.request(request.scope, request.body.emailAddress)),
    );

    route(app, ENDPOINTS.verifyEmailChange, { audit: { entity: 'user' } }, async (request, reply) => {
      await emailChange.verify(request.scope, request.body.code);
      return reply.status(204).send();
    });
  };
