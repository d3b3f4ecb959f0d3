import type { FastifyPluginAsync } from 'fastify';
import { enrolmentRequestsRoutes } from './enrolment-requests.routes.js';
import { enrolmentsRoutes } from './enrolments.routes.js';
import { enrolmentsService } from './enrolments.service.js';

/** The learning-activities service base (`/api/learning-activities`): enrolments and requests. */
export const learningActivitiesModule: FastifyPluginAsync = async (app) => {
  const enrolments = enrolmentsService(app.services);
  await app.register(enrolmentsRoutes(enrolments));
  await app.register(enrolmentRequestsRoutes(enrolments));
};
