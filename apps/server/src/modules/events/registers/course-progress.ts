import type { EventOutcome } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import type { InWorkspaceScope } from '../../../lib/scope.js';

/**
 * The learners' outcomes of one session of an event, as the courses that use the event need them
 * (02 §4: an event is a node of a course; issue 26 item 3 "the learner's course progress moves
 * with it"), just recorded on a session of the scope's workspace.
 */
export interface EventOutcomesForCourses {
  eventId: string;
  sessionId: string;
  /** The catalogue items (courses) the event is used in. */
  courseIds: readonly string[];
  outcomes: readonly { learnerId: string; outcome: EventOutcome }[];
}

/**
 * What events need of course progress, declared here and answered by the module that owns
 * enrolments (`modules/enrolments`' `courseProgress`), which `modules/index.ts` and
 * `modules/jobs.ts` hand to this module: enrolments sit below events (events already book and
 * enrol through them), so they cannot import this type; they answer it by its shape, and the
 * composition root checks that they do. The course issue extends the answer (course completion
 * from its nodes); this module only reports.
 */
export interface CourseProgress {
  /**
   * In the caller's transaction, in the scope's workspace (the caller's WorkspaceScope for a
   * commit, the job's JobScope for automatic completion): each learner's live enrolment on a
   * course holding the event moves to in_progress (if it had not started) and keeps the event's
   * outcome.
   */
  recordEventOutcomes(tx: Queryable, scope: InWorkspaceScope, outcomes: EventOutcomesForCourses): Promise<void>;
}
