import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { MyEnrolmentsService } from './my-enrolments.service.js';

/**
 * A learner's own enrolments (issue 12: the learner's start page): their requests awaiting
 * approval and their enrolments, in the workspace of their token. Nobody else's can be asked for.
 */
export const myEnrolmentsRoutes =
  (mine: MyEnrolmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.myEnrolments, {}, (request) =>
      mine.page(request.scope, request.query.page, request.query.pageSize),
    );
  };
