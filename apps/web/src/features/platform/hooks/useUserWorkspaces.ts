import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { userWorkspacesEndpointQuery } from '../api/workspacesApi';

/** The workspaces a person belongs to (also started early on a full load of a start page: app/router/prefetchStartup.ts). */
export const userWorkspacesQuery = (userId: string | null) =>
  queryOptions({
    ...userWorkspacesEndpointQuery(userId ?? 'none'),
    enabled: userId !== null,
    meta: { handlesErrors: true },
  });

export function useUserWorkspaces() {
  return useQuery(userWorkspacesQuery(useSession().actor.userId));
}
