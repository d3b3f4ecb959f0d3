import type { Queryable } from '../../db/client.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { findModule, versionsOf } from './scorm-modules.repository.js';

/**
 * SCORM modules as courses hold them (the catalogue's `CourseModules`, answered by its shape and
 * checked with `satisfies` in `modules/index.ts`): a module of the caller's workspace that is not
 * deleted, and its release, the one named or the latest.
 */
export const courseModules = {
  async releasedModule(db: Queryable, scope: WorkspaceScope, moduleId: string, versionId?: string | null) {
    const module = await findModule(db, scope, moduleId);
    if (!module || module.deletedAt) return null;
    const versions = await versionsOf(db, scope, [moduleId]);
    const version = versionId ? versions.find((entry) => entry.id === versionId) : versions.at(-1);
    if (!version) return null;
    return {
      moduleId,
      versionId: version.id,
      externalId: version.contentId,
      major: version.major,
      minor: version.minor,
    };
  },
};
