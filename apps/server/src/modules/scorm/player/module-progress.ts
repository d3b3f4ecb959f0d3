import type { Queryable } from '../../../db/client.js';
import type { InWorkspaceScope } from '../../../lib/scope.js';

/** What a module node reached, as the course needs it. */
export interface ModuleOutcome {
  enrolmentId: string;
  /** The course's content tree node holding the module. */
  nodeId: string;
  moduleId: string;
  completion: 'not_attempted' | 'incomplete' | 'completed' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  /** -1..1; null when the module reported no score. */
  scoreScaled: number | null;
}

/**
 * What SCORM tells courses (issue 27 item 5: "a module node in a course reports its completion to
 * the course"), declared here and answered by the module that owns enrolments (enrolments'
 * `moduleProgress`), which `modules/index.ts` hands to this module and checks with `satisfies`,
 * as events' `CourseProgress`: the course issue may answer it differently (course completion from
 * its nodes) without this module changing.
 */
export interface ModuleProgress {
  /**
   * In the commit's transaction, in the attempt's workspace: keeps the node's outcome on the
   * enrolment, and answers false when the enrolment no longer follows progress (cancelled,
   * finished), when nothing is kept.
   */
  recordModuleOutcome(tx: Queryable, scope: InWorkspaceScope, outcome: ModuleOutcome): Promise<boolean>;
}
