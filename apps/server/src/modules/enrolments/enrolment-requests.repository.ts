import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { UnresolvedRequests } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { catalogItems, courses, enrolments, organisationUnits, userProfiles, users } from '../../db/schema/index.js';
import type { Scope } from '../../lib/scope.js';
import { reachesNobody, reachesNone, type Reach } from '../../db/scope-filters.js';

/**
 * Whose requests the caller resolves (02 §6): a learning experience administrator every request
 * of their workspace, a manager those of learners in the units they manage; never their own.
 * From the token only.
 */
function requestReach({ actor, managedUnits }: Pick<Scope, 'actor' | 'managedUnits'>): Reach {
  if (!actor.workspaceId || !actor.userId) return reachesNobody();
  const inWorkspace = and(
    eq(enrolments.workspaceId, actor.workspaceId),
    ne(enrolments.learnerUserId, actor.userId),
  ) as SQL;
  if (actor.roles.includes('learning_experience_administrator')) return inWorkspace;
  if (actor.roles.includes('manager') && managedUnits.length > 0) {
    return and(inWorkspace, inArray(userProfiles.organisationUnitId, [...managedUnits])) as SQL;
  }
  return reachesNobody();
}

/** Waiting requests of learners still in the workspace (a removed profile's request is moot). */
const unresolved = (reach: Reach) =>
  and(reach, eq(enrolments.state, 'awaiting_approval'), eq(userProfiles.status, 'active'));

/** A page of unresolved requests in the caller's scope, oldest first (who asked first is served first). */
export async function listUnresolved(
  db: Queryable,
  caller: Scope,
  page: number,
  pageSize: number,
): Promise<UnresolvedRequests> {
  const reach = requestReach(caller);
  if (reachesNone(reach)) return { data: [], pagination: { page, pageSize, total: 0 } };
  const where = unresolved(reach);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: enrolments.id,
        requestedAt: enrolments.createdAt,
        userId: users.id,
        profileId: userProfiles.id,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.email,
        organisationUnitName: organisationUnits.name,
        catalogItemId: catalogItems.id,
        courseId: courses.id,
        courseName: courses.name,
      })
      .from(enrolments)
      .innerJoin(userProfiles, eq(userProfiles.id, enrolments.learnerProfileId))
      .innerJoin(users, eq(users.id, enrolments.learnerUserId))
      .innerJoin(catalogItems, eq(catalogItems.id, enrolments.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .leftJoin(organisationUnits, eq(organisationUnits.id, userProfiles.organisationUnitId))
      .where(where)
      .orderBy(asc(enrolments.createdAt), asc(enrolments.id)),
    db
      .select({ total: count() })
      .from(enrolments)
      .innerJoin(userProfiles, eq(userProfiles.id, enrolments.learnerProfileId))
      .where(where),
    { page, pageSize },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      requestedAt: row.requestedAt.toISOString(),
      learner: {
        userId: row.userId,
        profileId: row.profileId,
        firstName: row.firstName,
        lastName: row.lastName,
        emailAddress: row.emailAddress,
        organisationUnitName: row.organisationUnitName,
      },
      course: { catalogItemId: row.catalogItemId, courseId: row.courseId, name: row.courseName },
    })),
    pagination: { page, pageSize, total },
  };
}

/**
 * One request in the caller's scope whose learner is still in the workspace (any state, so a
 * resolved one answers 409 rather than 404), with what deciding it and the learner's email need.
 */
export async function findScopedRequest(db: Queryable, caller: Scope, id: string) {
  const reach = requestReach(caller);
  if (reachesNone(reach)) return null;
  const [row] = await db
    .select({
      id: enrolments.id,
      state: enrolments.state,
      workspaceId: enrolments.workspaceId,
      customerId: enrolments.customerId,
      learnerEmail: users.email,
      learnerFirstName: users.firstName,
      courseName: courses.name,
      offered: sql<boolean>`${catalogItems.status} = 'active'`,
    })
    .from(enrolments)
    .innerJoin(userProfiles, eq(userProfiles.id, enrolments.learnerProfileId))
    .innerJoin(users, eq(users.id, enrolments.learnerUserId))
    .innerJoin(catalogItems, eq(catalogItems.id, enrolments.catalogItemId))
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .where(and(reach, eq(enrolments.id, id), eq(userProfiles.status, 'active')));
  return row ?? null;
}
