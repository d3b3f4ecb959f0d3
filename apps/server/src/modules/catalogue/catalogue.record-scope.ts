import type { RecordScope } from '../../test/record-scope/cases.js';
import { CATALOG_ITEMS_RECORD_SCOPE } from './catalog-items/catalog-items.record-scope.js';
import { COURSES_RECORD_SCOPE } from './courses/courses.record-scope.js';

/**
 * Record-scope cases for the catalogue (test support, docs/architecture.md "Record-scope
 * harness"): the learner's catalogue here, catalogue items and the administrators' lists beside
 * them (catalog-items/), and course building (courses/).
 */

const OWN_CATALOGUE = 'a learner reads the catalogue offered to them, naming their own workspace and unit';

const fixtures: RecordScope['fixtures'] = {
  learnerCatalogOfWorkspace: {
    cases: { 'params.workspaceId': { build: async ({ owner }) => ({ params: { workspaceId: owner.workspace.id } }) } },
    learnerMay: OWN_CATALOGUE,
  },
  learnerCatalogOfUnit: {
    cases: {
      'params.workspaceId': {
        build: async ({ owner, caller }) => ({ params: { workspaceId: owner.workspace.id, unitId: caller.root.id } }),
      },
      // The harness's caller is the tenant's admin, whose unit is the root.
      'params.unitId': {
        build: async ({ owner, caller }) => ({ params: { workspaceId: caller.workspace.id, unitId: owner.root.id } }),
      },
    },
    learnerMay: OWN_CATALOGUE,
  },
};

export const recordScope: RecordScope = {
  fixtures: { ...fixtures, ...CATALOG_ITEMS_RECORD_SCOPE.fixtures, ...COURSES_RECORD_SCOPE.fixtures },
  exempt: { ...CATALOG_ITEMS_RECORD_SCOPE.exempt, ...COURSES_RECORD_SCOPE.exempt },
};
