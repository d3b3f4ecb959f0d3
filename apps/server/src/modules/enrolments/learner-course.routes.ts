import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { LearnerCourseService } from './learner-course.service.js';

/** The learner's view of one course (02 §2 learner course views): details, their version's tree, their progress. */
export const learnerCourseRoutes =
  (courses: LearnerCourseService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.learnerCourse, {}, (request) =>
      courses.get(request.scope, request.params.catalogItemId, request.query.enrolmentId),
    );
  };
