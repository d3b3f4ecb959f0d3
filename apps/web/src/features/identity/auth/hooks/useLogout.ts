import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../lib/navigation/paths';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { logout } from '../api/authApi';

/** Log out: end the session server-side (best effort), forget the tokens and data, go to login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    meta: { silent: true },
    onSettled: async () => {
      tokenStore.clear();
      queryClient.clear();
      await navigate(PATHS.authLogin, { replace: true });
    },
  });
}
