import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ENDPOINTS } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { tokenStore } from '../../../lib/session/tokenStore';

/**
 * "Back to admin" (01 §4): ends the impersonation, returns the original user to their own
 * workspace token and to the user list, where impersonation starts.
 */
export function useEndImpersonation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ENDPOINTS.unimpersonate, { body: {}, scope: 'global' }),
    onSuccess: async ({ token }) => {
      tokenStore.setWorkspaceToken(token);
      queryClient.clear();
      await navigate(PATHS.usersList, { replace: true });
    },
  });
}
