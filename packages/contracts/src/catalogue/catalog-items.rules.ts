import type { AccessRule } from '../access.js';
import { LXA, SITE_ADMIN, roles, rule, withServices } from '../routes/grants.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/**
 * Catalogue items' named endpoint rules (02 §6, routes.tsv; issue 28), gathered into `RULES` by
 * access.ts. Which workspace and which item a caller reaches is decided on the record
 * (modules/catalogue/catalog-items/catalog-items.policy.ts).
 */
export const CATALOG_ITEMS_RULES = {
  /** The catalogue item edit screen's calls (settings, visibility, files, links, archive): LXA on LMS. */
  catalogItemEdit: ROUTE_RULES.catalogueItemEdit,
  /**
   * "Catalogue sharing across workspaces is done by administrators of the owning workspace" (02 §6):
   * its admins and LXAs on LMS, and the customer's site admins.
   */
  catalogItemSharing: rule(withServices(roles('admin', LXA), 'LMS'), SITE_ADMIN),
  /** The administrators' catalogue lists and pickers: admins, LXAs and managers on LMS, site admins. */
  catalogueAdminLists: rule(withServices(roles('admin', LXA, 'manager'), 'LMS'), SITE_ADMIN),
} as const satisfies Record<string, AccessRule>;
