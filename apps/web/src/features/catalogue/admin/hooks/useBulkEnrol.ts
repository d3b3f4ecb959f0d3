import { useRef, useState } from 'react';
import { BULK_ENROLMENT_SPACING_MS } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { enrolLearner } from '../api/courseAdminApi';

/** One learner's outcome in a bulk enrolment run. */
export type EnrolResult = { kind: 'enrolled' } | { kind: 'failed'; message: string };

/**
 * "Enrol learners" (02 §4 "Administrators may enrol learners directly, enrol in bulk"; §9 "Bulk
 * enrolment spacing 100 ms"): one POST /enrolment/admin per learner, 100 ms apart, each learner's
 * result kept for the dialog, stoppable between calls.
 */
export function useBulkEnrol(catalogItemId: string) {
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Record<string, EnrolResult>>({});
  const stopped = useRef(false);

  async function run(profileIds: readonly string[]): Promise<Record<string, EnrolResult>> {
    stopped.current = false;
    setRunning(true);
    setDone(0);
    setTotal(profileIds.length);
    setResults({});
    const outcome: Record<string, EnrolResult> = {};
    for (const [index, profileId] of profileIds.entries()) {
      if (stopped.current) break;
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, BULK_ENROLMENT_SPACING_MS));
      try {
        await enrolLearner(catalogItemId, profileId);
        outcome[profileId] = { kind: 'enrolled' };
      } catch (error) {
        outcome[profileId] = { kind: 'failed', message: errorMessageOf(error) };
      }
      setResults({ ...outcome });
      setDone(index + 1);
    }
    setRunning(false);
    return outcome;
  }

  const reset = () => {
    setDone(0);
    setTotal(0);
    setResults({});
  };

  return {
    run,
    reset,
    stop: () => {
      stopped.current = true;
    },
    done,
    total,
    running,
    results,
  };
}
