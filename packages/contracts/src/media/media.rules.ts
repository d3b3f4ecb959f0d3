import type { AccessRule, Grant } from '../access.js';
import { SUPERADMIN, roles, withServices } from '../routes/grants.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

const mediaLibraryGrants: Grant[] = [...(ROUTE_RULES.mediaLibrary.anyOf ?? []), SUPERADMIN];

/** Media's named endpoint rules, gathered into `RULES` by access.ts. */
export const MEDIA_RULES = {
  /**
   * The media library's calls (03 §6): the screen's rule (master_administrator or trainer with a
   * content role), plus superadmins, who name the customer (03 §7 "optional customerId").
   */
  mediaLibrary: { stage: 'second', anyOf: mediaLibraryGrants },
  /**
   * What the media picker calls (the list, one item, adding an upload): the library's people, and
   * course creators with CCS, whose SCORM modules take an image of the library (02 §3 SCORM module
   * "image"; docs/design.md "Media picker"). The library's own screen stays the library's people's.
   */
  mediaPicker: {
    stage: 'second',
    anyOf: [...mediaLibraryGrants, withServices(roles('course_creator'), 'CCS')],
  },
} as const satisfies Record<string, AccessRule>;
