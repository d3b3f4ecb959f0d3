import { createCatalogItem, createEnrolment } from '../../../test/factories.js';
import type { CaseContext, RecordScope } from '../../../test/record-scope/cases.js';
import type { Tenant } from '../../../test/record-scope/world.js';
import { createScormAttempt, createScormContent, createScormModule } from '../../../test/scorm-player-factories.js';

/**
 * Record-scope cases for the SCORM player (test support, docs/architecture.md "Record-scope
 * harness"): the module, enrolment, version and attempt named must be the caller's customer's,
 * workspace's or own.
 */

const releasedModule = async ({ db, app }: CaseContext, tenant: Tenant) => {
  const content = await createScormContent(db, app.services.storage, tenant.workspace);
  return createScormModule(db, tenant.workspace, content.id);
};
const enrolmentOf = async ({ db }: CaseContext, tenant: Tenant) =>
  (await createEnrolment(db, tenant.admin, await createCatalogItem(db, tenant.workspace), { state: 'enrolled' })).id;

const fixtures: RecordScope['fixtures'] = {
  launchScorm: {
    cases: {
      'query.nodeId': {
        build: async (context) => ({
          params: { moduleId: (await releasedModule(context, context.caller)).module.id },
          query: { enrolmentId: await enrolmentOf(context, context.caller), nodeId: 'node-1' },
        }),
        refusal: {
          status: 200,
          why: 'a course node is named inside the caller’s own enrolment’s course (the owner uses the same name): a name, not a record',
        },
      },
      'params.moduleId': {
        build: async (context) => ({
          params: { moduleId: (await releasedModule(context, context.owner)).module.id },
          query: { enrolmentId: await enrolmentOf(context, context.caller), nodeId: 'node-1' },
        }),
      },
      'query.enrolmentId': {
        build: async (context) => ({
          params: { moduleId: (await releasedModule(context, context.caller)).module.id },
          query: { enrolmentId: await enrolmentOf(context, context.owner), nodeId: 'node-1' },
        }),
      },
      'query.versionId': {
        build: async (context) => {
          const own = await releasedModule(context, context.caller);
          const named = context.owner === context.caller ? own : await releasedModule(context, context.owner);
          return {
            params: { moduleId: own.module.id },
            query: {
              enrolmentId: await enrolmentOf(context, context.caller),
              nodeId: 'node-1',
              versionId: named.version!.id,
            },
          };
        },
      },
    },
    learnerMay: 'learners play the modules of their own enrolments',
  },
  commitScorm: {
    cases: {
      'body.scoId': {
        build: async (context) => {
          const { module } = await releasedModule(context, context.caller);
          const attempt = await createScormAttempt(context.db, context.caller.admin, module);
          return { params: { id: attempt.id }, body: { sequence: 1, scoId: 'sco-1', cmi: {} } };
        },
        refusal: { status: 200, why: 'a SCO is named by its identifier in the attempt’s own package, not a record' },
      },
      'params.id': {
        build: async (context) => {
          const { module } = await releasedModule(context, context.owner);
          const attempt = await createScormAttempt(context.db, context.owner.admin, module);
          return { params: { id: attempt.id }, body: { sequence: 1, scoId: 'sco-1', cmi: {} } };
        },
      },
    },
  },
  updateScormStatus: {
    cases: {
      'params.nodeId': {
        build: async (context) => {
          const { module } = await releasedModule(context, context.caller);
          const enrolmentId = await enrolmentOf(context, context.caller);
          await createScormAttempt(context.db, context.caller.admin, module, { enrolmentId, nodeId: 'node-1' });
          return { params: { enrolmentId, nodeId: 'node-1', status: 'completed' } };
        },
        refusal: {
          status: 200,
          why: 'a course node is named inside the caller’s own enrolment’s course (the owner uses the same name): a name, not a record',
        },
      },
      'params.enrolmentId': {
        build: async (context) => {
          const { module } = await releasedModule(context, context.owner);
          const enrolmentId = await enrolmentOf(context, context.owner);
          await createScormAttempt(context.db, context.owner.admin, module, { enrolmentId, nodeId: 'node-1' });
          return { params: { enrolmentId, nodeId: 'node-1', status: 'completed' } };
        },
      },
    },
  },
  clearSuspendDataForCatalogItem: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({ params: { id: await createCatalogItem(db, owner.workspace) } }),
        refusal: {
          status: 200,
          body: { cleared: 0 },
          why: 'another workspace’s catalogue item holds none of the caller’s workspace’s attempts: nothing is cleared, as for an unknown id',
        },
      },
    },
  },
};

const exempt: RecordScope['exempt'] = {
  beaconScorm:
    'authorised by the attempt’s commit key in the body, not by a token: a wrong key is 404 (player.test.ts)',
  scormContentFile:
    'reached by the signed launch key in the path, which names the attempt and its content (player.test.ts)',
  scormFrame: 'reached by the signed launch key in the path, which names the attempt and its content (player.test.ts)',
};

/** The player's id-taking calls, merged into the module's record scope by scorm.record-scope.ts. */
export const PLAYER_RECORD_SCOPE: RecordScope = { fixtures, exempt };
