import {
  isCourseComplete,
  completionNodesOf,
  type CourseNode,
  type LearnerCourse,
  type NodeProgress,
  type NodeProgressState,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { InWorkspaceScope, Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { isCancellable, isLive, toEnrolment } from './enrolments.repository.js';
import { learnerOf } from './learner.js';
import {
  completeEnrolments,
  followingWithVersion,
  learnerEnrolmentOn,
  learnerItem,
  outcomesOf,
  versionTree,
} from './learner-course.repository.js';

type Outcomes = Awaited<ReturnType<typeof outcomesOf>>;

/** Pure: a module's reported outcome as the node's progress. */
function moduleState(row: Outcomes['modules'][number]): NodeProgressState {
  if (row.success === 'failed') return 'failed';
  if (row.completion === 'completed') return 'completed';
  return row.completion === 'not_attempted' ? 'not_started' : 'in_progress';
}

/** Pure: an event's recorded outcome as the node's progress. */
const eventState = (outcome: Outcomes['events'][number]['outcome']): NodeProgressState =>
  outcome === 'completed' || outcome === 'passed' ? 'completed' : 'failed';

function eventNodesOf(tree: readonly CourseNode[]): CourseNode[] {
  return tree.flatMap((node) =>
    node.type === 'module' && node.subType === 'event' ? [node] : node.nodes ? eventNodesOf(node.nodes) : [],
  );
}

/**
 * Pure: the progress of one enrolment by node of its tree. Module outcomes are kept by node id;
 * event outcomes by event, so they land on the tree's nodes naming that event. Outcomes of nodes
 * the tree no longer holds are left out (docs/courses.md "Progress when a completed node is removed").
 */
export function progressByNode(tree: readonly CourseNode[], enrolmentId: string, outcomes: Outcomes): NodeProgress[] {
  const progress = new Map<string, NodeProgress>();
  for (const row of outcomes.modules) {
    if (row.enrolmentId !== enrolmentId) continue;
    progress.set(row.nodeId, {
      nodeId: row.nodeId,
      state: moduleState(row),
      scoreScaled: row.scoreScaled,
      recordedAt: row.recordedAt.toISOString(),
    });
  }
  for (const node of eventNodesOf(tree)) {
    const row = outcomes.events.find((event) => event.enrolmentId === enrolmentId && event.eventId === node.moduleId);
    if (row) {
      progress.set(node.id, {
        nodeId: node.id,
        state: eventState(row.outcome),
        scoreScaled: null,
        recordedAt: row.recordedAt.toISOString(),
      });
    }
  }
  const inTree = new Set(flatIds(tree));
  return [...progress.values()].filter((entry) => inTree.has(entry.nodeId));
}

const flatIds = (tree: readonly CourseNode[]): string[] =>
  tree.flatMap((node) => [node.id, ...(node.nodes ? flatIds(node.nodes) : [])]);

/**
 * Completes the enrolments among `ids` whose every node deciding completion is completed (02:
 * "required nodes decide completion"), in the transaction of the outcome that may finish them.
 * Called by `moduleProgress` and `courseProgress` after they keep an outcome.
 */
export async function completeWhereDone(tx: Queryable, scope: InWorkspaceScope, ids: readonly string[]) {
  const following = await followingWithVersion(tx, scope, ids);
  if (following.length === 0) return;
  const outcomes = await outcomesOf(
    tx,
    scope,
    following.map((row) => row.id),
  );
  const trees = new Map<string, CourseNode[]>();
  const done: string[] = [];
  for (const row of following) {
    const versionId = row.versionId ?? row.itemVersionId;
    if (!trees.has(versionId)) trees.set(versionId, await versionTree(tx, scope, versionId));
    const tree = trees.get(versionId)!;
    const states = new Map(progressByNode(tree, row.id, outcomes).map((entry) => [entry.nodeId, entry.state]));
    if (isCourseComplete(tree, (nodeId) => states.get(nodeId))) done.push(row.id);
  }
  await completeEnrolments(tx, scope, done);
}

/** The learner's view of one course (GET /learner-course/{catalogItemId}). */
export function learnerCourseService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;
  return {
    async get(scope: Scope, catalogItemId: string, enrolmentId?: string): Promise<LearnerCourse> {
      const learner = learnerOf(scope);
      const [item, enrolment] = await Promise.all([
        learnerItem(db, learner, catalogItemId),
        learnerEnrolmentOn(db, learner, catalogItemId, enrolmentId),
      ]);
      if (!item) throw new NotFoundError();
      if (enrolmentId && !enrolment) throw new NotFoundError();
      const offer = item.offer;
      const offered =
        item.status === 'active' &&
        offer !== null &&
        offer.visible === true &&
        (offer.units.length === 0 ||
          (learner.organisationUnitId !== null && offer.units.includes(learner.organisationUnitId)));
      if (!offered && !enrolment) throw new NotFoundError();
      const versionId = enrolment?.courseVersionId ?? item.versionId;
      const tree = await versionTree(db, learner, versionId);
      const outcomes = enrolment ? await outcomesOf(db, learner, [enrolment.id]) : { modules: [], events: [] };
      const progress = enrolment ? progressByNode(tree, enrolment.id, outcomes) : [];
      const states = new Map(progress.map((entry) => [entry.nodeId, entry.state]));
      const deciding = completionNodesOf(tree);
      const moduleIds = new Set(flatIds(tree));
      const last = progress
        .filter((entry) => moduleIds.has(entry.nodeId))
        .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))[0];
      return {
        catalogItemId: item.catalogItemId,
        courseId: item.courseId,
        versionId,
        name: item.name,
        description: item.description,
        duration: item.duration,
        labels: item.labels,
        requireApproval: offer?.requireApproval ?? false,
        offered,
        allowForEnrolment: offered && (enrolment === null || !isLive(enrolment.state)),
        isCancellable: enrolment !== null && isCancellable(enrolment.state),
        enrolment: enrolment ? toEnrolment(enrolment) : null,
        completedAt: enrolment?.state === 'completed' ? enrolment.updatedAt.toISOString() : null,
        contentTree: tree,
        progress,
        requiredNodes: deciding.length,
        completedRequiredNodes: deciding.filter((node) => states.get(node.id) === 'completed').length,
        lastNodeId: last?.nodeId ?? null,
      };
    },
  };
}

export type LearnerCourseService = ReturnType<typeof learnerCourseService>;
