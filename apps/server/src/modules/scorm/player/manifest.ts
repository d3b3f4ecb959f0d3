import type { ScormSco } from '@campus/contracts';
import { launchableItems, type ScormManifest } from '../import/manifest.js';

/**
 * The launchable items of imported content, in the default organisation's order: what the
 * import parsed into scorm_contents.manifest, read with the import's own rules (launch addresses
 * with xml:base resolved, 2004 mastery from the primary objective), so the player and the module
 * screens list the same SCOs.
 */
export const scosOf = (manifest: unknown): ScormSco[] => launchableItems(manifest as ScormManifest);
