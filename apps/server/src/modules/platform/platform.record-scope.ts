import type { RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for platform (test support, docs/architecture.md "Record-scope harness"): the
 * workspace or customer named must be the caller's.
 */

const exempt: RecordScope['exempt'] = {
  workspaceBranding:
    'public by design: an active workspace’s name, logo and colours dress its own sign-in page before anyone signs in (decision 0025)',
};

const fixtures: RecordScope['fixtures'] = {
  workspace: {
    cases: { 'params.id': { build: async ({ owner }) => ({ params: { id: owner.workspace.id } }) } },
    learnerMay: 'the shell loads its own workspace',
  },
  customerOptions: {
    cases: { 'params.id': { build: async ({ owner }) => ({ params: { id: owner.customer.id } }) } },
    learnerMay: 'the shell loads its own customer’s options',
  },
};

export const recordScope: RecordScope = { fixtures, exempt };
