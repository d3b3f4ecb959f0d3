import type { CaseContext, RecordScope } from '../../../test/record-scope/cases.js';
import type { Tenant } from '../../../test/record-scope/world.js';
import { createScormConnector, createScormCourse } from '../../../test/scorm-player-factories.js';

/**
 * Record-scope cases for SCORM connectors (test support, docs/architecture.md "Record-scope
 * harness"): the course, workspace and package a call names must be the caller's workspace's.
 */

const courseOf = ({ db, app }: CaseContext, tenant: Tenant) =>
  createScormCourse(db, app.services.storage, tenant.workspace);

const fixtures: RecordScope['fixtures'] = {
  lmsConnector: {
    cases: { 'params.id': { build: async (context) => ({ params: { id: await courseOf(context, context.owner) } }) } },
  },
  lmsConnectorMulti: {
    cases: {
      'params.id': {
        build: async (context) => {
          await courseOf(context, context.owner);
          return { params: { id: context.owner.workspace.id } };
        },
      },
      'query.catalogItemIds': {
        build: async (context) => ({
          params: { id: context.caller.workspace.id },
          query: { catalogItemIds: await courseOf(context, context.owner) },
        }),
      },
    },
  },
  listLmsConnectors: {
    cases: {
      'query.catalogItemId': {
        build: async (context) => {
          const course = await courseOf(context, context.owner);
          await createScormConnector(context.db, context.owner.workspace, course);
          return { query: { catalogItemId: course } };
        },
        refusal: {
          status: 200,
          body: { data: [], pagination: { total: 0 } },
          why: 'another workspace’s course filters the caller’s own packages: none are listed, as for an unknown id',
        },
      },
    },
  },
  revokeLmsConnector: {
    cases: {
      'params.id': {
        build: async (context) => {
          const course = await courseOf(context, context.owner);
          const { connector } = await createScormConnector(context.db, context.owner.workspace, course);
          return { params: { id: connector.id } };
        },
      },
    },
  },
};

const exempt: RecordScope['exempt'] = {
  launchLmsConnector:
    'authorised by the package’s key in the body, not by a token: a wrong key or a revoked package is 404 (connectors.test.ts)',
};

/** The connectors' id-taking calls, merged into the module's record scope by scorm.record-scope.ts. */
export const CONNECTOR_RECORD_SCOPE: RecordScope = { fixtures, exempt };
