import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { EnrolmentsService } from './enrolments.service.js';

/** A learner's own enrolments (02 §7 Enrolments): may I enrol, enrol, read one, cancel it. */
export const enrolmentsRoutes =
  (enrolments: EnrolmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.enrolmentAllowed, {}, (request) =>
      enrolments.allowed(request.scope, request.params.catalogItemId, request.params.learnerId),
    );

    route(app, ENDPOINTS.enrol, {}, async (request, reply) =>
      reply.code(201).send(await enrolments.enrol(request.scope, request.body.catalogItem)),
    );

    route(app, ENDPOINTS.enrolment, {}, (request) => enrolments.get(request.scope, request.params.id));

    route(app, ENDPOINTS.cancelEnrolment, {}, (request) => enrolments.cancel(request.scope, request.params.id));
  };
