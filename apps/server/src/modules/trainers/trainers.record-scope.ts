import type { Database } from '../../db/client.js';
import { createLearners } from '../../test/classroom-factories.js';
import type { RecordScope } from '../../test/record-scope/cases.js';
import type { Tenant } from '../../test/record-scope/world.js';

/**
 * Record-scope cases for trainers (test support, docs/architecture.md "Record-scope harness"): the
 * person named as a trainer, and the customer a body names, must be the caller's customer's.
 */

const person = async (db: Database, tenant: Tenant) => (await createLearners(db, tenant.workspace, 1))[0]!.id;

const fixtures: RecordScope['fixtures'] = {
  trainersCheck: {
    cases: {
      'params.userId': {
        build: async ({ db, owner, caller }) => ({
          params: { userId: await person(db, owner), domain: caller.workspace.id },
        }),
      },
    },
  },
  trainerUser: {
    cases: { 'params.id': { build: async ({ db, owner }) => ({ params: { id: await person(db, owner) } }) } },
  },
  updateTrainer: {
    cases: {
      'body.userId': {
        build: async ({ db, owner, caller }) => ({
          body: { userId: await person(db, owner), customerId: caller.customer.id, workingHours: week() },
        }),
      },
      'body.customerId': {
        build: async ({ db, owner, caller }) => ({
          body: { userId: await person(db, caller), customerId: owner.customer.id, workingHours: week() },
        }),
      },
    },
  },
};

export const recordScope: RecordScope = { fixtures };

function week() {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, active: weekday > 0 && weekday < 6 }));
}
