import type { RecordScope } from '../../test/record-scope/cases.js';
import { CATALOG_ITEMS_RECORD_SCOPE } from './catalog-items/catalog-items.record-scope.js';

/**
 * Record-scope cases for the catalogue (test support, docs/architecture.md "Record-scope
 * harness"), one line per area: catalogue items and the administrators' lists so far.
 */
export const recordScope: RecordScope = {
  fixtures: { ...CATALOG_ITEMS_RECORD_SCOPE.fixtures },
  exempt: { ...CATALOG_ITEMS_RECORD_SCOPE.exempt },
};
