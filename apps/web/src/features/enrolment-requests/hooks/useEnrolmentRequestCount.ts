import { useQuery } from '@tanstack/react-query';
import { RULES, canAccess, ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { useSession } from '../../../lib/session/useSession';
import { requestKeys } from '../api/requestsApi';

/** How often the account menu's count is refreshed while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * The account menu's Enrolment requests item (01 §2: "a count of enrolment requests for LXAs and
 * managers"): null for everyone else; for them the number waiting, or null while it is not known
 * (loading, or the count could not be read: the item stays, without a number).
 */
export function useEnrolmentRequestCount(): { count: number | null } | null {
  const { actor } = useSession();
  const allowed = canAccess(actor, RULES.enrolmentRequests);
  const count = useQuery({
    queryKey: [...requestKeys.count, actor.workspaceId, actor.userId],
    // The shell's own call: global, so changing section does not cancel it.
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.unresolvedEnrolments, { signal, scope: 'global', query: { page: '1', pageSize: '1' } }),
    enabled: allowed,
    refetchInterval: REFRESH_MS,
    meta: { handlesErrors: true },
  });
  if (!allowed) return null;
  return { count: count.data?.pagination.total ?? null };
}
