import type { Queryable } from '../../db/client.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { keepBegunOnVersion } from './course-versions.repository.js';

/**
 * What a course release needs of enrolments (the catalogue's `EnrolmentVersions`, answered by its
 * shape and checked with `satisfies` in `modules/index.ts`: the catalogue sits below enrolments).
 * Before a release moves a catalogue item to a new version, learners who have begun the course
 * (started, in_progress, awaiting_feedback) or finished it keep the version they were on; those
 * who have not begun follow the item to the new version.
 */
export const enrolmentVersions = {
  keepBegunOnVersion(tx: Queryable, scope: WorkspaceScope, catalogItemId: string, versionId: string): Promise<number> {
    return keepBegunOnVersion(tx, scope, catalogItemId, versionId);
  },
};
