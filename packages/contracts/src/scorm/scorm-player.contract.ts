import { z } from 'zod';
import { SCORM_STANDARDS } from './scorm-modules.contract.js';
import { sequencingActivitySchema } from './scorm-sequencing.js';

/**
 * The SCORM player's run-time calls (issue 27; not in the spec, which names only the player frame
 * and two administration calls): launch an attempt, commit its run-time data, and the page-hide
 * beacon. Design: docs/scorm.md "Player" and docs/decisions/0049-scorm-player-isolated-content.md.
 */

/**
 * The largest suspend_data a SCO may keep: 1 MiB of characters, far above SCORM 1.2's 4 096 and
 * 2004's 64 000 (both kept whole), and below the commit call's body limit, so a larger one is a
 * clear 400 on its field rather than a refused body.
 */
export const SCORM_SUSPEND_DATA_MAX = 1024 * 1024;
/** The commit call's body limit: the largest suspend data written as JSON, plus the data model. */
export const SCORM_COMMIT_BODY_LIMIT = 8 * 1024 * 1024;

/** The SCO's run-time data as the runtime renders it (CMI, without suspend_data). */
const cmiSchema = z.record(z.string(), z.unknown());

export const scormLaunchParamsSchema = z.object({ moduleId: z.uuid() });
export const scormLaunchQuerySchema = z.object({
  /** The learner's enrolment whose course holds the module; left out for a creator's preview. */
  enrolmentId: z.uuid().optional(),
  /** The course's content tree node holding the module (with enrolmentId). */
  nodeId: z.string().trim().min(1).max(200).optional(),
  /** A released version of the module the course names; else the latest release. */
  versionId: z.uuid().optional(),
});

export const scormScoSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  /** The launch address inside the package, with its parameters. */
  launch: z.string(),
  masteryScore: z.number().nullable(),
});
export type ScormSco = z.infer<typeof scormScoSchema>;

/** One SCO's saved run-time data, as launch hands it back to resume. */
export const scormScoDataSchema = z.object({ cmi: cmiSchema, suspendData: z.string() });

export const scormLaunchSchema = z.object({
  attemptId: z.uuid(),
  moduleId: z.uuid(),
  /** The version this attempt plays; null for a preview of the draft. */
  versionId: z.uuid().nullable(),
  contentId: z.uuid(),
  standard: z.enum(SCORM_STANDARDS),
  title: z.string(),
  /** The launchable items in the default organisation's order (navigation moves along it). */
  scos: z.array(scormScoSchema),
  /**
   * SCORM 2004: the default organisation's activity tree with its sequencing rules (scorm-sequencing.ts),
   * which decide where navigation may go; null for SCORM 1.2 and for a 2004 package without
   * sequencing, which moves along the organisation's order.
   */
  sequencing: sequencingActivitySchema.nullable(),
  /** Attempts on each SCO that ended (finished without suspending), for attemptLimit. */
  attempts: z.record(z.string(), z.number().int()),
  /** The SCO to start in: the one the learner was in last, else the first the sequencing delivers. */
  currentSco: z.string(),
  /** ab-initio for a new attempt, resume for one with saved data. */
  entry: z.enum(['ab-initio', 'resume']),
  /** The saved data of each SCO the learner has been in. */
  data: z.record(z.string(), scormScoDataSchema),
  /** The highest commit stored: the player numbers its commits after it. */
  sequence: z.number().int(),
  /** The frame page on the content origin that holds the API shim and the SCO (decision 0049). */
  frameUrl: z.string(),
  /** The package's files, `<contentBase><launch>`. */
  contentBase: z.string(),
  /** The origin the frame posts from: the player accepts messages only from it. */
  contentOrigin: z.string(),
  /** The per-attempt key the page-hide beacon carries instead of a token (it cannot send headers). */
  commitKey: z.string(),
  learner: z.object({ id: z.uuid(), name: z.string() }),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

export const scormAttemptParamsSchema = z.object({ id: z.uuid() });

/**
 * A commit: the SCO's whole run-time data. `sequence` orders commits of an attempt: the server
 * keeps one only when it is above the highest stored, so a late beacon never overwrites a newer
 * commit and a repeated one changes nothing (idempotent).
 */
export const scormCommitSchema = z.object({
  sequence: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  scoId: z.string().trim().min(1).max(255),
  cmi: cmiSchema,
  suspendData: z.string().max(SCORM_SUSPEND_DATA_MAX, 'Suspend data longer than 1 048 576 characters').default(''),
  /** LMSFinish / Terminate: the SCO's session ended. */
  finish: z.boolean().default(false),
});
export type ScormCommit = z.input<typeof scormCommitSchema>;

/** The beacon's body: a commit with the attempt's commit key. */
export const scormBeaconSchema = scormCommitSchema.extend({ key: z.string().min(20).max(200) });

export const scormAttemptStatusSchema = z.object({
  attemptId: z.uuid(),
  completionStatus: z.enum(['not_attempted', 'incomplete', 'completed', 'unknown']),
  successStatus: z.enum(['passed', 'failed', 'unknown']),
  scoreScaled: z.number().nullable(),
});
export type ScormAttemptStatus = z.infer<typeof scormAttemptStatusSchema>;

export const scormCommitResultSchema = z.object({
  /** False when the commit was late (a newer one is stored) and was ignored. */
  stored: z.boolean(),
  /** The highest sequence now stored. */
  sequence: z.number().int(),
  status: scormAttemptStatusSchema,
});
export type ScormCommitResult = z.infer<typeof scormCommitResultSchema>;

/** The package's files on the content origin; the key in the path is the launch's signed key. */
export const scormContentParamsSchema = z.object({
  contentId: z.uuid(),
  key: z.string().min(20).max(300),
  '*': z.string().max(1024),
});
export const scormFrameParamsSchema = scormContentParamsSchema.omit({ '*': true });
export const scormFrameQuerySchema = z.object({ sco: z.string().max(255).optional() });

/** 02 §7 POST /update-scorm-status/{enrolmentId}/{nodeId}/{status}: an administrator sets a module node's status. */
export const SCORM_SETTABLE_STATUSES = ['not_attempted', 'incomplete', 'completed', 'passed', 'failed'] as const;
export const updateScormStatusParamsSchema = z.object({
  enrolmentId: z.uuid(),
  nodeId: z.string().trim().min(1).max(200),
  status: z.enum(SCORM_SETTABLE_STATUSES),
});

/** GET …/internal/clear-suspend-data-for-catalog-item/{id}: how many SCOs' suspend data was cleared. */
export const clearSuspendDataSchema = z.object({ cleared: z.number().int() });
