import { createBookableEvent } from '../../test/classroom-factories.js';
import type { RecordScope } from '../../test/record-scope/cases.js';
import { enrolmentPeopleFixture } from '../enrolments/admin-enrolments.record-scope.js';

/**
 * Record-scope cases for reports (test support, docs/architecture.md "Record-scope harness"): the
 * event whose people are picked for booking, and the catalogue item and workspace whose learners are
 * listed to enrol or withdraw, must be the caller's customer's and workspace's.
 */

const fixtures: RecordScope['fixtures'] = {
  usersForBooking: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({ params: { id: (await createBookableEvent(db, owner.workspace)).event.id } }),
      },
    },
  },
  usersToEnrol: enrolmentPeopleFixture,
  usersToWithdraw: enrolmentPeopleFixture,
};

export const recordScope: RecordScope = { fixtures };
