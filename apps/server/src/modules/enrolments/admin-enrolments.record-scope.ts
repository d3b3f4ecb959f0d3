import { createCatalogItem, createEnrolment } from '../../test/factories.js';
import { personOf, type RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for enrolments by administrators (test support, gathered by
 * enrolments.record-scope.ts): the catalogue item and the learners named must be the caller's
 * workspace's. Each case's other ids are the caller's own; with the caller's own records the call
 * succeeds.
 */
export const adminEnrolmentFixtures: RecordScope['fixtures'] = {
  adminEnrol: {
    cases: {
      'body.catalogItem': {
        build: async ({ db, owner, caller }) => ({
          body: {
            catalogItem: await createCatalogItem(db, owner.workspace),
            learner: (await personOf(db, caller)).profile.id,
          },
        }),
      },
      'body.learner': {
        build: async ({ db, owner, caller }) => ({
          body: {
            catalogItem: await createCatalogItem(db, caller.workspace),
            learner: (await personOf(db, owner)).profile.id,
          },
        }),
      },
    },
  },
  assignSuggestedCourses: {
    cases: {
      'body.catalogItems': {
        build: async ({ db, owner, caller }) => ({
          body: {
            catalogItems: [await createCatalogItem(db, owner.workspace)],
            learner: (await personOf(db, caller)).profile.id,
            workspaceId: caller.workspace.id,
          },
        }),
      },
      'body.learner': {
        build: async ({ db, owner, caller }) => ({
          body: {
            catalogItems: [await createCatalogItem(db, caller.workspace)],
            learner: (await personOf(db, owner)).profile.id,
            workspaceId: caller.workspace.id,
          },
        }),
      },
      'body.workspaceId': {
        build: async ({ db, owner, caller }) => ({
          body: {
            catalogItems: [await createCatalogItem(db, caller.workspace)],
            learner: (await personOf(db, caller)).profile.id,
            workspaceId: owner.workspace.id,
          },
        }),
      },
    },
  },
  withdrawEnrolments: {
    cases: {
      'body.catalogItem': {
        build: async ({ db, owner, caller }) => {
          const item = await createCatalogItem(db, owner.workspace);
          const learner = await personOf(db, caller);
          if (owner === caller) await createEnrolment(db, learner, item, { state: 'enrolled' });
          return { body: { catalogItem: item, learners: [learner.profile.id] } };
        },
      },
      'body.learners': {
        build: async ({ db, owner, caller }) => {
          const item = await createCatalogItem(db, caller.workspace);
          const learner = await personOf(db, owner);
          if (owner === caller) await createEnrolment(db, learner, item, { state: 'enrolled' });
          return { body: { catalogItem: item, learners: [learner.profile.id] } };
        },
      },
    },
  },
  usersEnrolledToCatalogItem: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => {
          const item = await createCatalogItem(db, owner.workspace);
          await createEnrolment(db, await personOf(db, owner), item, { state: 'enrolled' });
          return { params: { id: item } };
        },
      },
    },
  },
  learnerEnrolmentsByCatalogItem: {
    cases: {
      'params.id': {
        build: async ({ db, owner, caller }) => ({
          params: { id: await createCatalogItem(db, owner.workspace), userId: caller.learner.user.id },
        }),
      },
      'params.userId': {
        build: async ({ db, owner, caller }) => ({
          params: { id: await createCatalogItem(db, caller.workspace), userId: owner.learner.user.id },
        }),
      },
    },
  },
  userEnrolments: {
    cases: { 'params.userId': { build: async ({ owner }) => ({ params: { userId: owner.learner.user.id } }) } },
  },
};
