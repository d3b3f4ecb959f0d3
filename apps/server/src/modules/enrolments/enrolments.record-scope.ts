import { createCatalogItem, createEnrolment } from '../../test/factories.js';
import { personOf, type Fixture, type RecordScope } from '../../test/record-scope/cases.js';
import { adminEnrolmentFixtures } from './admin-enrolments.record-scope.js';

/**
 * Record-scope cases for enrolments (test support, docs/architecture.md "Record-scope harness"):
 * the enrolment, request, course or learner named must be the caller's workspace's.
 */

const enrolmentOfOwnerAdmin: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => {
        const item = await createCatalogItem(db, owner.workspace, { requireApproval: true });
        return { params: { id: (await createEnrolment(db, owner.admin, item)).id } };
      },
    },
  },
};

const requestOfOwnerLearner: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => {
        const item = await createCatalogItem(db, owner.workspace, { requireApproval: true });
        return { params: { id: (await createEnrolment(db, await personOf(db, owner), item)).id } };
      },
    },
  },
};

const fixtures: RecordScope['fixtures'] = {
  enrolmentAllowed: {
    cases: {
      'params.learnerId': {
        build: async ({ db, owner }) => ({
          params: { catalogItemId: await createCatalogItem(db, owner.workspace), learnerId: owner.admin.profile.id },
        }),
      },
      'params.catalogItemId': {
        build: async ({ db, owner, caller }) => ({
          params: { catalogItemId: await createCatalogItem(db, owner.workspace), learnerId: caller.admin.profile.id },
        }),
        refusal: {
          status: 200,
          body: { allowForEnrolment: false, isCancellable: false, latestEnrolment: null },
          why: 'another workspace’s course is answered as not offered, as an unknown one is',
        },
      },
    },
  },
  enrol: {
    cases: {
      'body.catalogItem': {
        build: async ({ db, owner }) => ({ body: { catalogItem: await createCatalogItem(db, owner.workspace) } }),
      },
    },
    learnerMay: 'learners enrol on their own workspace’s catalogue',
  },
  enrolment: enrolmentOfOwnerAdmin,
  cancelEnrolment: enrolmentOfOwnerAdmin,
  learnerCourse: {
    cases: {
      'params.catalogItemId': {
        build: async ({ db, owner }) => ({ params: { catalogItemId: await createCatalogItem(db, owner.workspace) } }),
      },
      'query.enrolmentId': {
        // The course is the caller's own; only the enrolment named crosses (the control names the caller's own on it).
        build: async ({ db, owner, caller }) => {
          const catalogItemId = await createCatalogItem(db, caller.workspace);
          const enrolledOn = owner === caller ? catalogItemId : await createCatalogItem(db, owner.workspace);
          const enrolment = await createEnrolment(db, owner.admin, enrolledOn, { state: 'enrolled' });
          return { params: { catalogItemId }, query: { enrolmentId: enrolment.id } };
        },
      },
    },
    learnerMay: 'learners read the courses their workspace offers them and their own enrolments on them',
  },
  unresolvedEnrolments: {
    cases: { 'query.workspaceId': { build: async ({ owner }) => ({ query: { workspaceId: owner.workspace.id } }) } },
  },
  approveEnrolment: requestOfOwnerLearner,
  rejectEnrolment: requestOfOwnerLearner,
  ...adminEnrolmentFixtures,
};

export const recordScope: RecordScope = { fixtures };
