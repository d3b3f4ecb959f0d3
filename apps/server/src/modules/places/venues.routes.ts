import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { VenuesService } from './venues.service.js';

/** Venues (03 §7): list, show, add, edit (and draft/active), archive, restore, remove. */
export const venuesRoutes =
  (venues: VenuesService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { entity: 'venue' };
    route(app, ENDPOINTS.venues, {}, (request) => venues.list(request.scope, request.query));
    route(app, ENDPOINTS.venue, {}, (request) => venues.get(request.scope, request.params.id));
    route(app, ENDPOINTS.createVenue, { audit }, async (request, reply) =>
      reply.code(201).send(await venues.create(request.scope, request.body)),
    );
    route(app, ENDPOINTS.updateVenue, { audit }, (request) => venues.update(request.scope, request.body));
    route(app, ENDPOINTS.archiveVenue, { audit }, (request) => venues.archive(request.scope, request.params.id));
    route(app, ENDPOINTS.restoreVenue, { audit }, (request) => venues.restore(request.scope, request.params.id));
    route(app, ENDPOINTS.removeVenue, { audit }, async (request, reply) => {
      await venues.remove(request.scope, request.params.id);
      return reply.code(204).send();
    });
  };
