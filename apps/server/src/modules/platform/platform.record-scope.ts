import { createCatalogItem, createGroup } from '../../test/factories.js';
import { workspaceParam, type RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for platform (test support, docs/architecture.md "Record-scope harness"): the
 * workspace or customer named must be the caller's, and a group and the courses it suggests its
 * workspace's.
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
  groupSuggestedCourses: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createGroup(db, owner.workspace)).id },
          body: { suggestedCourses: [] },
        }),
      },
      'body.suggestedCourses': {
        build: async ({ db, owner, caller }) => ({
          params: { id: (await createGroup(db, caller.workspace)).id },
          body: { suggestedCourses: [await createCatalogItem(db, owner.workspace)] },
        }),
        refusal: {
          status: 400,
          why: 'another workspace’s course is refused as a field error of the form, as an unknown one is',
        },
      },
    },
  },
  groupsWithCourses: { cases: { 'params.workspaceId': workspaceParam } },
  unitsWithCourses: { cases: { 'params.workspaceId': workspaceParam } },
};

export const recordScope: RecordScope = { fixtures, exempt };
