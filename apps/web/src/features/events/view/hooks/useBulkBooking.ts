import { useCallback, useRef, useState } from 'react';
import { BOOKING_BLOCKED, BLOCKED_REASONS, type BlockedReason, type ForBookingPerson } from '@campus/contracts';
import { isApiError } from '../../../../lib/api/ApiError';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { bookAndEnrolLearner, bookLearner } from '../api/eventViewApi';

/** 03 §7: bulk booking is one call per learner, spaced 100 ms. */
export const BULK_SPACING_MS = 100;

export type BulkResult =
  { kind: 'booked' } | { kind: 'request' } | { kind: 'blocked'; message: string; hint: string | null };

export interface BulkTarget {
  eventId: string;
  occurrenceId: string;
  /** The event needs an enrolment on its course to book (courses, bookings not allowed without). */
  needsEnrolment: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isReason = (code: string): code is BlockedReason => (BLOCKED_REASONS as readonly string[]).includes(code);

/** What a refused booking says: the blocked reason's message and hint (docs/events.md), or the server's words. */
export function blockedOf(error: unknown): Extract<BulkResult, { kind: 'blocked' }> {
  if (isApiError(error) && isReason(error.code)) {
    const known = BOOKING_BLOCKED[error.code];
    return { kind: 'blocked', message: error.message || known.message, hint: error.details.hint ?? known.hint };
  }
  return { kind: 'blocked', message: errorMessageOf(error), hint: null };
}

type RowAnswer = Awaited<ReturnType<typeof bookLearner>>;

/** A `bookings-bulk` row's answer as the dialog shows it: a refused row keeps its reason's words. */
function rowResultOf(row: RowAnswer): BulkResult {
  if (row.result === 'request') return { kind: 'request' };
  if (row.result !== 'blocked' || !row.reason) return { kind: 'booked' };
  const known = BOOKING_BLOCKED[row.reason];
  return { kind: 'blocked', message: row.message ?? known.message, hint: row.hint ?? known.hint };
}

/**
 * Books people one at a time, 100 ms apart, with book-and-enrol for those the event would refuse
 * for want of an enrolment, keeping each person's result and the 'X of N' count as it goes.
 */
export function useBulkBooking(target: BulkTarget) {
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Record<string, BulkResult>>({});
  const stopped = useRef(false);

  const run = useCallback(
    async (people: readonly ForBookingPerson[]) => {
      stopped.current = false;
      setRunning(true);
      setTotal(people.length);
      setDone(0);
      setResults({});
      const outcome: Record<string, BulkResult> = {};
      for (const [index, person] of people.entries()) {
        if (stopped.current) break;
        if (index > 0) await wait(BULK_SPACING_MS);
        let result: BulkResult;
        try {
          if (target.needsEnrolment && !person.enrolled) {
            const answer = await bookAndEnrolLearner({
              profileId: person.profileId,
              eventId: target.eventId,
              occurrenceId: target.occurrenceId,
            });
            result = answer.booking?.status === 'request' ? { kind: 'request' } : { kind: 'booked' };
          } else {
            const row = await bookLearner({
              learnerId: person.id,
              eventId: target.eventId,
              occurrenceId: target.occurrenceId,
            });
            result = rowResultOf(row);
          }
        } catch (error) {
          result = blockedOf(error);
        }
        outcome[person.id] = result;
        setResults((current) => ({ ...current, [person.id]: result }));
        setDone(index + 1);
      }
      setRunning(false);
      return outcome;
    },
    [target.eventId, target.occurrenceId, target.needsEnrolment],
  );

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  /** Back to the picker: a dialog opened again starts a new booking, not the last one's results. */
  const reset = useCallback(() => {
    setTotal(0);
    setDone(0);
    setResults({});
  }, []);

  return { run, stop, reset, running, done, total, results };
}
