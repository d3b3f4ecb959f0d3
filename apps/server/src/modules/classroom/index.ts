import type { FastifyPluginAsync } from 'fastify';
import { roomsRoutes } from './rooms.routes.js';
import { roomsService } from './rooms.service.js';
import { venuesRoutes } from './venues.routes.js';
import { venuesService } from './venues.service.js';

/**
 * The classroom service base (`/api/classroom`): venues and rooms so far (03 §7). It owns the
 * `venues` and `rooms` tables; events and sessions are `modules/classroom-events`'.
 */
export const classroomModule: FastifyPluginAsync = async (app) => {
  await app.register(venuesRoutes(venuesService(app.services)));
  await app.register(roomsRoutes(roomsService(app.services)));
};
