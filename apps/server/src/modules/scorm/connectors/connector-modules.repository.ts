import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { scormModules, scormModuleVersions } from '../../../db/schema/index.js';
import type { InWorkspaceScope } from '../../../lib/scope.js';

export interface LatestRelease {
  versionId: string;
  contentId: string;
  /** The module's name at that release. */
  name: string;
}

/**
 * The latest release of each of these modules of the scope's customer that is not deleted
 * (modules never released are left out): what a connector learner's first launch of a node plays.
 */
export async function latestReleases(
  db: Queryable,
  scope: InWorkspaceScope,
  moduleIds: readonly string[],
): Promise<Map<string, LatestRelease>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([scormModuleVersions.moduleId], {
      moduleId: scormModuleVersions.moduleId,
      versionId: scormModuleVersions.id,
      contentId: scormModuleVersions.contentId,
      name: scormModuleVersions.name,
    })
    .from(scormModuleVersions)
    .innerJoin(scormModules, eq(scormModules.id, scormModuleVersions.moduleId))
    .where(
      and(
        inArray(scormModuleVersions.moduleId, [...moduleIds]),
        eq(scormModuleVersions.customerId, scope.customerId),
        eq(scormModules.customerId, scope.customerId),
        isNull(scormModules.deletedAt),
      ),
    )
    .orderBy(scormModuleVersions.moduleId, desc(scormModuleVersions.major), desc(scormModuleVersions.minor));
  return new Map(rows.map(({ moduleId, ...release }) => [moduleId, release]));
}
