import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import { learnerOf } from './learner.js';
import { myEnrolments } from './my-enrolments.service.js';

/**
 * A learner's own enrolments (issue 12: the learner's start page): their requests awaiting
 * approval and their enrolments, in the workspace of their token. Nobody else's can be asked for.
 */
export const myEnrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.myEnrolments, {}, async (request) =>
    myEnrolments(db, learnerOf(request), request.query.page, request.query.pageSize),
  );
};
