import type { ScormModuleRow, ScormModuleVersionRow } from './scorm-modules.repository.js';

/**
 * Record-level rules of SCORM modules (02 §4 "SCORM module states"). Which modules a caller
 * reaches is the repository's scope (their workspace's); these answer what may happen to one.
 * Each refusal is the reason shown under the screen's "… not released" text (docs/scorm.md).
 */

export const MODULE_REFUSALS = {
  deleted: 'The module is deleted; restore it first.',
  alreadyDeleted: 'The module is already deleted.',
  notDeleted: 'The module is not deleted.',
  firstReleaseIsMajor: "A module's first release is a major release.",
  nothingToRelease: 'Nothing has changed since the last release.',
} as const;

export type Refusal = { refused: string };
type Release = { major: number; minor: number };

export const isDeleted = (module: Pick<ScormModuleRow, 'deletedAt'>): boolean => module.deletedAt !== null;

/** A deleted module is read and restored, never edited or released. */
export const mayChange = (module: Pick<ScormModuleRow, 'deletedAt'>): Refusal | null =>
  isDeleted(module) ? { refused: MODULE_REFUSALS.deleted } : null;

/**
 * The number of the next release. The first release is major (1.0); later ones are minor
 * (1.1, 1.2…), or major (2.0) when the creator says so. Releasing needs a change since the last
 * release (the module is a draft again), so no two releases are the same.
 */
export function nextRelease(
  kind: 'major' | 'minor',
  module: Pick<ScormModuleRow, 'deletedAt' | 'draft'>,
  versions: readonly Pick<ScormModuleVersionRow, 'major' | 'minor'>[],
): Release | Refusal {
  const blocked = mayChange(module);
  if (blocked) return blocked;
  const latest = versions.reduce<Release | null>(
    (top, v) => (!top || v.major > top.major || (v.major === top.major && v.minor > top.minor) ? v : top),
    null,
  );
  if (!latest) return kind === 'major' ? { major: 1, minor: 0 } : { refused: MODULE_REFUSALS.firstReleaseIsMajor };
  if (!module.draft) return { refused: MODULE_REFUSALS.nothingToRelease };
  return kind === 'major' ? { major: latest.major + 1, minor: 0 } : { major: latest.major, minor: latest.minor + 1 };
}

/** The generic release (POST /v2/modules/{id}/release): major when there is none yet, minor after. */
export const releaseKindOf = (versions: readonly unknown[]): 'major' | 'minor' =>
  versions.length === 0 ? 'major' : 'minor';
