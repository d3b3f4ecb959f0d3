import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workspace } from '@campus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { workspaceEndpointQuery } from '../api/workspacesApi';

/** The workspace's query (also started early on a full page load: app/router/prefetchStartup.ts). */
export const currentWorkspaceQuery = (workspaceId: string | null) =>
  queryOptions({
    ...workspaceEndpointQuery(workspaceId ?? 'none'),
    enabled: workspaceId !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

function useCurrentWorkspaceQuery() {
  const workspaceId = useSession().workspace?.workspaceId ?? null;
  return { workspaceId, query: useQuery(currentWorkspaceQuery(workspaceId)) };
}

/** The workspace the session's second-stage token names (null without one). Failures are ignored. */
export function useCurrentWorkspace(): Workspace | null {
  const { workspaceId, query } = useCurrentWorkspaceQuery();
  return workspaceId && query.data ? query.data : null;
}

/** True while the current workspace is on its way (false without one, and once answered or failed). */
export function useCurrentWorkspaceLoading(): boolean {
  return useCurrentWorkspaceQuery().query.isLoading;
}
