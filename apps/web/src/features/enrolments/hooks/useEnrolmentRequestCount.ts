import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actor } from '@campus/contracts';
import { RULES, canAccess, ENROLMENTS_ENDPOINTS } from '@campus/contracts';
import { endpointQuery } from '../../../lib/api/queryKeys';
import { useSession } from '../../../lib/session/useSession';

/** How often the account menu's count is refreshed while the page stays open. */
const REFRESH_MS = 60_000;

/** Whether the person is shown the count (LXAs and managers). */
export const seesEnrolmentRequestCount = (actor: Actor): boolean => canAccess(actor, RULES.enrolmentRequests);

/** The count's query (also started early on a full page load: app/router/prefetchStartup.ts). */
export const enrolmentRequestCountQuery = (actor: Actor) =>
  queryOptions({
    // The shell's own call: global, so changing section does not cancel it. The count is the
    // workspace's and the person's: their session tells the entries apart.
    ...endpointQuery(
      ENROLMENTS_ENDPOINTS.unresolvedEnrolments,
      { scope: 'global', query: { page: '1', pageSize: '1' } },
      `${actor.workspaceId}:${actor.userId}`,
    ),
    meta: { handlesErrors: true },
  });

/**
 * The account menu's Enrolment requests item (01 §2: "a count of enrolment requests for LXAs and
 * managers"): null for everyone else; for them the number waiting, or null while it is not known
 * (loading, or the count could not be read: the item stays, without a number).
 */
export function useEnrolmentRequestCount(): { count: number | null } | null {
  const { actor } = useSession();
  const allowed = seesEnrolmentRequestCount(actor);
  const count = useQuery({ ...enrolmentRequestCountQuery(actor), enabled: allowed, refetchInterval: REFRESH_MS });
  if (!allowed) return null;
  return { count: count.data?.pagination.total ?? null };
}
