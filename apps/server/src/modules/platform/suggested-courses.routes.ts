import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { SuggestedCoursesService } from './suggested-courses.service.js';

/** Courses suggested to workspace groups and organisation units (03 §7 Groups, subscription manager). */
export const suggestedCoursesRoutes =
  (suggested: SuggestedCoursesService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.groupSuggestedCourses, { audit: { entity: 'workspace-group', idParam: 'id' } }, (request) =>
      suggested.setForGroup(request.scope, request.params.id, request.body),
    );

    route(app, ENDPOINTS.groupsWithCourses, {}, (request) =>
      suggested.groupsWithCourses(request.scope, request.params.workspaceId),
    );

    route(app, ENDPOINTS.unitsWithCourses, {}, (request) =>
      suggested.unitsWithCourses(request.scope, request.params.workspaceId),
    );
  };
