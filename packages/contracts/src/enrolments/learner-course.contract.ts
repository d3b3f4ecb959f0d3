import { z } from 'zod';
import { courseNodeSchema, type CourseNode } from '../catalogue/courses.contract.js';
import { enrolmentSchema } from './enrolments.contract.js';

/**
 * The learner's view of one course (02 §2 "Learner course views": browse an offered course, open
 * an enrolled course, open a completed course). The spec shows the screens but no call that
 * answers them, so this one is ours:
 *
 * GET /api/learning-activities/learner-course/{catalogItemId}?enrolmentId
 *
 * The item must be offered to the learner (active, visible in their workspace, open to their
 * unit) or the learner must hold an enrolment on it in the token's workspace (a course no longer
 * offered is still theirs to finish or look back on); otherwise 404. `enrolmentId`, when sent,
 * must be the learner's own on that item (404 otherwise); without it the learner's latest
 * enrolment on the item is read (a turned-down request is not one).
 *
 * The tree is the version the enrolment keeps (`enrolments.course_version_id`, set when a
 * release moved the item on while the learner was part-way), else the one the item offers.
 */
export const learnerCourseParamsSchema = z.object({ catalogItemId: z.uuid() });
export const learnerCourseQuerySchema = z.object({ enrolmentId: z.uuid().optional() });

/** Where the learner stands on one node: a module's reported outcome, an event's recorded one. */
export const NODE_PROGRESS_STATES = ['not_started', 'in_progress', 'completed', 'failed'] as const;
export type NodeProgressState = (typeof NODE_PROGRESS_STATES)[number];

export const nodeProgressSchema = z.object({
  nodeId: z.string(),
  state: z.enum(NODE_PROGRESS_STATES),
  /** -1..1 as the module reported it; null without a score. */
  scoreScaled: z.number().nullable(),
  recordedAt: z.iso.datetime(),
});
export type NodeProgress = z.infer<typeof nodeProgressSchema>;

export const learnerCourseSchema = z.object({
  catalogItemId: z.uuid(),
  courseId: z.uuid(),
  /** The course version whose tree is shown. */
  versionId: z.uuid(),
  name: z.string(),
  /** Sanitised rich text (01 §5), as the course keeps it. */
  description: z.string().nullable(),
  /** HH:MM:SS. */
  duration: z.string().nullable(),
  labels: z.array(z.string()),
  requireApproval: z.boolean(),
  /** Whether the workspace offers it to the learner now. */
  offered: z.boolean(),
  /** As `enrolment-allowed` answers: offered, and no live enrolment or request. */
  allowForEnrolment: z.boolean(),
  isCancellable: z.boolean(),
  /** The enrolment named, else the learner's latest on the item; null when they have none. */
  enrolment: enrolmentSchema.nullable(),
  /** When the enrolment was completed (its last change), while it is completed. */
  completedAt: z.iso.datetime().nullable(),
  contentTree: z.array(courseNodeSchema),
  /** The progress kept on the enrolment, one entry per node that has any (none without an enrolment). */
  progress: z.array(nodeProgressSchema),
  /**
   * The nodes that decide completion (02 "required nodes decide completion"): the required module
   * nodes, or every module node when none is marked required; and how many of them are done.
   */
  requiredNodes: z.number().int().min(0),
  completedRequiredNodes: z.number().int().min(0),
  /** The module node the learner last worked on (their latest progress), to resume there. */
  lastNodeId: z.string().nullable(),
});
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;

/** The module nodes of a tree in reading order (groups opened; notes have no progress). */
export function moduleNodesOf(tree: readonly CourseNode[]): CourseNode[] {
  return tree.flatMap((node) => (node.type === 'module' ? [node] : node.nodes ? moduleNodesOf(node.nodes) : []));
}

/**
 * The nodes that decide whether a course is complete: its required module nodes, or every module
 * node when none is marked required (a course must not complete before anything is done).
 */
export function completionNodesOf(tree: readonly CourseNode[]): CourseNode[] {
  const modules = moduleNodesOf(tree);
  const required = modules.filter((node) => node.required !== false);
  return required.length > 0 ? required : modules;
}

/** Whether every node deciding completion is completed, by the progress kept per node id. */
export function isCourseComplete(
  tree: readonly CourseNode[],
  stateOf: (nodeId: string) => NodeProgressState | undefined,
): boolean {
  const deciding = completionNodesOf(tree);
  return deciding.length > 0 && deciding.every((node) => stateOf(node.id) === 'completed');
}
