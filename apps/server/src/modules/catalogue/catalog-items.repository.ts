import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { catalogItemWorkspaces, catalogItems, courses, courseVersions } from '../../db/schema/index.js';
import type { InWorkspaceScope } from '../../lib/scope.js';

/** A catalogue item with its course's name and the content tree of the version it offers. */
export interface CatalogItemWithContent {
  id: string;
  customerId: string;
  workspaceId: string;
  status: 'active' | 'archived';
  courseName: string;
  contentTree: unknown[];
}

/** Items the scope's workspace made, or offers (catalog_item_workspaces). */
function inWorkspace(db: Queryable, scope: InWorkspaceScope) {
  const offered = db
    .select({ one: sql`1` })
    .from(catalogItemWorkspaces)
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItems.id),
        eq(catalogItemWorkspaces.workspaceId, scope.workspaceId),
      ),
    );
  return and(
    eq(catalogItems.customerId, scope.customerId),
    or(eq(catalogItems.workspaceId, scope.workspaceId), exists(offered)),
  );
}

const selection = {
  id: catalogItems.id,
  customerId: catalogItems.customerId,
  workspaceId: catalogItems.workspaceId,
  status: catalogItems.status,
  courseName: courses.name,
  contentTree: courseVersions.contentTree,
};

/** Catalogue items of the scope's workspace (made or offered there), with what they offer. */
export function catalogItemsWithContent(
  db: Queryable,
  scope: InWorkspaceScope,
  ids?: readonly string[],
): Promise<CatalogItemWithContent[]> {
  return db
    .select(selection)
    .from(catalogItems)
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .innerJoin(courseVersions, eq(courseVersions.id, catalogItems.versionId))
    .where(and(inWorkspace(db, scope), ids ? inArray(catalogItems.id, [...ids]) : undefined))
    .orderBy(asc(courses.name), asc(catalogItems.id));
}

/** One catalogue item of the scope's workspace, with what it offers; null when the workspace has no such item. */
export async function catalogItemWithContent(
  db: Queryable,
  scope: InWorkspaceScope,
  id: string,
): Promise<CatalogItemWithContent | null> {
  const [row] = await catalogItemsWithContent(db, scope, [id]);
  return row ?? null;
}
