import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../../lib/request-origin.js';
import { route } from '../../../lib/route.js';
import type { RegistrationService } from './registration.service.js';

/** Self-registration with a key (01 §2, §3, §5): key details, register, confirm with the emailed code. */
export const selfRegistrationRoutes =
  (registration: RegistrationService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.keyDetails, {}, (request) => registration.keyDetails(request.params.key));

    route(app, ENDPOINTS.workspaceDetails, {}, (request) => registration.workspaceDetails(request.params.id));

    route(app, ENDPOINTS.registerUser, { audit: { entity: 'user.self-registration' } }, async (request, reply) =>
      reply.status(201).send(await registration.register(request.body, originOf(request))),
    );

    route(
      app,
      ENDPOINTS.confirmSignup,
      { audit: { entity: 'user.self-registration', idParam: 'userId' } },
      async (request, reply) => {
        await registration.confirm(request.body.userId, request.body.code, originOf(request));
        return reply.status(204).send();
      },
    );

    route(app, ENDPOINTS.resendCode, { audit: { entity: 'user.self-registration' } }, async (request, reply) => {
      await registration.resendCode(request.params.id);
      return reply.status(204).send();
    });
  };
