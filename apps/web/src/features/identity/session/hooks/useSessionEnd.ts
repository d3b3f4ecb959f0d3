import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SESSION_ERRORS, type SessionErrorCode } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { i18n } from '../../../../lib/i18n/i18n';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { toast } from '../../../../ui/toast';
import { logout } from '../../auth/api/authApi';

const WORKSPACE_CODES: SessionErrorCode[] = ['errorExpiredSecondStageToken', 'expiredSecondStageToken'];

/**
 * Where a failed renewal leads (01 §4): a workspace token that cannot be renewed → the
 * workspace list; an identity that cannot be refreshed → logged out. Inactivity → logged out
 * with its own toast.
 */
export function useSessionEnd() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(
    async (message: string | null) => {
      // Best effort: the session ends server-side too, but leaving never waits on the network.
      void logout().catch(() => undefined);
      tokenStore.clear();
      queryClient.clear();
      if (message) toast.error({ id: 'session-ended', title: i18n.t('toast.errorTitle'), message });
      await navigate(PATHS.authLogin, { replace: true });
    },
    [navigate, queryClient],
  );

  const onRenewalFailed = useCallback(
    async (code: SessionErrorCode) => {
      if (WORKSPACE_CODES.includes(code)) {
        tokenStore.setWorkspaceToken(null);
        toast.error({ id: 'session-ended', title: i18n.t('toast.errorTitle'), message: SESSION_ERRORS[code] });
        await navigate(PATHS.workspaceList, { replace: true });
        return;
      }
      await signOut(SESSION_ERRORS[code]);
    },
    [navigate, signOut],
  );

  const onInactive = useCallback(() => signOut(i18n.t('session.inactive')), [signOut]);

  const onLogOut = useCallback(() => signOut(null), [signOut]);

  return { onRenewalFailed, onInactive, onLogOut };
}
