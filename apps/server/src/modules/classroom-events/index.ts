import type { FastifyPluginAsync } from 'fastify';
import { bookingsService } from './bookings.service.js';
import { eventsRoutes } from './events.routes.js';
import { eventsService } from './events.service.js';
import { eventViewRoutes } from './event-view.routes.js';
import { eventViewService } from './event-view.service.js';

/**
 * `modules/classroom-events` owns `events`, `event_sessions`, `event_session_items`,
 * `event_bookings` and `event_subscriptions` (03 §3). Its calls live under `/api/classroom`
 * beside venues and rooms (03 §7). Venues and rooms ask it whether they are in use
 * (`events.repository.ts`).
 */
export const classroomEventsModule: FastifyPluginAsync = async (app) => {
  await app.register(eventsRoutes(eventsService(app.services), bookingsService(app.services)));
  await app.register(eventViewRoutes(eventViewService(app.services)));
};

export {
  activeRelationsOf,
  advanceSessionStatuses,
  eventReach,
  eventsUsing,
  findEvent,
  insertEvent,
  insertEventSession,
} from './events.repository.js';
export { trainersOfEvent } from './event-view.repository.js';
