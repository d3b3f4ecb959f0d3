import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@campus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { fetchWorkspace, workspaceKeys } from '../api/workspacesApi';

/** The workspace the session's second-stage token names (null without one). Failures are ignored. */
export function useCurrentWorkspace(): Workspace | null {
  const workspaceId = useSession().workspace?.workspaceId ?? null;
  const { data } = useQuery({
    queryKey: workspaceKeys.workspace(workspaceId ?? 'none'),
    queryFn: ({ signal }) => fetchWorkspace(workspaceId as string, signal),
    enabled: workspaceId !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  return workspaceId && data ? data : null;
}
