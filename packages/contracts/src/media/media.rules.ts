import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Media's named endpoint rules, gathered into `RULES` by access.ts. */
export const MEDIA_RULES = {
  /**
   * The media library's calls (03 §6): the screen's rule (master_administrator or trainer with a
   * content role), plus superadmins, who name the customer (03 §7 "optional customerId").
   */
  mediaLibrary: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.mediaLibrary.anyOf ?? []), { superadmin: true }],
  },
} as const satisfies Record<string, AccessRule>;
