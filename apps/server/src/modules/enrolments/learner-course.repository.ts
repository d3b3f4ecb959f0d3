import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CourseNode } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope, LearnerScope } from '../../lib/scope.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courseVersions,
  courses,
  enrolmentEventOutcomes,
  enrolmentModuleOutcomes,
  enrolments,
} from '../../db/schema/index.js';

/**
 * The learner's view of one course (learner-course.service.ts) and the course's completion: the
 * catalogue item with its course and the learner's workspace's settings, the learner's enrolment,
 * the tree of the version it keeps, and the progress kept on it.
 */

/** The item with its course, and the learner's workspace's offer of it (null when not shared there). */
export async function learnerItem(db: Queryable, learner: LearnerScope, catalogItemId: string) {
  const [row] = await db
    .select({
      catalogItemId: catalogItems.id,
      courseId: courses.id,
      versionId: catalogItems.versionId,
      status: catalogItems.status,
      name: courses.name,
      description: courses.description,
      duration: courses.duration,
      labels: courses.labels,
      offer: {
        visible: catalogItemWorkspaces.visible,
        requireApproval: catalogItemWorkspaces.requireApproval,
        units: catalogItemWorkspaces.availableInOrganisationUnits,
      },
    })
    .from(catalogItems)
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .leftJoin(
      catalogItemWorkspaces,
      and(
        eq(catalogItemWorkspaces.catalogItemId, catalogItems.id),
        eq(catalogItemWorkspaces.workspaceId, learner.workspaceId),
      ),
    )
    .where(and(eq(catalogItems.id, catalogItemId), eq(catalogItems.customerId, learner.customerId)));
  return row ?? null;
}

/**
 * The learner's enrolment on the item in the token's workspace: the one named, else the latest
 * that is not a turned-down request.
 */
export async function learnerEnrolmentOn(
  db: Queryable,
  learner: LearnerScope,
  catalogItemId: string,
  enrolmentId?: string,
) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, learner.workspaceId),
        eq(enrolments.catalogItemId, catalogItemId),
        eq(enrolments.learnerProfileId, learner.profileId),
        enrolmentId ? eq(enrolments.id, enrolmentId) : ne(enrolments.state, 'rejected'),
      ),
    )
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  return row ?? null;
}

/** A version's content tree, if it is one of the customer's. */
export async function versionTree(db: Queryable, scope: InWorkspaceScope, versionId: string): Promise<CourseNode[]> {
  const [row] = await db
    .select({ contentTree: courseVersions.contentTree })
    .from(courseVersions)
    .where(and(eq(courseVersions.id, versionId), eq(courseVersions.customerId, scope.customerId)));
  return (row?.contentTree ?? []) as CourseNode[];
}

/** The module and event outcomes kept on the workspace's enrolments. */
export async function outcomesOf(db: Queryable, scope: InWorkspaceScope, enrolmentIds: readonly string[]) {
  if (enrolmentIds.length === 0) return { modules: [], events: [] };
  const [modules, events] = await Promise.all([
    db
      .select({
        enrolmentId: enrolmentModuleOutcomes.enrolmentId,
        nodeId: enrolmentModuleOutcomes.nodeId,
        completion: enrolmentModuleOutcomes.completion,
        success: enrolmentModuleOutcomes.success,
        scoreScaled: enrolmentModuleOutcomes.scoreScaled,
        recordedAt: enrolmentModuleOutcomes.recordedAt,
      })
      .from(enrolmentModuleOutcomes)
      .innerJoin(enrolments, eq(enrolments.id, enrolmentModuleOutcomes.enrolmentId))
      .where(
        and(
          inArray(enrolmentModuleOutcomes.enrolmentId, [...enrolmentIds]),
          eq(enrolments.workspaceId, scope.workspaceId),
        ),
      ),
    db
      .select({
        enrolmentId: enrolmentEventOutcomes.enrolmentId,
        eventId: enrolmentEventOutcomes.eventId,
        outcome: enrolmentEventOutcomes.outcome,
        recordedAt: enrolmentEventOutcomes.recordedAt,
      })
      .from(enrolmentEventOutcomes)
      .innerJoin(enrolments, eq(enrolments.id, enrolmentEventOutcomes.enrolmentId))
      .where(
        and(
          inArray(enrolmentEventOutcomes.enrolmentId, [...enrolmentIds]),
          eq(enrolments.workspaceId, scope.workspaceId),
        ),
      ),
  ]);
  return { modules, events };
}

/** The workspace's enrolments among `ids` still following progress, with the version each keeps. */
export function followingWithVersion(db: Queryable, scope: InWorkspaceScope, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: enrolments.id,
      versionId: enrolments.courseVersionId,
      itemVersionId: catalogItems.versionId,
    })
    .from(enrolments)
    .innerJoin(catalogItems, eq(catalogItems.id, enrolments.catalogItemId))
    .where(
      and(
        inArray(enrolments.id, [...ids]),
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.state, ['enrolled', 'not_started', 'started', 'in_progress', 'awaiting_feedback']),
      ),
    );
}

/** Marks the workspace's enrolments among `ids` completed, if they still follow progress. */
export async function completeEnrolments(db: Queryable, scope: InWorkspaceScope, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(enrolments)
    .set({ state: 'completed', updatedAt: new Date() })
    .where(
      and(
        inArray(enrolments.id, [...ids]),
        eq(enrolments.workspaceId, scope.workspaceId),
        inArray(enrolments.state, ['enrolled', 'not_started', 'started', 'in_progress', 'awaiting_feedback']),
      ),
    );
}
