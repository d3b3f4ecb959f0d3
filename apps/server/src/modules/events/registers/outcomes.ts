import type { EventOutcome } from '@campus/contracts';
import type { Database, Queryable } from '../../../db/client.js';
import { jobIn, type InWorkspaceScope, type SystemScope } from '../../../lib/scope.js';
import type { CourseProgress } from './course-progress.js';
import { automaticCompletionsDue, recordOutcomes, type Reached } from './registers.repository.js';

/**
 * Records the learners' outcomes of a session (each booking's once: a second commit or a rerun of
 * the job writes nothing) and tells course progress about those written now, in the caller's
 * transaction and the scope's workspace.
 */
export async function settleOutcomes(
  tx: Queryable,
  scope: InWorkspaceScope,
  courseProgress: CourseProgress,
  reached: Reached,
  outcomes: readonly { bookingId: string; learnerId: string; outcome: EventOutcome }[],
  recordedBy: string | null,
): Promise<number> {
  const written = await recordOutcomes(tx, scope, reached, outcomes, recordedBy);
  if (written.length === 0) return 0;
  await courseProgress.recordEventOutcomes(tx, scope, {
    eventId: reached.event.id,
    sessionId: reached.session.id,
    courseIds: reached.event.courseIds,
    outcomes: written,
  });
  return written.length;
}

/** How far back the job looks for ended sessions of automatic events (a worker down longer misses older ones). */
export const AUTOMATIC_COMPLETION_DAYS = 30;
const BATCH = 500;

/**
 * Automatic completion (03 §4 "automatic: everyone booked completes at session end, no
 * registers"): run by the session-statuses job every minute, for the system. Reads already show
 * such a learner completed from the clock (completion.ts); this records the outcome and moves
 * their course progress, each session in its own workspace (`jobIn`). Returns how many outcomes
 * it recorded.
 */
export async function recordAutomaticCompletions(
  db: Database,
  system: SystemScope,
  courseProgress: CourseProgress,
  now: Date,
): Promise<number> {
  const due = await automaticCompletionsDue(db, system, now, AUTOMATIC_COMPLETION_DAYS, BATCH);
  const bySession = new Map<string, { reached: Reached; bookings: (typeof due)[number]['booking'][] }>();
  for (const { booking, session, event } of due) {
    const group = bySession.get(session.id) ?? { reached: { session, event }, bookings: [] };
    group.bookings.push(booking);
    bySession.set(session.id, group);
  }
  let recorded = 0;
  for (const { reached, bookings } of bySession.values()) {
    recorded += await db.transaction((tx) =>
      settleOutcomes(
        tx,
        jobIn(system, reached.event),
        courseProgress,
        reached,
        bookings.map((booking) => ({
          bookingId: booking.id,
          learnerId: booking.learnerId,
          outcome: 'completed' as const,
        })),
        null,
      ),
    );
  }
  return recorded;
}
