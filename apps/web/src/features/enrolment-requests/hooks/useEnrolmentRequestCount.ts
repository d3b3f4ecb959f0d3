import { useQuery } from '@tanstack/react-query';
import { RULES, canAccess, unresolvedResponseSchema } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { useSession } from '../../../lib/session/useSession';
import { requestKeys } from '../api/requestsApi';

/** How often the account menu's count is refreshed while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * The number of unresolved enrolment requests the person can resolve, for the account menu
 * (01 §2: "a count of enrolment requests for LXAs and managers"); null for everyone else.
 */
export function useEnrolmentRequestCount(): number | null {
  const { actor } = useSession();
  const allowed = canAccess(actor, RULES.enrolmentRequests);
  const count = useQuery({
    queryKey: [...requestKeys.count, actor.workspaceId, actor.userId],
    // The shell's own call: global, so changing section does not cancel it.
    queryFn: ({ signal }) =>
      apiRequest(ENDPOINTS.unresolvedEnrolments, {
        signal,
        scope: 'global',
        query: { page: '1', pageSize: '1' },
        schema: unresolvedResponseSchema,
      }),
    enabled: allowed,
    refetchInterval: REFRESH_MS,
    meta: { handlesErrors: true },
  });
  return allowed && count.data ? count.data.pagination.total : null;
}
