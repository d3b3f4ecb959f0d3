import type { EventOutcome } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope } from '../../lib/scope.js';
import { followingEnrolments, keepEventOutcomes, startEnrolments } from './event-outcomes.repository.js';
import { completeWhereDone } from './learner-course.service.js';

/**
 * Course progress as events need it (events' `CourseProgress`, registers/course-progress.ts):
 * enrolments cannot import events (events stand on them), so this answers that interface by its
 * shape and `modules/index.ts` checks it with `satisfies`. An event's outcome moves each of the
 * learner's enrolments in the scope's workspace on a course holding the event (its catalogue
 * items) to in_progress if it had not started, and is kept on the enrolment
 * (`enrolment_event_outcomes`) for the course issue, which decides when the course itself is
 * complete. Requests waiting for approval and finished enrolments are left alone.
 */
export const courseProgress = {
  async recordEventOutcomes(
    tx: Queryable,
    scope: InWorkspaceScope,
    input: {
      eventId: string;
      sessionId: string;
      courseIds: readonly string[];
      outcomes: readonly { learnerId: string; outcome: EventOutcome }[];
    },
  ): Promise<void> {
    if (input.courseIds.length === 0 || input.outcomes.length === 0) return;
    const outcomeOf = new Map(input.outcomes.map((row) => [row.learnerId, row.outcome]));
    const found = await followingEnrolments(tx, scope, input.courseIds, [...outcomeOf.keys()]);
    if (found.length === 0) return;
    await startEnrolments(
      tx,
      scope,
      found.map((row) => row.id),
    );
    await keepEventOutcomes(
      tx,
      scope,
      found.map((row) => ({
        enrolmentId: row.id,
        eventId: input.eventId,
        sessionId: input.sessionId,
        outcome: outcomeOf.get(row.learnerUserId)!,
      })),
    );
    // An event node's outcome may finish the course, as a module's does.
    await completeWhereDone(
      tx,
      scope,
      found.map((row) => row.id),
    );
  },
};
