import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BULK_REQUEST_SPACING_MS } from '@campus/contracts';
import { runSpaced } from '../../../lib/async/runSpaced';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { toast } from '../../../ui/toast';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { resolveRequest, type RequestOutcome } from '../api/requestsApi';

export interface ResolveProgress {
  outcome: RequestOutcome;
  done: number;
  total: number;
}

/**
 * Approving or rejecting requests (02 §4 Requests): one at a time, or in bulk with one call per
 * request 250 ms apart. A single failure shows the server's reason; a bulk run that partly fails
 * shows the spec's "Some requests haven't been…" toast. The list and the account menu's count
 * are refreshed afterwards either way.
 */
export function useResolveRequests() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ResolveProgress | null>(null);
  /** Ids being resolved: their buttons are blocked meanwhile (02 §3 "a blocked flag"). */
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());

  const refresh = () => invalidateDomain(queryClient, 'enrolments');

  async function resolveOne(id: string, outcome: RequestOutcome): Promise<boolean> {
    setBlocked((current) => new Set(current).add(id));
    try {
      await resolveRequest(id, outcome);
      toast.success({ message: t(outcome === 'approve' ? 'requests.approved' : 'requests.rejected') });
      return true;
    } catch (error) {
      toast.error({ message: errorMessageOf(error) });
      return false;
    } finally {
      await refresh();
      setBlocked((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  async function resolveMany(ids: readonly string[], outcome: RequestOutcome): Promise<string[]> {
    setBlocked(new Set(ids));
    setProgress({ outcome, done: 0, total: ids.length });
    const result = await runSpaced(
      ids,
      (id) => resolveRequest(id, outcome),
      BULK_REQUEST_SPACING_MS,
      (done, total) => setProgress({ outcome, done, total }),
    );
    if (result.failed.length > 0) {
      toast.error({ message: t(outcome === 'approve' ? 'requests.someNotApproved' : 'requests.someNotRejected') });
    } else {
      // One request is "Request approved", as when it is resolved on its own; more are "Requests …".
      const one = ids.length === 1;
      const approved = one ? 'requests.approved' : 'requests.bulkApproved';
      const rejected = one ? 'requests.rejected' : 'requests.bulkRejected';
      toast.success({ message: t(outcome === 'approve' ? approved : rejected) });
    }
    await refresh();
    setProgress(null);
    setBlocked(new Set());
    return result.failed;
  }

  // Busy while anything is being resolved: a selection must not include a request in flight.
  return { resolveOne, resolveMany, progress, blocked, busy: progress !== null || blocked.size > 0 };
}
