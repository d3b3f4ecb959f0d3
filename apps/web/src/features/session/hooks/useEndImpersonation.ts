import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { tokenResponseSchema } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { tokenStore } from '../../../lib/session/tokenStore';

/**
 * "Back to admin" (01 §4): ends the impersonation, returns the original user to their own
 * workspace token and to the user list, where impersonation starts.
 */
export function useEndImpersonation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(ENDPOINTS.unimpersonate, { method: 'POST', body: {}, scope: 'global', schema: tokenResponseSchema }),
    onSuccess: async ({ token }) => {
      tokenStore.setWorkspaceToken(token);
      queryClient.clear();
      await navigate(PATHS.usersList, { replace: true });
    },
  });
}
