import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { fetchUserWorkspaces, workspaceKeys } from '../api/workspacesApi';

export function useUserWorkspaces() {
  const userId = useSession().actor.userId;
  return useQuery({
    queryKey: workspaceKeys.userWorkspaces(userId ?? 'none'),
    queryFn: ({ signal }) => fetchUserWorkspaces(userId as string, signal),
    enabled: userId !== null,
    meta: { handlesErrors: true },
  });
}
