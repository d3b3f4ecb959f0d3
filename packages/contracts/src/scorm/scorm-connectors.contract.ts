import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { scormAttemptStatusSchema, scormLaunchSchema } from './scorm-player.contract.js';

/**
 * SCORM connectors (ELMS, issue 27 item 4; docs/scorm.md "SCORM connectors"): a small SCORM 1.2
 * package that a customer imports into its own learning system. Launched there, it opens our
 * player for the course in a frame and passes status, score and completion back to that system's
 * SCORM API. The spec names the two downloads (02 §7); listing, revoking and the package's launch
 * call are ours.
 */

/** Catalogue item ids, as `a,b,c` in the address (at most 100). */
const idList = z
  .string()
  .trim()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).min(1).max(100));

/**
 * `lms-connector-multi/{id}`: `{id}` is the workspace whose courses are packaged, one package per
 * course offered there with SCORM modules; `catalogItemIds` picks some of them.
 */
export const lmsConnectorMultiQuerySchema = z.object({ catalogItemIds: idList.optional() });

export const scormConnectorSchema = z.object({
  id: z.uuid(),
  catalogItemId: z.uuid(),
  /** The course's name when the package was made. */
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  revokedAt: z.string().nullable(),
  lastLaunchedAt: z.string().nullable(),
  /** Learners of the other system who have launched it. */
  learners: z.number().int(),
});
export type ScormConnector = z.infer<typeof scormConnectorSchema>;

export const scormConnectorListQuerySchema = paginationQuerySchema.extend({
  catalogItemId: z.uuid().optional(),
});
export const scormConnectorListSchema = z.object({ data: z.array(scormConnectorSchema), pagination: paginationSchema });

/**
 * The package's launch: its key, and the learner as the other system's SCORM API names them
 * (cmi.core.student_id and student_name); `nodeId` picks a module of the course, else the first
 * one not completed.
 */
export const scormConnectorLaunchBodySchema = z.object({
  key: z.string().min(20).max(200),
  learner: z.object({
    id: z.string().trim().min(1, 'The learning system named no learner').max(255),
    name: z.string().trim().max(255).default(''),
  }),
  nodeId: z.string().trim().min(1).max(200).optional(),
});
export type ScormConnectorLaunchBody = z.input<typeof scormConnectorLaunchBodySchema>;

/** A SCORM module node of the course and where the learner is in it. */
export const scormConnectorNodeSchema = scormAttemptStatusSchema.omit({ attemptId: true }).extend({
  nodeId: z.string(),
  moduleId: z.uuid(),
  title: z.string(),
  required: z.boolean(),
});
export type ScormConnectorNode = z.infer<typeof scormConnectorNodeSchema>;

export const scormConnectorLaunchSchema = z.object({
  connectorId: z.uuid(),
  course: z.object({ name: z.string() }),
  nodes: z.array(scormConnectorNodeSchema),
  /** The node played now. */
  nodeId: z.string(),
  launch: scormLaunchSchema,
});
export type ScormConnectorLaunch = z.infer<typeof scormConnectorLaunchSchema>;

/** What the package tells the other system: SCORM 1.2's lesson_status and a 0-100 score. */
export interface ConnectorCourseStatus {
  lessonStatus: 'not attempted' | 'incomplete' | 'completed' | 'passed' | 'failed';
  scoreRaw: number | null;
}

/**
 * The course's status in the other system, from its SCORM nodes (the required ones, else all):
 * completed when each is completed, then failed if one failed, passed if one passed; incomplete
 * once one is started. The score is the mean of the scored nodes' scaled scores, as 0-100.
 */
export function connectorCourseStatus(
  nodes: readonly Pick<ScormConnectorNode, 'required' | 'completionStatus' | 'successStatus' | 'scoreScaled'>[],
): ConnectorCourseStatus {
  const counted = nodes.some((node) => node.required) ? nodes.filter((node) => node.required) : nodes;
  const scored = counted.filter((node) => node.scoreScaled !== null);
  const scoreRaw =
    scored.length === 0
      ? null
      : Math.round(
          (scored.reduce((sum, node) => sum + Math.max(0, Math.min(1, node.scoreScaled!)), 0) / scored.length) * 10000,
        ) / 100;
  const started = counted.some((node) => node.completionStatus !== 'not_attempted');
  if (counted.length === 0 || !counted.every((node) => node.completionStatus === 'completed')) {
    return { lessonStatus: started ? 'incomplete' : 'not attempted', scoreRaw };
  }
  if (counted.some((node) => node.successStatus === 'failed')) return { lessonStatus: 'failed', scoreRaw };
  if (counted.some((node) => node.successStatus === 'passed')) return { lessonStatus: 'passed', scoreRaw };
  return { lessonStatus: 'completed', scoreRaw };
}
