import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { pageLoad } from '../../../../lib/navigation/pageLoad';
import { tokenStore } from '../../../../lib/session/tokenStore';

/**
 * "Back to admin" (01 §4): ends the impersonation and returns the original user, with their own
 * token, to the user list, where impersonation starts.
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: () => callEndpoint(IDENTITY_ENDPOINTS.unimpersonate, { body: {}, scope: 'global' }),
    onSuccess: ({ token }) => {
      // A fresh start as the administrator: nothing of the impersonated person (their page's
      // guard, which would judge the new token and answer 404, their workspace's theme, cached
      // data) may outlive the switch.
      tokenStore.storeForNextPage(token);
      pageLoad.replace(PATHS.usersList);
    },
  });
}
