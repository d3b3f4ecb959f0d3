import { aliasedTable, and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_ENROLMENT_STATES, ENROLLED_STATES, type EnrolmentState } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { pageWithTotal, type PageRequest } from '../../../db/paging.js';
import { inScopeCustomer } from '../../../db/scope-filters.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courses,
  courseVersions,
  enrolments,
  userProfiles,
  workspaces,
} from '../../../db/schema/index.js';
import type { AdministeringScope, Scope } from '../../../lib/scope.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** What a catalogue list asks for: search words, labels (any of), status, and for whom. */
export interface CatalogListFilter {
  search?: string;
  labels: readonly string[];
  status: 'active' | 'archived';
  /** Only what this learner is offered: visible, for every unit or theirs; with their live enrolment. */
  offeredTo?: { profileId: string; organisationUnitId: string | null };
  /** With this learner's live enrolment on each item (admin enrolments), offered or not. */
  enrolmentsOf?: { profileId: string };
}

export interface CatalogListRow {
  catalogItemId: string;
  courseId: string;
  versionId: string;
  name: string;
  status: 'active' | 'archived';
  labels: string[];
  majorVersion: number;
  minorVersion: number;
  originWorkspaceId: string;
  sharedFrom: string | null;
  visible: boolean;
  requireApproval: boolean;
  description: string | null;
  duration: string | null;
  enrolmentStatus: EnrolmentState | null;
}

const owner = aliasedTable(workspaces, 'owning_workspace');

/**
 * A page of the catalogue of the administered workspace (what it offers: its own items and those
 * shared to it), by course name. Search is one `LIKE` per word on the course's search text
 * (trigram index); labels match any (GIN index on the course's labels).
 */
export async function catalogPage(
  db: Queryable,
  administering: AdministeringScope,
  filter: CatalogListFilter,
  paging: PageRequest,
): Promise<{ rows: CatalogListRow[]; total: number }> {
  const { workspaceId, customerId } = administering.administered;
  const conditions: (SQL | undefined)[] = [
    eq(catalogItemWorkspaces.workspaceId, workspaceId),
    eq(catalogItemWorkspaces.customerId, customerId),
    eq(catalogItems.status, filter.status),
  ];
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${courses.searchText} like lower(${`%${escapeLike(word)}%`})`);
  }
  if (filter.labels.length > 0) {
    conditions.push(sql`${courses.labels} && ${sql.param([...filter.labels])}::text[]`);
  }
  if (filter.offeredTo) {
    const everyUnit = sql`cardinality(${catalogItemWorkspaces.availableInOrganisationUnits}) = 0`;
    const unit = filter.offeredTo.organisationUnitId;
    conditions.push(
      eq(catalogItemWorkspaces.visible, true),
      unit === null
        ? everyUnit
        : or(everyUnit, sql`${unit}::uuid = any(${catalogItemWorkspaces.availableInOrganisationUnits})`),
    );
  }
  const where = and(...conditions);
  const learner = filter.offeredTo ?? filter.enrolmentsOf;
  const live = db
    .select({ catalogItemId: enrolments.catalogItemId, state: enrolments.state })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, workspaceId),
        eq(enrolments.customerId, customerId),
        // No learner: a condition that matches nothing, so the join adds no row and no state.
        learner ? eq(enrolments.learnerProfileId, learner.profileId) : sql`false`,
        inArray(enrolments.state, [...LIVE_ENROLMENT_STATES]),
      ),
    )
    .as('live');
  const { rows, total } = await pageWithTotal(
    db
      .select({
        catalogItemId: catalogItems.id,
        courseId: courses.id,
        versionId: catalogItems.versionId,
        name: courses.name,
        status: catalogItems.status,
        labels: courses.labels,
        majorVersion: courseVersions.major,
        minorVersion: courseVersions.minor,
        originWorkspaceId: catalogItems.workspaceId,
        sharedFrom: sql<string | null>`case when ${catalogItems.workspaceId} <> ${catalogItemWorkspaces.workspaceId}
          then ${owner.name} end`,
        visible: catalogItemWorkspaces.visible,
        requireApproval: catalogItemWorkspaces.requireApproval,
        description: courses.description,
        duration: courses.duration,
        enrolmentStatus: live.state,
      })
      .from(catalogItemWorkspaces)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .innerJoin(courseVersions, eq(courseVersions.id, catalogItems.versionId))
      .innerJoin(owner, eq(owner.id, catalogItems.workspaceId))
      .leftJoin(live, eq(live.catalogItemId, catalogItems.id))
      .where(where)
      .orderBy(asc(courses.name), asc(catalogItems.id)),
    db
      .select({ total: count() })
      .from(catalogItemWorkspaces)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .where(where),
    paging,
  );
  return { rows: rows as CatalogListRow[], total };
}

/** Whether a state counts as enrolled (02 §4). */
export const isEnrolledState = (state: EnrolmentState | null): boolean =>
  state !== null && (ENROLLED_STATES as readonly string[]).includes(state);

/** An active profile of the caller's customer (superadmins: any), with its workspace and unit; or null. */
export async function profileInScope(db: Queryable, scope: Scope, profileId: string) {
  const [row] = await db
    .select({
      id: userProfiles.id,
      customerId: userProfiles.customerId,
      workspaceId: userProfiles.workspaceId,
      organisationUnitId: userProfiles.organisationUnitId,
    })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.id, profileId),
        ne(userProfiles.status, 'deleted'),
        inScopeCustomer(scope, userProfiles.customerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
