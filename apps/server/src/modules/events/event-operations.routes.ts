import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { EventOperationsService } from './event-operations.service.js';
import type { FlyersService } from './flyers.service.js';

/** A file name from the event's name: letters, digits and dashes. */
const fileName = (name: string, kind: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'event'
  }-${kind}-flyer.pdf`;

/** Bulk booking, waiting lists in bulk, summaries, clash checks, learner views and flyers (03 §7). */
export const eventOperationsRoutes =
  (operations: EventOperationsService, flyers: FlyersService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.bulkBooking, { audit: { entity: 'booking' } }, (request) =>
      operations.bulkBook(request.scope, request.body),
    );
    route(app, ENDPOINTS.leaveWaitingListBulk, { audit: { entity: 'learner_subscription' } }, (request) =>
      operations.leaveWaitingLists(request.scope, request.body.ids),
    );
    route(app, ENDPOINTS.occurrencesSummary, {}, (request) =>
      operations.occurrencesSummary(request.scope, request.params.id),
    );
    route(app, ENDPOINTS.checkAssets, { audit: false }, (request) =>
      operations.checkAssets(request.scope, request.body),
    );
    route(app, ENDPOINTS.availableOccurrence, {}, (request) =>
      operations.availableOccurrence(request.scope, request.params.id),
    );
    route(app, ENDPOINTS.learnerBookings, {}, (request) =>
      operations.learnerBookings(request.scope, request.params.id, request.query.eventId),
    );
    route(app, ENDPOINTS.usersAvailable, {}, (request) => operations.availableTrainers(request.scope, request.query));
    const flyer =
      (kind: 'event' | 'session') =>
      async (
        request: { scope: Parameters<FlyersService['event']>[0]; params: { id: string } },
        reply: {
          header: (name: string, value: string) => unknown;
          type: (value: string) => unknown;
          send: (body: Buffer) => unknown;
        },
      ) => {
        const printed = await flyers[kind](request.scope, request.params.id);
        reply.type('application/pdf');
        reply.header('content-disposition', `inline; filename="${fileName(printed.name, kind)}"`);
        reply.header('cache-control', 'private, no-store');
        return reply.send(printed.pdf);
      };
    route(app, ENDPOINTS.eventFlyer, { schema: { produces: ['application/pdf'] } }, flyer('event'));
    route(app, ENDPOINTS.sessionFlyer, { schema: { produces: ['application/pdf'] } }, flyer('session'));
  };
