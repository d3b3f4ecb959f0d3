import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { EventViewService } from './event-view.service.js';

/** The coordinator's session page and the course assignment screen (docs/events.md). */
export const eventViewRoutes =
  (view: EventViewService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.sessionBookings, {}, (request) => view.sessionBookings(request.scope, request.params.id));
    route(app, ENDPOINTS.assignCourseToEvents, { audit: { entity: 'event_course' } }, (request) =>
      view.assignCourse(request.scope, request.params.id, request.body),
    );
  };
