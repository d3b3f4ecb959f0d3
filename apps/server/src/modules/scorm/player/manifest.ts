import type { ScormSco, SequencingActivity } from '@campus/contracts';
import { launchableItems, type ScormManifest } from '../import/manifest.js';
import { sequencingOf } from '../import/sequencing.js';

/**
 * The launchable items of imported content, in the default organisation's order: what the
 * import parsed into scorm_contents.manifest, read with the import's own rules (launch addresses
 * with xml:base resolved, 2004 mastery from the primary objective), so the player and the module
 * screens list the same SCOs.
 */
export const scosOf = (manifest: unknown): ScormSco[] => launchableItems(manifest as ScormManifest);

/** SCORM 2004's activity tree with the manifest's sequencing rules, or null (import/sequencing.ts). */
export const sequencingOfContent = (manifest: unknown): SequencingActivity | null =>
  sequencingOf(manifest as ScormManifest);
