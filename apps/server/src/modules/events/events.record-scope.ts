import type { Database } from '../../db/client.js';
import {
  addSession,
  createBookableEvent,
  createBooking,
  createLearners,
  createRoom,
  createSubscription,
  createVenue,
} from '../../test/classroom-factories.js';
import { createCatalogItem, createFile, unique } from '../../test/factories.js';
import type { CaseContext, Fixture, RecordScope } from '../../test/record-scope/cases.js';
import type { Tenant } from '../../test/record-scope/world.js';
import { EVENT_OPERATIONS_FIXTURES } from './event-operations.record-scope.js';
import { EVENT_VIEW_FIXTURES } from './event-view.record-scope.js';
import { REGISTER_FIXTURES } from './registers/registers.record-scope.js';
import { REGISTER_EXTRAS_FIXTURES } from './registers/register-extras.record-scope.js';

/**
 * Record-scope cases for events, sessions, bookings and waiting lists (test support,
 * docs/architecture.md "Record-scope harness"): the event, session, booking or list entry named,
 * and every person, room, course and file a body names, must be the caller's customer's (and
 * workspace's). The event pages' and the operations' calls are in event-view.record-scope.ts and
 * event-operations.record-scope.ts, the registers' in registers/registers.record-scope.ts.
 */

/** A learner of the tenant's workspace, without a password (they never sign in here: no hashing). */
const learnerOf = async (db: Database, tenant: Tenant) => (await createLearners(db, tenant.workspace, 1))[0]!;
const person = async (db: Database, tenant: Tenant) => (await learnerOf(db, tenant)).id;
const bookable = (db: Database, tenant: Tenant, options: Parameters<typeof createBookableEvent>[2] = {}) =>
  createBookableEvent(db, tenant.workspace, options);
const at = (days: number) => new Date(Date.now() + days * 86_400_000 + Math.floor(Math.random() * 5_000_000));
const item = (extra: Record<string, unknown> = {}) => {
  const start = at(50);
  return {
    datetimeStart: start.toISOString(),
    datetimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
    ...extra,
  };
};

const eventParam = (options: Parameters<typeof createBookableEvent>[2] = {}): Fixture => ({
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({ params: { id: (await bookable(db, owner, options)).event.id } }),
    },
  },
});

/** The event body's references, each the owner's: refused as a field error. */
const eventReferences = (base: (context: CaseContext) => Promise<Record<string, unknown>>, created: number) => ({
  'body.images': {
    build: async (context: CaseContext) => ({
      body: { ...(await base(context)), images: [{ fileId: (await createFile(context.app, context.owner.admin)).id }] },
    }),
    refusal: { status: 400, why: 'another customer’s file is refused as a field error on images' },
  },
  'body.coordinators': {
    build: async (context: CaseContext) => ({
      body: { ...(await base(context)), coordinators: [context.owner.admin.user.id] },
    }),
    refusal: { status: 400, why: 'a coordinator must be a person of the event’s workspace: a field error' },
  },
  'body.courseIds': {
    build: async (context: CaseContext) => ({
      body: { ...(await base(context)), courseIds: [await createCatalogItem(context.db, context.owner.workspace)] },
    }),
    refusal: { status: 400, why: 'another workspace’s catalogue item is refused as a field error on courseIds' },
  },
  'body.occurrenceSettings': {
    build: async (context: CaseContext) => ({
      body: { ...(await base(context)), occurrenceSettings: { defaultTrainers: [context.owner.admin.user.id] } },
    }),
    refusal: { status: 400, why: 'default trainers must be people of the workspace: a field error' },
  },
  'body.bookingSettings': {
    build: async (context: CaseContext) => ({
      body: {
        ...(await base(context)),
        bookingSettings: { bookingForm: { fields: [{ id: 'diet', label: 'Diet', type: 'text' }] } },
      },
    }),
    refusal: { status: created, why: 'the booking form’s field ids are the form’s own keys, not records' },
  },
  'body.costsSettings': {
    build: async (context: CaseContext) => ({
      body: {
        ...(await base(context)),
        costsSettings: {
          costsSettingsOverrides: [{ referenceType: 'sector', reference: { domain: 'x', id: 'health' }, value: 1 }],
        },
      },
    }),
    refusal: { status: created, why: 'a cost override names a sector or service by its reference, not a record' },
  },
});

const ownSession = async ({ db, caller }: CaseContext) => bookable(db, caller);

const EVENTS_FIXTURES: RecordScope['fixtures'] = {
  listEvents: {
    cases: {
      'query.filters[venueIds]': {
        build: async ({ db, owner }) => ({
          query: { 'filters[venueIds]': (await createVenue(db, owner.workspace)).id },
        }),
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'a list filter: another customer’s venue matches none of the caller’s events',
        },
      },
      'query.filters[trainerIds]': {
        build: async ({ owner }) => ({ query: { 'filters[trainerIds]': owner.admin.user.id } }),
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'a list filter: another customer’s trainer runs none of the caller’s sessions',
        },
      },
    },
  },
  calendarSessions: {
    cases: {
      'body.filters': {
        build: async ({ db, owner }) => ({
          query: { dateStart: at(-1).toISOString(), dateEnd: at(30).toISOString() },
          body: {
            filters: { venueIds: [(await createVenue(db, owner.workspace)).id], trainerIds: [owner.admin.user.id] },
          },
        }),
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'list filters: another customer’s venue and trainer match none of the caller’s sessions',
        },
      },
    },
  },
  event: eventParam(),
  eventSummary: eventParam(),
  eventSessions: eventParam(),
  eventSettings: eventParam(),
  archiveEvent: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await bookable(db, owner, { sessionStatus: 'draft' })).event.id },
        }),
      },
    },
  },
  reactivateEvent: eventParam({ eventStatus: 'archived' }),
  removeEvent: eventParam({ sessionStatus: 'draft' }),
  eventsForCourse: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({ params: { id: await createCatalogItem(db, owner.workspace) } }),
      },
    },
  },
  createEvent: { cases: eventReferences(async () => ({ name: unique('Event') }), 201) },
  updateEvent: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({ body: { id: (await bookable(db, owner)).event.id, name: unique('Event') } }),
      },
      ...eventReferences(async (context) => ({ id: (await ownSession(context)).event.id }), 200),
    },
  },
  occurrence: {
    cases: {
      'params.id': { build: async ({ db, owner }) => ({ params: { id: (await bookable(db, owner)).session.id } }) },
    },
    learnerMay: 'learners read the upcoming sessions of their workspace’s active events, to book them',
  },
  createOccurrence: {
    cases: {
      'body.eventId': {
        build: async ({ db, owner }) => ({ body: { eventId: (await bookable(db, owner)).event.id, items: [item()] } }),
      },
      'body.items': {
        build: async (context) => {
          const room = await createRoom(
            context.db,
            await createVenue(context.db, context.owner.workspace, { status: 'active' }),
            { status: 'active' },
          );
          return { body: { eventId: (await ownSession(context)).event.id, items: [item({ roomId: room.id })] } };
        },
        refusal: { status: 400, why: 'another customer’s room is refused as a field error on items' },
      },
      'body.coordinators': {
        build: async (context) => ({
          body: {
            eventId: (await ownSession(context)).event.id,
            items: [item()],
            coordinators: [context.owner.admin.user.id],
          },
        }),
        refusal: { status: 400, why: 'a coordinator must be a person of the workspace: a field error' },
      },
    },
  },
  updateOccurrence: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({ body: { id: (await bookable(db, owner)).session.id, maxBookingLimit: 5 } }),
      },
      'body.items': {
        build: async (context) => ({
          body: {
            id: (await ownSession(context)).session.id,
            items: [item({ trainers: [context.owner.admin.user.id] })],
          },
        }),
        refusal: { status: 400, why: 'a trainer must be a person of the workspace: a field error on items' },
      },
      'body.coordinators': {
        build: async (context) => ({
          body: { id: (await ownSession(context)).session.id, coordinators: [context.owner.admin.user.id] },
        }),
        refusal: { status: 400, why: 'a coordinator must be a person of the workspace: a field error' },
      },
    },
  },
  occurrenceActivation: {
    cases: {
      'body.occurrenceId': {
        build: async ({ db, owner }) => ({
          body: { occurrenceId: (await bookable(db, owner, { sessionStatus: 'draft' })).session.id, active: true },
        }),
      },
    },
  },
  occurrenceArchivization: {
    cases: {
      'body.occurrenceId': {
        build: async ({ db, owner }) => ({
          body: { occurrenceId: (await bookable(db, owner, { sessionStatus: 'draft' })).session.id },
        }),
      },
    },
  },
  cancelOccurrence: {
    cases: {
      'body.occurrenceId': {
        build: async ({ db, owner }) => ({ body: { occurrenceId: (await bookable(db, owner)).session.id } }),
      },
      'body.targetOccurrenceId': {
        build: async (context) => {
          const mine = await ownSession(context);
          const target =
            context.owner === context.caller
              ? await addSession(context.db, mine.event)
              : (await bookable(context.db, context.owner)).session;
          return { body: { occurrenceId: mine.session.id, targetOccurrenceId: target.id } };
        },
        refusal: { status: 400, why: 'the target must be a session of the same event: a field error' },
      },
    },
  },
  validateBooking: {
    cases: {
      'body.learnerId': {
        build: async (context) => {
          const { event, session } = await ownSession(context);
          return {
            body: { learnerId: await person(context.db, context.owner), eventId: event.id, occurrenceId: session.id },
          };
        },
      },
      'body.eventId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          const mine = context.owner === context.caller ? theirs : await ownSession(context);
          return {
            body: {
              learnerId: await person(context.db, context.caller),
              eventId: theirs.event.id,
              occurrenceId: mine.session.id,
            },
          };
        },
      },
      'body.occurrenceId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          return {
            body: {
              learnerId: await person(context.db, context.caller),
              eventId: theirs.event.id,
              occurrenceId: theirs.session.id,
            },
          };
        },
      },
    },
  },
  booking: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createBooking(db, await bookable(db, owner), await person(db, owner))).id },
        }),
      },
    },
  },
  createBooking: {
    cases: {
      'body.learnerId': {
        build: async (context) => {
          const { event, session } = await ownSession(context);
          return {
            body: { learnerId: await person(context.db, context.owner), eventId: event.id, occurrenceId: session.id },
          };
        },
      },
      'body.eventId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          const mine = context.owner === context.caller ? theirs : await ownSession(context);
          return {
            body: {
              learnerId: await person(context.db, context.caller),
              eventId: theirs.event.id,
              occurrenceId: mine.session.id,
            },
          };
        },
      },
      'body.occurrenceId': {
        build: async (context) => {
          const theirs = await bookable(context.db, context.owner);
          return {
            body: {
              learnerId: await person(context.db, context.caller),
              eventId: theirs.event.id,
              occurrenceId: theirs.session.id,
            },
          };
        },
      },
      'body.form': {
        build: async (context) => {
          const { event, session } = await ownSession(context);
          return {
            body: {
              learnerId: await person(context.db, context.caller),
              eventId: event.id,
              occurrenceId: session.id,
              form: [],
            },
          };
        },
        refusal: { status: 201, why: 'form answers name the event’s own form fields (none here), not records' },
      },
    },
  },
  updateBooking: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({
          body: { id: (await createBooking(db, await bookable(db, owner), await person(db, owner))).id },
        }),
      },
    },
  },
  bookAndEnrol: {
    cases: {
      'body.profileId': {
        build: async (context) => {
          const course = await createCatalogItem(context.db, context.caller.workspace);
          const { event, session } = await bookable(context.db, context.caller, { courseIds: [course] });
          const profile = (await learnerOf(context.db, context.owner)).profileId;
          return { body: { profileId: profile, eventId: event.id, occurrenceId: session.id } };
        },
      },
      'body.occurrenceId': {
        build: async (context) => {
          const course = await createCatalogItem(context.db, context.owner.workspace);
          const theirs = await bookable(context.db, context.owner, { courseIds: [course] });
          const profile = (await learnerOf(context.db, context.caller)).profileId;
          return { body: { profileId: profile, eventId: theirs.event.id, occurrenceId: theirs.session.id } };
        },
      },
      'body.eventId': {
        build: async (context) => {
          const course = await createCatalogItem(context.db, context.caller.workspace);
          const mine = await bookable(context.db, context.caller, { courseIds: [course] });
          const theirs = context.owner === context.caller ? mine : await bookable(context.db, context.owner);
          const profile = (await learnerOf(context.db, context.caller)).profileId;
          return { body: { profileId: profile, eventId: theirs.event.id, occurrenceId: mine.session.id } };
        },
      },
      'body.bookingForm': {
        build: async (context) => {
          const course = await createCatalogItem(context.db, context.caller.workspace);
          const { event, session } = await bookable(context.db, context.caller, { courseIds: [course] });
          const profile = (await learnerOf(context.db, context.caller)).profileId;
          return { body: { profileId: profile, eventId: event.id, occurrenceId: session.id, bookingForm: [] } };
        },
        refusal: { status: 201, why: 'form answers name the event’s own form fields (none here), not records' },
      },
    },
  },
  joinWaitingList: {
    cases: {
      'body.learnerId': {
        build: async (context) => ({
          body: {
            learnerId: await person(context.db, context.owner),
            occurrenceId: (await ownSession(context)).session.id,
          },
        }),
      },
      'body.eventId': {
        build: async (context) => ({
          body: {
            learnerId: await person(context.db, context.caller),
            eventId: (await bookable(context.db, context.owner)).event.id,
          },
        }),
      },
      'body.occurrenceId': {
        build: async (context) => ({
          body: {
            learnerId: await person(context.db, context.caller),
            occurrenceId: (await bookable(context.db, context.owner)).session.id,
          },
        }),
      },
      'body.workspaceId': {
        build: async (context) => ({
          body: {
            learnerId: await person(context.db, context.caller),
            eventId: (await ownSession(context)).event.id,
            workspaceId: context.owner.workspace.id,
          },
        }),
      },
    },
  },
  leaveWaitingList: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createSubscription(db, await bookable(db, owner), await person(db, owner))).id },
        }),
      },
    },
  },
  dashboardIcal: {
    cases: {
      'params.id': { build: async ({ db, owner }) => ({ params: { id: (await bookable(db, owner)).session.id } }) },
    },
  },
  learnerSessionStates: {
    cases: {
      'query.filters[eventId]': {
        build: async ({ db, owner }) => ({ query: { 'filters[eventId]': (await bookable(db, owner)).event.id } }),
      },
    },
    learnerMay: 'a learner lists the sessions of their workspace’s active events offered to them, to book them',
  },
};

export const recordScope: RecordScope = {
  fixtures: {
    ...EVENTS_FIXTURES,
    ...EVENT_VIEW_FIXTURES,
    ...EVENT_OPERATIONS_FIXTURES,
    ...REGISTER_FIXTURES,
    ...REGISTER_EXTRAS_FIXTURES,
  },
};
