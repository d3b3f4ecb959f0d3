import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { tokenStore } from '../../../lib/session/tokenStore';

/**
 * Impersonate (01 §4): act as the person in the workspace, with the original user named in the
 * token; `/` then opens what they would see. The app starts afresh there (a full load): the
 * administrator's page, its guards and cached data must not meet the other person's token.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: ({ userId, workspaceId }: { userId: string; workspaceId: string }) =>
      apiRequest(ENDPOINTS.impersonate(userId, workspaceId), {
        method: 'POST',
        body: {},
        scope: 'global',
        schema: tokenResponseSchema,
      }),
    onSuccess: ({ token }) => {
      tokenStore.setWorkspaceToken(token);
      window.location.replace(PATHS.default);
    },
  });
}
