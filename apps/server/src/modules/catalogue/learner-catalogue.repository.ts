import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_ENROLMENT_STATES, type LearnerCatalogItem } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { catalogItemWorkspaces, catalogItems, courses, enrolments } from '../../db/schema/index.js';
import type { LearnerScope } from '../../lib/scope.js';

/**
 * What a workspace offers this learner (the rule of `findOffer`): active items, visible in the
 * learner's workspace, open to every unit or to the learner's own.
 */
function offeredTo(learner: LearnerScope) {
  const everyUnit = sql`cardinality(${catalogItemWorkspaces.availableInOrganisationUnits}) = 0`;
  const unitFilter =
    learner.organisationUnitId === null
      ? everyUnit
      : or(
          everyUnit,
          sql`${learner.organisationUnitId}::uuid = any(${catalogItemWorkspaces.availableInOrganisationUnits})`,
        );
  return and(
    eq(catalogItemWorkspaces.workspaceId, learner.workspaceId),
    eq(catalogItemWorkspaces.visible, true),
    eq(catalogItems.status, 'active'),
    unitFilter,
  );
}

/** The catalogue offered to the learner, by course name, with their live enrolment's state on each. */
/** What the learner narrows their catalogue to: words of the course name, labels (any of), enrolment. */
export interface LearnerCatalogFilter {
  search?: string;
  labels: readonly string[];
  showEnrolmentsFor: 'all' | 'enrolled' | 'notEnrolled';
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

export async function learnerCatalogPage(
  db: Queryable,
  learner: LearnerScope,
  filter: LearnerCatalogFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: LearnerCatalogItem[]; total: number }> {
  const conditions: (SQL | undefined)[] = [offeredTo(learner)];
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${courses.searchText} like lower(${`%${escapeLike(word)}%`})`);
  }
  if (filter.labels.length > 0) {
    conditions.push(sql`${courses.labels} && ${sql.param([...filter.labels])}::text[]`);
  }
  const live = db
    .select({ catalogItemId: enrolments.catalogItemId, state: enrolments.state })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, learner.workspaceId),
        eq(enrolments.learnerProfileId, learner.profileId),
        inArray(enrolments.state, [...LIVE_ENROLMENT_STATES]),
      ),
    )
    .as('live');
  if (filter.showEnrolmentsFor === 'enrolled') conditions.push(isNotNull(live.state));
  if (filter.showEnrolmentsFor === 'notEnrolled') conditions.push(isNull(live.state));
  const where = and(...conditions);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        catalogItemId: catalogItems.id,
        courseId: courses.id,
        name: courses.name,
        description: courses.description,
        duration: courses.duration,
        requireApproval: catalogItemWorkspaces.requireApproval,
        enrolmentStatus: live.state,
        labels: courses.labels,
      })
      .from(catalogItemWorkspaces)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .leftJoin(live, eq(live.catalogItemId, catalogItems.id))
      .where(where)
      .orderBy(asc(courses.name), asc(catalogItems.id)),
    db
      .select({ total: count() })
      .from(catalogItemWorkspaces)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .leftJoin(live, eq(live.catalogItemId, catalogItems.id))
      .where(where),
    { page, pageSize },
  );
  return { rows, total };
}
