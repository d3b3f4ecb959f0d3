import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { RoomsService } from './rooms.service.js';

/** Rooms (03 §7): list by venue and status, show, add, edit (and draft/active), archive, restore, remove. */
export const roomsRoutes =
  (rooms: RoomsService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { entity: 'room' };
    route(app, ENDPOINTS.rooms, {}, (request) => rooms.list(request.scope, request.query));
    route(app, ENDPOINTS.room, {}, (request) => rooms.get(request.scope, request.params.id));
    route(app, ENDPOINTS.createRoom, { audit }, async (request, reply) =>
      reply.code(201).send(await rooms.create(request.scope, request.body)),
    );
    route(app, ENDPOINTS.updateRoom, { audit }, (request) => rooms.update(request.scope, request.body));
    route(app, ENDPOINTS.archiveRoom, { audit }, (request) => rooms.archive(request.scope, request.params.id));
    route(app, ENDPOINTS.restoreRoom, { audit }, (request) => rooms.restore(request.scope, request.params.id));
    route(app, ENDPOINTS.removeRoom, { audit }, async (request, reply) => {
      await rooms.remove(request.scope, request.params.id);
      return reply.code(204).send();
    });
  };
