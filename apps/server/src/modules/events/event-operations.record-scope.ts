import type { Database } from '../../db/client.js';
import {
  createBookableEvent,
  createLearners,
  createRoom,
  createSubscription,
  createVenue,
} from '../../test/classroom-factories.js';
import type { CaseContext, Fixture, RecordScope } from '../../test/record-scope/cases.js';
import type { Tenant } from '../../test/record-scope/world.js';

/**
 * Record-scope cases for the remaining classroom calls of issue 14 (bulk booking, bulk waiting
 * lists, summaries, clash checks, the offered session, a learner's bookings, flyers). The trainers'
 * calls are modules/trainers': trainers.record-scope.ts.
 */

const person = async (db: Database, tenant: Tenant) => (await createLearners(db, tenant.workspace, 1))[0]!.id;
const bookable = (db: Database, tenant: Tenant) => createBookableEvent(db, tenant.workspace);
const ownSession = ({ db, caller }: CaseContext) => bookable(db, caller);
const at = (days: number) => new Date(Date.now() + days * 86_400_000 + Math.floor(Math.random() * 5_000_000));
const item = (extra: Record<string, unknown> = {}) => {
  const start = at(60);
  return {
    datetimeStart: start.toISOString(),
    datetimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
    ...extra,
  };
};
const sessionParam: Fixture = {
  cases: {
    'params.id': { build: async ({ db, owner }) => ({ params: { id: (await bookable(db, owner)).session.id } }) },
  },
};
const eventParam: Fixture = {
  cases: {
    'params.id': { build: async ({ db, owner }) => ({ params: { id: (await bookable(db, owner)).event.id } }) },
  },
};

export const EVENT_OPERATIONS_FIXTURES: RecordScope['fixtures'] = {
  bulkBooking: {
    cases: {
      'body.learnerId': {
        build: async (context) => {
          const { event, session } = await ownSession(context);
          return {
            body: [{ learnerId: await person(context.db, context.owner), eventId: event.id, occurrenceId: session.id }],
          };
        },
      },
      'body.eventId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          const mine = context.owner === context.caller ? theirs : await ownSession(context);
          return {
            body: [
              {
                learnerId: await person(context.db, context.caller),
                eventId: theirs.event.id,
                occurrenceId: mine.session.id,
              },
            ],
          };
        },
      },
      'body.occurrenceId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          return {
            body: [
              {
                learnerId: await person(context.db, context.caller),
                eventId: theirs.event.id,
                occurrenceId: theirs.session.id,
              },
            ],
          };
        },
      },
      'body.form': {
        build: async (context) => {
          const { event, session } = await ownSession(context);
          return {
            body: [
              {
                learnerId: await person(context.db, context.caller),
                eventId: event.id,
                occurrenceId: session.id,
                form: [],
              },
            ],
          };
        },
        refusal: { status: 200, why: 'form answers name the event’s own form fields (none here), not records' },
      },
    },
  },
  leaveWaitingListBulk: {
    cases: {
      'body.ids': {
        build: async ({ db, owner }) => ({
          body: { ids: [(await createSubscription(db, await bookable(db, owner), await person(db, owner))).id] },
        }),
      },
    },
  },
  occurrencesSummary: eventParam,
  checkAssets: {
    cases: {
      'body.occurrenceId': {
        build: async ({ db, owner }) => ({
          body: { occurrenceId: (await bookable(db, owner)).session.id, items: [item()] },
        }),
      },
      'body.items': {
        build: async ({ db, owner }) => {
          const room = await createRoom(db, await createVenue(db, owner.workspace, { status: 'active' }), {
            status: 'active',
          });
          return { body: { items: [item({ roomId: room.id })] } };
        },
        refusal: { status: 400, why: 'another customer’s room is refused as a field error on items' },
      },
    },
  },
  availableOccurrence: {
    ...sessionParam,
    learnerMay: 'learners read the sessions of their workspace’s active events to book them',
  },
  learnerBookings: {
    cases: {
      'params.id': { build: async ({ db, owner }) => ({ params: { id: await person(db, owner) } }) },
      'query.eventId': {
        build: async (context) => ({
          params: { id: await person(context.db, context.caller) },
          query: { eventId: (await bookable(context.db, context.owner)).event.id },
        }),
      },
    },
  },
  usersAvailable: {
    cases: {
      'query.occurrenceId': {
        build: async ({ db, owner }) => {
          const start = at(70);
          return {
            query: {
              datetimeStart: start.toISOString(),
              datetimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
              occurrenceId: (await bookable(db, owner)).session.id,
            },
          };
        },
      },
    },
  },
  eventFlyer: eventParam,
  sessionFlyer: sessionParam,
};
