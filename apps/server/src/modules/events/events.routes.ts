import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { BookingsService } from './bookings.service.js';
import type { EventOperationsService } from './event-operations.service.js';
import type { EventsService } from './events.service.js';

/** Events, sessions, bookings and waiting lists (03 §7). */
export const eventsRoutes =
  (events: EventsService, bookings: BookingsService, operations: EventOperationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const event = { entity: 'event' };
    const session = { entity: 'session' };
    const booking = { entity: 'booking' };
    route(app, ENDPOINTS.listEvents, {}, (request) => events.list(request.scope, request.query));
    route(app, ENDPOINTS.calendarSessions, { audit: false }, (request) =>
      events.calendar(request.scope, request.query, request.body),
    );
    route(app, ENDPOINTS.profileUsers, {}, (request) => events.profileUsers(request.scope, request.params.role));
    route(app, ENDPOINTS.event, {}, (request) => events.get(request.scope, request.params.id));
    route(app, ENDPOINTS.eventSummary, {}, (request) => events.summary(request.scope, request.params.id));
    route(app, ENDPOINTS.eventSessions, {}, (request) => events.sessions(request.scope, request.params.id));
    route(app, ENDPOINTS.eventSettings, {}, (request) => events.settings(request.scope, request.params.id));
    route(app, ENDPOINTS.eventsForCourse, {}, (request) => events.availableForCourse(request.scope, request.params.id));
    route(app, ENDPOINTS.createEvent, { audit: event }, async (request, reply) =>
      reply.code(201).send(await events.create(request.scope, request.body)),
    );
    route(app, ENDPOINTS.updateEvent, { audit: event }, (request) => events.update(request.scope, request.body));
    route(app, ENDPOINTS.archiveEvent, { audit: event }, (request) => events.archive(request.scope, request.params.id));
    route(app, ENDPOINTS.reactivateEvent, { audit: event }, (request) =>
      events.reactivate(request.scope, request.params.id),
    );
    route(app, ENDPOINTS.removeEvent, { audit: event }, async (request, reply) => {
      await events.remove(request.scope, request.params.id);
      return reply.code(204).send();
    });

    route(app, ENDPOINTS.occurrence, {}, (request) => events.showSession(request.scope, request.params.id));
    route(app, ENDPOINTS.createOccurrence, { audit: session }, async (request, reply) =>
      reply.code(201).send(await events.createSession(request.scope, request.body)),
    );
    route(app, ENDPOINTS.updateOccurrence, { audit: session }, (request) =>
      events.updateSession(request.scope, request.body),
    );
    route(app, ENDPOINTS.occurrenceActivation, { audit: session }, (request) =>
      events.activate(request.scope, request.body),
    );
    route(app, ENDPOINTS.occurrenceArchivization, { audit: session }, async (request, reply) => {
      await events.archiveSession(request.scope, request.body.occurrenceId);
      return reply.code(204).send();
    });
    route(app, ENDPOINTS.cancelOccurrence, { audit: session }, (request) =>
      events.cancelSession(request.scope, request.body),
    );

    route(app, ENDPOINTS.validateBooking, { audit: false }, (request) =>
      bookings.validate(request.scope, request.body),
    );
    route(app, ENDPOINTS.booking, {}, (request) => bookings.get(request.scope, request.params.id));
    route(app, ENDPOINTS.createBooking, { audit: booking }, async (request, reply) =>
      reply.code(201).send(await bookings.book(request.scope, request.body)),
    );
    // Invitations' accept and resend are the operations' (docs/events.md); the rest the engine's.
    route(app, ENDPOINTS.updateBooking, { audit: booking }, (request) =>
      request.body.action === 'accept' || request.body.action === 'resend'
        ? operations.answerInvitation(request.scope, request.body)
        : bookings.update(request.scope, request.body),
    );
    route(app, ENDPOINTS.bookAndEnrol, { audit: booking }, async (request, reply) =>
      reply.code(201).send(await bookings.bookAndEnrol(request.scope, request.body)),
    );
    route(app, ENDPOINTS.joinWaitingList, { audit: { entity: 'learner_subscription' } }, async (request, reply) =>
      reply.code(201).send(await bookings.joinWaitingList(request.scope, request.body)),
    );
    route(app, ENDPOINTS.leaveWaitingList, { audit: { entity: 'learner_subscription' } }, async (request, reply) => {
      await bookings.leaveWaitingList(request.scope, request.params.id);
      return reply.code(204).send();
    });
  };
