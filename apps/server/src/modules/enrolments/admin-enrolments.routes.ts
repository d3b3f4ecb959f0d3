import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { AdminEnrolmentsService } from './admin-enrolments.service.js';

/**
 * Enrolments by administrators (02 §7 Enrolments): enrol one learner, withdraw several, who is
 * enrolled on an item, a person's enrolments. The bulk enrolment screen calls the first once per
 * learner, 100 ms apart (02 §9).
 */
export const adminEnrolmentsRoutes =
  (enrolments: AdminEnrolmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.adminEnrol, { audit: { entity: 'enrolment' } }, async (request, reply) =>
      reply.code(201).send(await enrolments.enrol(request.scope, request.body.catalogItem, request.body.learner)),
    );

    route(
      app,
      ENDPOINTS.assignSuggestedCourses,
      { audit: { entity: 'enrolment.suggested-courses', idParam: 'learner' } },
      (request) => enrolments.assignSuggested(request.scope, request.body),
    );

    route(
      app,
      ENDPOINTS.withdrawEnrolments,
      { audit: { entity: 'enrolment.withdrawal', idParam: 'catalogItem' } },
      (request) => enrolments.withdraw(request.scope, request.body.catalogItem, request.body.learners),
    );

    route(app, ENDPOINTS.usersEnrolledToCatalogItem, {}, (request) =>
      enrolments.usersEnrolled(request.scope, request.params.id, request.query.learners),
    );

    route(app, ENDPOINTS.learnerEnrolmentsByCatalogItem, {}, (request) =>
      enrolments.learnerEnrolmentsOnItem(request.scope, request.params.id, request.params.userId),
    );

    route(app, ENDPOINTS.ownUserEnrolments, {}, (request) => enrolments.ownList(request.scope, request.query));

    route(app, ENDPOINTS.userEnrolments, {}, (request) =>
      enrolments.listOf(request.scope, request.params.userId, request.query),
    );

    route(app, ENDPOINTS.dashboardEnrolments, {}, (request) => enrolments.dashboard(request.scope, request.query));
  };
