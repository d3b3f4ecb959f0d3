import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { EnrolmentsService } from './enrolments.service.js';

/**
 * Enrolment requests (02 §4 Requests, §7): the unresolved list and approving or rejecting one.
 * The screen's bulk actions call these once per request.
 */
export const enrolmentRequestsRoutes =
  (enrolments: EnrolmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.unresolvedEnrolments, {}, (request) => enrolments.unresolved(request.scope, request.query));

    route(app, ENDPOINTS.approveEnrolment, {}, (request) =>
      enrolments.resolve(request.scope, request.params.id, 'approve'),
    );

    route(app, ENDPOINTS.rejectEnrolment, {}, (request) =>
      enrolments.resolve(request.scope, request.params.id, 'reject'),
    );
  };
