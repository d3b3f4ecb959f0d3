import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLABLE_STATES, LIVE_ENROLMENT_STATES, type Enrolment, type EnrolmentState } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { LearnerScope, WorkspaceScope } from '../../lib/scope.js';
import { catalogItemWorkspaces, catalogItems, courses, enrolments } from '../../db/schema/index.js';

type EnrolmentRow = typeof enrolments.$inferSelect;

/** Pure, reads no table: whether an enrolment in this state is live. */
export const isLive = (state: EnrolmentState): boolean => (LIVE_ENROLMENT_STATES as readonly string[]).includes(state);
/** Pure, reads no table: whether an enrolment in this state may be cancelled. */
export const isCancellable = (state: EnrolmentState): boolean =>
  (CANCELLABLE_STATES as readonly string[]).includes(state);

/** Pure, reads no table: an enrolment row as the API presents it. */
export function toEnrolment(row: EnrolmentRow): Enrolment {
  return {
    id: row.id,
    catalogItemId: row.catalogItemId,
    learnerId: row.learnerProfileId,
    state: row.state,
    isCancellable: isCancellable(row.state),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A catalogue item as a workspace offers it: active, visible there, and open to the learner's
 * unit (an empty unit list means every unit). Anything else is "not offered" to that learner.
 */
export async function findOffer(db: Queryable, learner: LearnerScope, catalogItemId: string) {
  const [offer] = await db
    .select({
      catalogItemId: catalogItems.id,
      courseName: courses.name,
      requireApproval: catalogItemWorkspaces.requireApproval,
      units: catalogItemWorkspaces.availableInOrganisationUnits,
    })
    .from(catalogItemWorkspaces)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWorkspaces.catalogItemId))
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .where(
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItemId),
        eq(catalogItemWorkspaces.workspaceId, learner.workspaceId),
        eq(catalogItemWorkspaces.visible, true),
        eq(catalogItems.status, 'active'),
      ),
    );
  if (!offer) return null;
  const openToUnit =
    offer.units.length === 0 ||
    (learner.organisationUnitId !== null && offer.units.includes(learner.organisationUnitId));
  return openToUnit ? offer : null;
}

/** The learner's most recent enrolment on a catalogue item, whatever its state. */
export async function latestEnrolment(db: Queryable, learner: LearnerScope, catalogItemId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, learner.workspaceId),
        eq(enrolments.catalogItemId, catalogItemId),
        eq(enrolments.learnerProfileId, learner.profileId),
      ),
    )
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  return row ?? null;
}

/** One enrolment, only if it belongs to the learner's workspace. */
export async function findEnrolment(db: Queryable, learner: LearnerScope, id: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.workspaceId, learner.workspaceId)));
  return row ?? null;
}

/** Creates the learner's enrolment: a pending request when the workspace requires approval. */
export async function createEnrolment(
  db: Queryable,
  learner: LearnerScope,
  catalogItemId: string,
  state: EnrolmentState,
): Promise<EnrolmentRow> {
  const [row] = await db
    .insert(enrolments)
    .values(enrolmentValues(learner, catalogItemId, state, learner.userId))
    .returning();
  if (!row) throw new Error('Enrolment was not created');
  return row;
}

/** An enrolment row of the learner in the item: the learner's customer, workspace and profile. */
const enrolmentValues = (
  learner: { userId: string; profileId: string; customerId: string; workspaceId: string },
  catalogItemId: string,
  state: EnrolmentState,
  createdBy: string | null,
) => ({
  customerId: learner.customerId,
  workspaceId: learner.workspaceId,
  catalogItemId,
  learnerProfileId: learner.profileId,
  learnerUserId: learner.userId,
  state,
  createdBy,
});

/**
 * Enrols a learner of the caller's workspace directly (a booking made with "book and enrol", 03
 * §4), in the caller's transaction, created by the caller: nothing when they already hold a live
 * enrolment in the item. The profile is one the caller reached in its workspace.
 */
export async function enrolUnlessLive(
  db: Queryable,
  scope: WorkspaceScope,
  profile: { id: string; userId: string },
  catalogItemId: string,
): Promise<void> {
  const learner = {
    userId: profile.userId,
    profileId: profile.id,
    customerId: scope.customerId,
    workspaceId: scope.workspaceId,
  };
  await db
    .insert(enrolments)
    .values(enrolmentValues(learner, catalogItemId, 'enrolled', scope.userId))
    .onConflictDoNothing({
      target: [enrolments.catalogItemId, enrolments.learnerProfileId],
      where: sql`${enrolments.state} in (${sql.join(
        LIVE_ENROLMENT_STATES.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    });
}

/**
 * Moves an enrolment of the caller's workspace from one state to another, resolved by the caller,
 * only if it is still in one of the expected states: one guarded UPDATE, so of two people acting
 * at once only one succeeds. Returns null otherwise.
 */
export async function transition(
  db: Queryable,
  scope: WorkspaceScope,
  id: string,
  from: readonly EnrolmentState[],
  to: EnrolmentState,
): Promise<EnrolmentRow | null> {
  const [row] = await db
    .update(enrolments)
    .set({ state: to, resolvedBy: scope.userId, resolvedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(enrolments.id, id), eq(enrolments.workspaceId, scope.workspaceId), inArray(enrolments.state, [...from])),
    )
    .returning();
  return row ?? null;
}
