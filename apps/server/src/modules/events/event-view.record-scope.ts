import { createBookableEvent } from '../../test/classroom-factories.js';
import { createCatalogItem } from '../../test/factories.js';
import type { RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for the event and session pages' own calls (docs/events.md "Event and
 * session pages"): the session, event or course named must be the caller's customer's and
 * workspace's, and so must every event a course is assigned to.
 */
export const EVENT_VIEW_FIXTURES: RecordScope['fixtures'] = {
  sessionBookings: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createBookableEvent(db, owner.workspace)).session.id },
        }),
      },
    },
  },
  assignCourseToEvents: {
    cases: {
      'params.id': {
        build: async ({ db, owner, caller }) => ({
          params: { id: await createCatalogItem(db, owner.workspace) },
          body: { eventIds: [(await createBookableEvent(db, caller.workspace)).event.id] },
        }),
      },
      'body.eventIds': {
        build: async ({ db, owner, caller }) => ({
          params: { id: await createCatalogItem(db, caller.workspace) },
          body: { eventIds: [(await createBookableEvent(db, owner.workspace)).event.id] },
        }),
        refusal: { status: 400, why: 'another customer’s event named in the body is a field error on eventIds' },
      },
    },
  },
};
