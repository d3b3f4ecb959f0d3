import { createBookableEvent } from '../../test/classroom-factories.js';
import type { RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for reports (test support, docs/architecture.md "Record-scope harness"): the
 * event whose people are picked for booking must be the caller's customer's and workspace's.
 */

const fixtures: RecordScope['fixtures'] = {
  usersForBooking: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({ params: { id: (await createBookableEvent(db, owner.workspace)).event.id } }),
      },
    },
  },
};

export const recordScope: RecordScope = { fixtures };
