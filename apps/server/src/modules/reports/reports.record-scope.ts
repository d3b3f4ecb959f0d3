import { createBookableEvent } from '../../test/classroom-factories.js';
import { createCatalogItem } from '../../test/factories.js';
import type { Fixture, RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for reports (test support, docs/architecture.md "Record-scope harness"): the
 * event whose people are picked for booking, and the catalogue item and workspace whose learners are
 * listed to enrol or withdraw, must be the caller's customer's and workspace's.
 */

/** The learners to enrol on or withdraw from a catalogue item: its workspace's and the token's. */
const enrolmentPeople: Fixture = {
  cases: {
    'params.catalogItemId': {
      build: async ({ db, owner, caller }) => ({
        params: { catalogItemId: await createCatalogItem(db, owner.workspace), workspaceId: caller.workspace.id },
      }),
    },
    'params.workspaceId': {
      build: async ({ db, owner, caller }) => ({
        params: { catalogItemId: await createCatalogItem(db, caller.workspace), workspaceId: owner.workspace.id },
      }),
    },
  },
};

const fixtures: RecordScope['fixtures'] = {
  usersForBooking: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({ params: { id: (await createBookableEvent(db, owner.workspace)).event.id } }),
      },
    },
  },
  usersToEnrol: enrolmentPeople,
  usersToWithdraw: enrolmentPeople,
};

export const recordScope: RecordScope = { fixtures };
