import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { tokenStore } from '../../../../lib/session/tokenStore';

/**
 * Impersonate (01 §4): act as the person in the workspace, with the original user named in the
 * token; `/` then opens what they would see. The app starts afresh there (a full load): the
 * administrator's page, its guards and cached data must not meet the other person's token.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: ({ userId, workspaceId }: { userId: string; workspaceId: string }) =>
      callEndpoint(IDENTITY_ENDPOINTS.impersonate, {
        params: { id: userId },
        query: { originWorkspaceId: workspaceId },
        scope: 'global',
      }),
    onSuccess: ({ token }) => {
      tokenStore.setWorkspaceToken(token);
      window.location.replace(PATHS.default);
    },
  });
}
