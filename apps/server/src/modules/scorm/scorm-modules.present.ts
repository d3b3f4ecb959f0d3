import type { Module, ModuleListEntry, ModuleMajorVersion, ScormContent, ScormModule } from '@campus/contracts';
import { launchableItems, type ScormManifest } from './import/manifest.js';
import type { ScormContentRow } from './scorm-contents.repository.js';
import type { ModuleListRow, ModuleWithOwner, VersionWithReleaser } from './scorm-modules.repository.js';

/** The answers of the SCORM module calls, shaped as the contracts say (02 §3). */

export function presentContent(row: ScormContentRow): ScormContent {
  return {
    id: row.id,
    name: row.name,
    standard: row.standard,
    schemaVersion: row.schemaVersion,
    scos: launchableItems(row.manifest as ScormManifest),
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Releases grouped as the screens show them: each major (x.0) with its minors (x.1, x.2…). */
export function presentVersions(versions: readonly VersionWithReleaser[]): ModuleMajorVersion[] {
  const release = (version: VersionWithReleaser) => ({
    versionId: version.id,
    major: version.major,
    minor: version.minor,
    version: `${version.major}.${version.minor}`,
    releaseDate: version.releasedAt.toISOString(),
    releaseNotes: version.releaseNotes,
    releasedBy: version.releasedByName,
    contentId: version.contentId,
  });
  const majors: ModuleMajorVersion[] = [];
  for (const version of versions) {
    if (version.minor === 0) majors.push({ ...release(version), minors: [] });
    else majors.find((major) => major.major === version.major)?.minors.push(release(version));
  }
  return majors;
}

export function presentModule(
  module: ModuleWithOwner,
  content: ScormContentRow,
  versions: readonly VersionWithReleaser[],
): ScormModule {
  return {
    id: module.id,
    name: module.name,
    description: module.description,
    duration: module.duration,
    labels: module.labels,
    keywords: module.keywords,
    image: module.imageId,
    content: presentContent(content),
    owner: { id: module.ownerId, name: module.ownerName },
    externalModule: { moduleType: 'scorm', externalId: module.contentId },
    draft: module.draft,
    deleted: module.deletedAt !== null,
    releaseNotes: module.releaseNotes,
    instantOffer: module.instantOffer,
    versions: presentVersions(versions),
    createdAt: module.createdAt.toISOString(),
    updatedAt: module.updatedAt.toISOString(),
  };
}

/** The generic module record (GET /v2/modules/{id}): what a course needs to reference the module. */
export function presentModuleRecord(module: ModuleWithOwner, versions: readonly VersionWithReleaser[]): Module {
  return {
    id: module.id,
    name: module.name,
    description: module.description,
    owner: module.ownerId,
    moduleType: 'scorm',
    externalId: module.contentId,
    draft: module.draft,
    versions: presentVersions(versions),
  };
}

/**
 * A list entry (02 §3): the draft's content in the module list; in the released list the
 * latest release's content, which is what a course built from it plays.
 */
export function presentListEntry(row: ModuleListRow, released: boolean): ModuleListEntry {
  return {
    id: row.id,
    name: row.name,
    scormContentId: released && row.versionContentId ? row.versionContentId : row.contentId,
    majorVersion: row.major,
    minorVersion: row.minor,
    versionId: row.versionId,
    labels: row.labels,
    draft: row.draft,
    deleted: row.deleted,
    image: row.imageId,
    ownerName: row.ownerName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
