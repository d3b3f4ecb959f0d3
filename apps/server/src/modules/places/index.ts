import type { FastifyPluginAsync } from 'fastify';
import type { PlaceUsage } from './place-usage.js';
import { roomsRoutes } from './rooms.routes.js';
import { roomsService } from './rooms.service.js';
import { venuesRoutes } from './venues.routes.js';
import { venuesService } from './venues.service.js';

/**
 * The classroom service base (`/api/classroom`): venues and rooms so far (03 §7). It owns the
 * `venues` and `rooms` tables; events and sessions are `modules/events`', which answers
 * whether a place is in use (`usage`, given by `modules/index.ts`).
 */
export const placesModule: FastifyPluginAsync<{ usage: PlaceUsage }> = async (app, { usage }) => {
  await app.register(venuesRoutes(venuesService(app.services, usage)));
  await app.register(roomsRoutes(roomsService(app.services, usage)));
};

export { roomReach } from './places-scope.repository.js';
export type { Place, PlaceUsage } from './place-usage.js';
