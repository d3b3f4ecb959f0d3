import type { z } from 'zod';
import {
  ENROLMENT_MESSAGES,
  type AssignSuggestedCoursesResult,
  type DashboardEnrolments,
  type dashboardEnrolmentsQuerySchema,
  type EnrolmentList,
  type userEnrolmentsQuerySchema,
  type WithdrawResult,
} from '@campus/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { inWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import {
  administeredProfiles,
  createAdminEnrolment,
  dashboardEnrolmentCounts,
  enrolmentList,
  enrolmentsOfLearnerOnItem,
  enrolOnEachUnlessLive,
  findAdministeredLearner,
  findReadableProfile,
  findWorkspaceItem,
  findWorkspaceItems,
  isOfferedTo,
  ownEnrolmentList,
  peopleForEnrolment,
  reclaimsLicence,
  withdrawEnrolments,
} from './admin-enrolments.repository.js';
import { toEnrolment } from './enrolments.repository.js';
import { learnerOf } from './learner.js';

type ListQuery = z.output<typeof userEnrolmentsQuerySchema>;

const listOptions = (query: ListQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  sortBy: query.sortBy,
  sortDirection: query.sortDirection,
  completed: query['filters[completed]'],
});

/**
 * Enrolments by administrators (02 §4, §7; docs/decisions/0053): an LXA (their workspace) or a
 * manager (their units' learners) enrols one learner, withdraws several, and reads who is enrolled
 * where. Every call takes the request's scope; the repositories apply it.
 */
export function adminEnrolmentsService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  return {
    /**
     * Enrols one learner straight away (no approval: the administrator decides). The item must be
     * offered to the learner (visible and active in the workspace, open to their unit); the
     * live-enrolment unique index refuses a second, so of bulk or repeated calls one wins.
     */
    async enrol(scope: Scope, catalogItemId: string, learnerProfileId: string) {
      const workspace = inWorkspace(scope);
      const [learner, item] = await Promise.all([
        findAdministeredLearner(db, workspace, learnerProfileId),
        findWorkspaceItem(db, workspace, catalogItemId),
      ]);
      if (!learner) throw new NotFoundError().because(ENROLMENT_MESSAGES.notALearner);
      if (!item) throw new NotFoundError();
      if (!isOfferedTo(item, learner)) throw new NotFoundError(ENROLMENT_MESSAGES.notOfferedToLearner);
      try {
        return toEnrolment(await createAdminEnrolment(db, workspace, learner, item.catalogItemId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ENROLMENT_MESSAGES.learnerAlreadyEnrolled);
        throw error;
      }
    },

    /**
     * Enrols a learner on the courses suggested to them (a profile made or changed): each course
     * of the workspace offered to the learner that they are not yet on, in one statement. A
     * course the workspace does not have refuses the whole call (404); one it has but does not
     * offer to the learner is listed back, as are those the learner is already on.
     */
    async assignSuggested(
      scope: Scope,
      body: { catalogItems: readonly string[]; learner: string; workspaceId: string },
    ): Promise<AssignSuggestedCoursesResult> {
      const workspace = inWorkspace(scope);
      if (body.workspaceId !== workspace.workspaceId) throw new ForbiddenError(ENROLMENT_MESSAGES.otherWorkspaceList);
      const named = [...new Set(body.catalogItems)];
      const [learner, items] = await Promise.all([
        findAdministeredLearner(db, workspace, body.learner, 'assign'),
        findWorkspaceItems(db, workspace, named),
      ]);
      if (!learner) throw new NotFoundError().because(ENROLMENT_MESSAGES.notALearner);
      if (items.length !== named.length) throw new NotFoundError();
      // In the order the caller named them, so each list of the answer reads in that order too.
      const offeredIds = new Set(items.filter((item) => isOfferedTo(item, learner)).map((item) => item.catalogItemId));
      const offered = named.filter((id) => offeredIds.has(id));
      const made = await enrolOnEachUnlessLive(db, workspace, learner, offered);
      const madeOn = new Set(made.map((row) => row.catalogItemId));
      return {
        enrolled: made.map(toEnrolment),
        alreadyEnrolled: offered.filter((id) => !madeOn.has(id)),
        notOffered: named.filter((id) => !offeredIds.has(id)),
      };
    },

    /**
     * Withdraws the learners' live enrolments on the item in one transaction. Every learner named
     * must be one the caller administers (else 404 and nothing changes); those with nothing to
     * withdraw (none, or a pending request) are listed back. Licences are counted, not yet moved.
     */
    async withdraw(scope: Scope, catalogItemId: string, learners: readonly string[]): Promise<WithdrawResult> {
      const workspace = inWorkspace(scope);
      const named = [...new Set(learners)];
      const item = await findWorkspaceItem(db, workspace, catalogItemId);
      if (!item) throw new NotFoundError();
      return db.transaction(async (tx) => {
        const reached = await administeredProfiles(tx, workspace, named);
        if (reached.size !== named.length) throw new NotFoundError().because(ENROLMENT_MESSAGES.notALearner);
        const withdrawn = await withdrawEnrolments(tx, workspace, item.catalogItemId, named);
        const done = new Set(withdrawn.map(({ row }) => row.learnerProfileId));
        return {
          withdrawn: withdrawn.map(({ row }) => toEnrolment(row)),
          notEnrolled: named.filter((id) => !done.has(id)),
          reclaimableLicences: withdrawn.filter(({ was }) => reclaimsLicence(was)).length,
        };
      });
    },

    /** The learners (in the caller's reach) holding a live enrolment or request on the workspace's item. */
    async usersEnrolled(scope: Scope, catalogItemId: string, learners?: readonly string[]) {
      const workspace = inWorkspace(scope);
      const item = await findWorkspaceItem(db, workspace, catalogItemId);
      if (!item) throw new NotFoundError();
      const { rows } = await enrolmentList(
        db,
        workspace,
        { catalogItemId: item.catalogItemId, liveOnly: true, learners },
        { page: 1, pageSize: 100_000, sortBy: 'enrolmentDateTime', sortDirection: 'asc' },
      );
      return { data: rows };
    },

    /** Every enrolment (any state) of one person on the workspace's item, newest first. */
    async learnerEnrolmentsOnItem(scope: Scope, catalogItemId: string, userId: string) {
      const workspace = inWorkspace(scope);
      const [item, profile] = await Promise.all([
        findWorkspaceItem(db, workspace, catalogItemId),
        findReadableProfile(db, workspace, userId),
      ]);
      if (!item || !profile) throw new NotFoundError();
      const rows = await enrolmentsOfLearnerOnItem(db, workspace, profile.profileId, item.catalogItemId);
      return { data: rows.map(toEnrolment) };
    },

    /** The signed-in learner's own enrolment list. */
    async ownList(scope: Scope, query: ListQuery): Promise<EnrolmentList> {
      const learner = learnerOf(scope);
      const { rows, total } = await ownEnrolmentList(db, learner, listOptions(query));
      return { data: rows, pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    /** A person's enrolment list in the caller's workspace, for an administrator who reaches them. */
    async listOf(scope: Scope, userId: string, query: ListQuery): Promise<EnrolmentList> {
      const workspace = inWorkspace(scope);
      const profile = await findReadableProfile(db, workspace, userId);
      if (!profile) throw new NotFoundError();
      const { rows, total } = await enrolmentList(db, workspace, { profileId: profile.profileId }, listOptions(query));
      return { data: rows, pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    /**
     * The home dashboard's enrolment statuses. A day as the end of the range takes the whole day;
     * a moment is the end itself.
     */
    async dashboard(
      scope: Scope,
      query: z.output<typeof dashboardEnrolmentsQuerySchema>,
    ): Promise<DashboardEnrolments> {
      const workspace = inWorkspace(scope);
      const start = query['filters[startDate]'];
      const end = query['filters[endDate]'];
      const isDay = (value: string) => value.length === 10;
      const before = end
        ? new Date(isDay(end) ? Date.parse(`${end}T00:00:00Z`) + 86_400_000 : Date.parse(end))
        : undefined;
      return dashboardEnrolmentCounts(db, workspace, {
        from: start ? new Date(isDay(start) ? `${start}T00:00:00Z` : start) : undefined,
        before,
        units: query['filters[orgUnits]'],
      });
    },

    /**
     * The report engine's user lists (`user-list/to-enrol|to-withdraw/{catalogItemId}/{workspaceId}`):
     * the workspace named must be the token's (403 otherwise), the item the workspace's (404).
     */
    async people(
      scope: Scope,
      list: 'to-enrol' | 'to-withdraw',
      params: { catalogItemId: string; workspaceId: string },
      query: { page: number; pageSize: number; search?: string | undefined },
    ) {
      const workspace = inWorkspace(scope);
      if (params.workspaceId !== workspace.workspaceId) throw new ForbiddenError(ENROLMENT_MESSAGES.otherWorkspaceList);
      const item = await findWorkspaceItem(db, workspace, params.catalogItemId);
      // Nobody may be enrolled on an item the workspace has but does not offer; its enrolled may be withdrawn.
      if (!item || (list === 'to-enrol' && !item.offered)) throw new NotFoundError();
      const { rows, total } = await peopleForEnrolment(db, workspace, item, list, query);
      return { data: rows, pagination: { page: query.page, pageSize: query.pageSize, total } };
    },
  };
}

export type AdminEnrolmentsService = ReturnType<typeof adminEnrolmentsService>;
