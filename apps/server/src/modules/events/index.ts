import type { FastifyPluginAsync } from 'fastify';
import { bookingsService } from './bookings.service.js';
import { dashboardsRoutes } from './dashboards.routes.js';
import { dashboardsService } from './dashboards.service.js';
import { eventOperationsRoutes } from './event-operations.routes.js';
import { eventOperationsService } from './event-operations.service.js';
import { calendarRoutes } from './calendar.routes.js';
import { calendarService } from './calendar.service.js';
import { eventsRoutes } from './events.routes.js';
import { eventsService } from './events.service.js';
import { eventViewRoutes } from './event-view.routes.js';
import { eventViewService } from './event-view.service.js';
import { flyersService } from './flyers.service.js';
import type { CourseProgress } from './registers/course-progress.js';
import { registersRoutes } from './registers/registers.routes.js';
import { registersService } from './registers/registers.service.js';
import { registerExtrasRoutes } from './registers/extras.routes.js';
import { checkInService } from './registers/check-in.service.js';
import { registerPrintService } from './registers/print.service.js';
import { activeRelationsOf, eventsUsing } from './events.repository.js';
import type { PlaceUsage } from '../places/index.js';

/**
 * `modules/events` owns `events`, `event_sessions`, `event_session_items`,
 * `event_bookings` and `event_subscriptions` (03 §3), and the registers, summaries, outcomes and
 * trainer feedback of `registers/`. Its calls live under `/api/classroom` beside venues and rooms
 * (03 §7). Venues and rooms ask it whether they are in use through `placeUsage`, which
 * `modules/index.ts` hands to the places module; it tells courses of its learners' outcomes
 * through the `courseProgress` that `modules/index.ts` hands it (enrolments').
 */
export const eventsModule: FastifyPluginAsync<{ courseProgress: CourseProgress }> = async (app, { courseProgress }) => {
  const operations = eventOperationsService(app.services);
  await app.register(eventsRoutes(eventsService(app.services), bookingsService(app.services), operations));
  await app.register(eventOperationsRoutes(operations, flyersService(app.services)));
  await app.register(calendarRoutes(calendarService(app.services)));
  await app.register(dashboardsRoutes(dashboardsService(app.services)));
  await app.register(eventViewRoutes(eventViewService(app.services)));
  const registers = registersService(app.services, courseProgress);
  await app.register(registersRoutes(registers));
  await app.register(registerExtrasRoutes(registerPrintService(app.services, registers), checkInService(app.services)));
};

export { eventReach, findEvent } from './events.repository.js';
export { trainersOfEvent } from './event-view.repository.js';
export { registerJobs } from './jobs.js';
export { makeCheckInCode } from './registers/check-in-codes.js';
export { isCoordinator } from './events.policy.js';
export type { CourseProgress, EventOutcomesForCourses } from './registers/course-progress.js';
// For courses (the catalogue's CourseEvents, handed over by modules/index.ts): an event a course's node may name.
export { courseEvents } from './course-events.js';

/** Whether a venue or room is in use, for the classroom module (which may not import this one). */
export const placeUsage: PlaceUsage = { activeRelationsOf, eventsUsing };
