import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  isSiteAdmin,
  LIVE_ENROLMENT_STATES,
  type EnrolmentListEntry,
  type EnrolmentPerson,
  type EnrolmentState,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal, type PageRequest } from '../../db/paging.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courses,
  enrolments,
  organisationUnits,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { reachesNobody, reachesNone, type Reach } from '../../db/scope-filters.js';
import type { LearnerScope, WorkspaceScope } from '../../lib/scope.js';

type EnrolmentRow = typeof enrolments.$inferSelect;

/** Live states an administrator withdraws: a pending request is rejected instead (decision 0053). */
export const WITHDRAWABLE_STATES = LIVE_ENROLMENT_STATES.filter(
  (state) => state !== 'awaiting_approval',
) as readonly EnrolmentState[];
/** 02 §4: "Withdrawing reclaims licences only for learners who are not in_progress or awaiting_feedback". */
const KEEPS_LICENCE: readonly EnrolmentState[] = ['in_progress', 'awaiting_feedback'];
/** Pure, reads no table: whether withdrawing an enrolment in this state frees its licence. */
export const reclaimsLicence = (state: EnrolmentState): boolean => !KEEPS_LICENCE.includes(state);

/**
 * Whose enrolments the caller administers (02 §1, §6): a learning experience administrator every
 * profile of their workspace, a manager the profiles of the units they manage. For changes
 * (`'act'`) never their own: nobody enrols themselves past an approval or withdraws themselves.
 * Suggested courses (`'assign'`) are also assigned by those who administer the workspace's people
 * (site admin, user administrator), to the whole workspace; the dashboard's figures
 * (`'dashboard'`) are also a site admin's, of the whole workspace. From the token only; filters
 * `user_profiles`.
 */
function learnerReach(scope: WorkspaceScope, purpose: 'act' | 'read' | 'assign' | 'dashboard'): Reach {
  const conditions: (SQL | undefined)[] = [eq(userProfiles.workspaceId, scope.workspaceId)];
  if (purpose === 'act' || purpose === 'assign') conditions.push(ne(userProfiles.userId, scope.userId));
  const wholeWorkspace =
    scope.roles.includes('learning_experience_administrator') ||
    (purpose === 'assign' && scope.roles.includes('user_administrator')) ||
    ((purpose === 'assign' || purpose === 'dashboard') && isSiteAdmin(scope.actor));
  if (wholeWorkspace) return and(...conditions) as SQL;
  if (scope.roles.includes('manager') && scope.managedUnits.length > 0) {
    return and(...conditions, inArray(userProfiles.organisationUnitId, [...scope.managedUnits])) as SQL;
  }
  return reachesNobody();
}

/** An active learner: active account, active profile, the learner role. */
const activeLearner = and(
  eq(userProfiles.status, 'active'),
  eq(users.status, 'active'),
  sql`'learner' = any(${userProfiles.roles})`,
);

/**
 * A learner the caller may enrol or withdraw: an active learner's profile of the caller's
 * workspace within their reach, never the caller. Null otherwise (answered 404).
 */
export async function findAdministeredLearner(
  db: Queryable,
  scope: WorkspaceScope,
  profileId: string,
  purpose: 'act' | 'assign' = 'act',
) {
  const reach = learnerReach(scope, purpose);
  if (reachesNone(reach)) return null;
  const [row] = await db
    .select({
      profileId: userProfiles.id,
      userId: userProfiles.userId,
      organisationUnitId: userProfiles.organisationUnitId,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(reach, activeLearner, eq(userProfiles.id, profileId)));
  return row ?? null;
}

/**
 * The workspace's catalogue items among those named, as `findWorkspaceItem` has each one; an
 * item the workspace does not have is missing from the answer.
 */
export async function findWorkspaceItems(db: Queryable, scope: WorkspaceScope, catalogItemIds: readonly string[]) {
  return db
    .select({
      catalogItemId: catalogItems.id,
      offered: sql<boolean>`${catalogItems.status} = 'active' and ${catalogItemWorkspaces.visible}`,
      units: catalogItemWorkspaces.availableInOrganisationUnits,
    })
    .from(catalogItemWorkspaces)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
    .where(
      and(
        inArray(catalogItemWorkspaces.catalogItemId, [...catalogItemIds]),
        eq(catalogItemWorkspaces.workspaceId, scope.workspaceId),
      ),
    );
}

/**
 * Enrols the learner the caller reached on each item, created by the caller, skipping the items
 * where they already hold a live enrolment or request (the live-enrolment index decides, so two
 * calls at once make each enrolment once). Returns the enrolments made.
 */
export async function enrolOnEachUnlessLive(
  db: Queryable,
  scope: WorkspaceScope,
  learner: { profileId: string; userId: string },
  catalogItemIds: readonly string[],
): Promise<EnrolmentRow[]> {
  if (catalogItemIds.length === 0) return [];
  return db
    .insert(enrolments)
    .values(
      catalogItemIds.map((catalogItemId) => ({
        customerId: scope.customerId,
        workspaceId: scope.workspaceId,
        catalogItemId,
        learnerProfileId: learner.profileId,
        learnerUserId: learner.userId,
        state: 'enrolled' as const,
        createdBy: scope.userId,
      })),
    )
    .onConflictDoNothing({
      target: [enrolments.catalogItemId, enrolments.learnerProfileId],
      where: sql`${enrolments.state} in (${sql.join(
        LIVE_ENROLMENT_STATES.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    })
    .returning();
}

/** Of the profiles named, those the caller may withdraw (in reach, never the caller's own). */
export async function administeredProfiles(db: Queryable, scope: WorkspaceScope, profileIds: readonly string[]) {
  const reach = learnerReach(scope, 'act');
  if (reachesNone(reach) || profileIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(reach, inArray(userProfiles.id, [...profileIds])));
  return new Set(rows.map((row) => row.id));
}

/** The person's profile in the caller's workspace when the caller may read their enrolments. */
export async function findReadableProfile(db: Queryable, scope: WorkspaceScope, userId: string) {
  const reach = learnerReach(scope, 'read');
  if (reachesNone(reach)) return null;
  const [row] = await db
    .select({ profileId: userProfiles.id, userId: userProfiles.userId })
    .from(userProfiles)
    .where(and(reach, eq(userProfiles.userId, userId)));
  return row ?? null;
}

/**
 * The catalogue item as the caller's workspace has it: `offered` when it is active and visible
 * there, with the units it is limited to (empty: every unit). Null when the workspace does not
 * have it at all (another workspace's item, or an unknown one).
 */
export async function findWorkspaceItem(db: Queryable, scope: WorkspaceScope, catalogItemId: string) {
  const [row] = await db
    .select({
      catalogItemId: catalogItems.id,
      offered: sql<boolean>`${catalogItems.status} = 'active' and ${catalogItemWorkspaces.visible}`,
      units: catalogItemWorkspaces.availableInOrganisationUnits,
    })
    .from(catalogItemWorkspaces)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItemId),
        eq(catalogItemWorkspaces.workspaceId, scope.workspaceId),
      ),
    );
  return row ?? null;
}

/** Pure, reads no table: whether the workspace's item is offered to a learner of this unit. */
export const isOfferedTo = (
  item: { offered: boolean; units: readonly string[] },
  learner: { organisationUnitId: string | null },
): boolean =>
  item.offered &&
  (item.units.length === 0 || (learner.organisationUnitId !== null && item.units.includes(learner.organisationUnitId)));

/** Enrols the learner the caller reached, created by the caller: straight to `enrolled`. */
export async function createAdminEnrolment(
  db: Queryable,
  scope: WorkspaceScope,
  learner: { profileId: string; userId: string },
  catalogItemId: string,
): Promise<EnrolmentRow> {
  const [row] = await db
    .insert(enrolments)
    .values({
      customerId: scope.customerId,
      workspaceId: scope.workspaceId,
      catalogItemId,
      learnerProfileId: learner.profileId,
      learnerUserId: learner.userId,
      state: 'enrolled',
      createdBy: scope.userId,
    })
    .returning();
  if (!row) throw new Error('Enrolment was not created');
  return row;
}

/**
 * Withdraws the live enrolments (not pending requests) of these learners on the item, in the
 * caller's workspace, resolved by the caller. Locks them first so the states they left are known
 * (licences), and an enrolment that moved on meanwhile is not touched. Returns each with the state
 * it left. Run it in a transaction.
 */
export async function withdrawEnrolments(
  tx: Queryable,
  scope: WorkspaceScope,
  catalogItemId: string,
  profileIds: readonly string[],
): Promise<{ row: EnrolmentRow; was: EnrolmentState }[]> {
  const live = await tx
    .select({ id: enrolments.id, state: enrolments.state })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        eq(enrolments.catalogItemId, catalogItemId),
        inArray(enrolments.learnerProfileId, [...profileIds]),
        inArray(enrolments.state, [...WITHDRAWABLE_STATES]),
      ),
    )
    .orderBy(asc(enrolments.id))
    .for('update');
  if (live.length === 0) return [];
  const was = new Map(live.map((row) => [row.id, row.state]));
  const now = new Date();
  const rows = await tx
    .update(enrolments)
    .set({ state: 'withdrawn', resolvedBy: scope.userId, resolvedAt: now, updatedAt: now })
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.id, [...was.keys()]),
        inArray(enrolments.state, [...WITHDRAWABLE_STATES]),
      ),
    )
    .returning();
  return rows.map((row) => ({ row, was: was.get(row.id)! }));
}

/** Every enrolment of the person's profile on the item in the caller's workspace, newest first. */
export async function enrolmentsOfLearnerOnItem(
  db: Queryable,
  scope: WorkspaceScope,
  profileId: string,
  catalogItemId: string,
): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        eq(enrolments.catalogItemId, catalogItemId),
        eq(enrolments.learnerProfileId, profileId),
      ),
    )
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
}

export type EnrolmentSort = 'enrolmentDateTime' | 'courseName' | 'enrolmentState' | 'lastCompletion';

/** Which rows of the enrolment list: one person's (any item), or one item's (live ones, maybe of some learners). */
export type EnrolmentListOf =
  { profileId: string } | { catalogItemId: string; liveOnly: true; learners?: readonly string[] | undefined };

/**
 * The enrolment list (02 §3 "Enrolment list fields"): one row per learner and catalogue item,
 * the latest enrolment (a declined request never was one), with the learner's completions of the
 * item (a completion's time is when its enrolment last changed, on reaching `completed`). Only
 * learners in the caller's read reach, in the caller's workspace.
 */
export function enrolmentList(db: Queryable, scope: WorkspaceScope, of: EnrolmentListOf, query: ListQuery) {
  return listEnrolments(db, scope, learnerReach(scope, 'read'), of, query);
}

/** The signed-in learner's own enrolment list (as `enrolmentList`), in the token's workspace. */
export function ownEnrolmentList(db: Queryable, learner: LearnerScope, query: ListQuery) {
  return listEnrolments(
    db,
    learner,
    eq(userProfiles.id, learner.profileId) as SQL,
    { profileId: learner.profileId },
    query,
  );
}

type ListQuery = PageRequest & {
  sortBy: EnrolmentSort;
  sortDirection: 'asc' | 'desc';
  completed?: boolean | undefined;
};

async function listEnrolments(
  db: Queryable,
  scope: WorkspaceScope,
  reach: Reach,
  of: EnrolmentListOf,
  query: ListQuery,
): Promise<{ rows: EnrolmentListEntry[]; total: number }> {
  if (reachesNone(reach)) return { rows: [], total: 0 };
  const perItem = sql`partition by ${enrolments.learnerProfileId}, ${enrolments.catalogItemId}`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: enrolments.id,
        catalogItemId: enrolments.catalogItemId,
        learnerProfileId: enrolments.learnerProfileId,
        state: enrolments.state,
        createdAt: enrolments.createdAt,
        rank: sql<number>`row_number() over (${perItem} order by ${enrolments.createdAt} desc, ${enrolments.id} desc)`.as(
          'rank',
        ),
        completionsCount: sql<number>`count(*) filter (where ${enrolments.state} = 'completed') over (${perItem})`.as(
          'completions_count',
        ),
        lastCompletion:
          sql<Date | null>`max(${enrolments.updatedAt}) filter (where ${enrolments.state} = 'completed') over (${perItem})`.as(
            'last_completion',
          ),
      })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.workspaceId, scope.workspaceId),
          ne(enrolments.state, 'rejected'),
          'profileId' in of
            ? eq(enrolments.learnerProfileId, of.profileId)
            : and(
                eq(enrolments.catalogItemId, of.catalogItemId),
                of.learners ? inArray(enrolments.learnerProfileId, [...of.learners]) : undefined,
              ),
        ),
      ),
  );
  const where = and(
    eq(ranked.rank, 1),
    reach,
    'liveOnly' in of ? inArray(ranked.state, [...LIVE_ENROLMENT_STATES]) : undefined,
    query.completed === undefined
      ? undefined
      : query.completed
        ? sql`${ranked.completionsCount} > 0`
        : sql`${ranked.completionsCount} = 0`,
  );
  const sortColumn = {
    enrolmentDateTime: ranked.createdAt,
    courseName: courses.name,
    enrolmentState: ranked.state,
    lastCompletion: ranked.lastCompletion,
  }[query.sortBy];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const { rows, total } = await pageWithTotal(
    db
      .with(ranked)
      .select({
        enrolmentId: ranked.id,
        catalogItemId: ranked.catalogItemId,
        courseId: courses.id,
        courseName: courses.name,
        userId: users.id,
        profileId: userProfiles.id,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.email,
        state: ranked.state,
        createdAt: ranked.createdAt,
        lastCompletion: ranked.lastCompletion,
        completionsCount: ranked.completionsCount,
        organisationUnitName: organisationUnits.name,
      })
      .from(ranked)
      .innerJoin(userProfiles, eq(userProfiles.id, ranked.learnerProfileId))
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(catalogItems, eq(catalogItems.id, ranked.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .leftJoin(organisationUnits, eq(organisationUnits.id, userProfiles.organisationUnitId))
      .where(where)
      .orderBy(direction(sortColumn), asc(ranked.id)),
    db
      .with(ranked)
      .select({ total: count() })
      .from(ranked)
      .innerJoin(userProfiles, eq(userProfiles.id, ranked.learnerProfileId))
      .where(where),
    query,
  );
  return {
    rows: rows.map((row) => ({
      enrolmentId: row.enrolmentId,
      catalogItemId: row.catalogItemId,
      courseId: row.courseId,
      courseName: row.courseName,
      learner: {
        userId: row.userId,
        profileId: row.profileId,
        firstName: row.firstName,
        lastName: row.lastName,
        emailAddress: row.emailAddress,
      },
      enrolmentState: row.state,
      enrolmentDate: new Date(row.createdAt).toISOString(),
      lastCompletion: row.lastCompletion ? new Date(row.lastCompletion).toISOString() : null,
      completionsCount: Number(row.completionsCount),
      organisationUnitName: row.organisationUnitName,
      isEnrolled: row.state !== 'awaiting_approval' && (LIVE_ENROLMENT_STATES as readonly string[]).includes(row.state),
    })),
    total,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The people an administrator may enrol on the workspace's item (`to-enrol`) or withdraw from it
 * (`to-withdraw`), 02 §7 and 03 §7: active learners in the caller's reach (never the caller), by
 * name, searchable by name or email address. To enrol: those the item is offered to (their unit)
 * who hold no live enrolment or request on it. To withdraw: those holding a live enrolment that
 * is not a pending request, with it. The item is one the caller reached in its workspace.
 */
export async function peopleForEnrolment(
  db: Queryable,
  scope: WorkspaceScope,
  item: { catalogItemId: string; units: readonly string[] },
  list: 'to-enrol' | 'to-withdraw',
  query: PageRequest & { search?: string | undefined },
): Promise<{ rows: EnrolmentPerson[]; total: number }> {
  const reach = learnerReach(scope, 'act');
  if (reachesNone(reach)) return { rows: [], total: 0 };
  const states = list === 'to-enrol' ? LIVE_ENROLMENT_STATES : WITHDRAWABLE_STATES;
  const conditions: (SQL | undefined)[] = [reach, activeLearner];
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)));
  }
  if (list === 'to-enrol') {
    if (item.units.length > 0) conditions.push(inArray(userProfiles.organisationUnitId, [...item.units]));
    conditions.push(sql`${enrolments.id} is null`);
  } else {
    conditions.push(sql`${enrolments.id} is not null`);
  }
  const where = and(...conditions);
  const liveOnItem = and(
    eq(enrolments.learnerProfileId, userProfiles.id),
    eq(enrolments.workspaceId, scope.workspaceId),
    eq(enrolments.catalogItemId, item.catalogItemId),
    inArray(enrolments.state, [...states]),
  );
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.email,
        profileId: userProfiles.id,
        organisationUnitName: organisationUnits.name,
        enrolmentId: enrolments.id,
        enrolmentState: enrolments.state,
        enrolmentDate: enrolments.createdAt,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .leftJoin(enrolments, liveOnItem)
      .leftJoin(organisationUnits, eq(organisationUnits.id, userProfiles.organisationUnitId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ total: count() })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .leftJoin(enrolments, liveOnItem)
      .where(where),
    query,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      emailAddress: row.emailAddress,
      profileId: row.profileId,
      organisationUnitName: row.organisationUnitName,
      enrolment:
        list === 'to-withdraw' && row.enrolmentId && row.enrolmentState && row.enrolmentDate
          ? {
              id: row.enrolmentId,
              state: row.enrolmentState,
              enrolmentDate: row.enrolmentDate.toISOString(),
              reclaimsLicence: reclaimsLicence(row.enrolmentState),
            }
          : null,
    })),
    total,
  };
}

/** 03 §3's dashboard statuses: which enrolment states each counts. */
const DASHBOARD_STATUSES = {
  enrolled: ['enrolled', 'not_started', 'started', 'awaiting_feedback'],
  in_progress: ['in_progress'],
  completed: ['completed'],
} as const satisfies Record<string, readonly EnrolmentState[]>;

/**
 * The home dashboard's enrolment statuses: the enrolments of the caller's workspace made in the
 * range, of learners in the caller's reach (and in the units named), counted by status.
 */
export async function dashboardEnrolmentCounts(
  db: Queryable,
  scope: WorkspaceScope,
  filters: { from?: Date | undefined; before?: Date | undefined; units?: readonly string[] | undefined },
): Promise<Record<keyof typeof DASHBOARD_STATUSES, number>> {
  const reach = learnerReach(scope, 'dashboard');
  if (reachesNone(reach) || filters.units?.length === 0) return { enrolled: 0, in_progress: 0, completed: 0 };
  const counted = (states: readonly EnrolmentState[]) =>
    sql<number>`count(*) filter (where ${inArray(enrolments.state, [...states])})`.mapWith(Number);
  const [row] = await db
    .select({
      enrolled: counted(DASHBOARD_STATUSES.enrolled),
      in_progress: counted(DASHBOARD_STATUSES.in_progress),
      completed: counted(DASHBOARD_STATUSES.completed),
    })
    .from(enrolments)
    .innerJoin(userProfiles, eq(userProfiles.id, enrolments.learnerProfileId))
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        reach,
        filters.from ? gte(enrolments.createdAt, filters.from) : undefined,
        filters.before ? lt(enrolments.createdAt, filters.before) : undefined,
        filters.units ? inArray(userProfiles.organisationUnitId, [...filters.units]) : undefined,
      ),
    );
  return row ?? { enrolled: 0, in_progress: 0, completed: 0 };
}
