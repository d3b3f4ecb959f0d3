import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/navigation/paths';
import { tokenStore } from '../../../lib/session/tokenStore';
import { exchangeToken, validateWorkspace } from '../../identity/auth/api/authApi';

/**
 * Enters a workspace (validate/workspace) or, with null, continues without one
 * (exchange/token), then goes to the default route.
 */
export function useEnterWorkspace() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string | null) => (workspaceId ? validateWorkspace(workspaceId) : exchangeToken()),
    meta: { handlesErrors: true },
    onSuccess: async (token) => {
      tokenStore.setWorkspaceToken(token);
      await queryClient.invalidateQueries();
      await navigate(PATHS.default);
    },
  });
}
