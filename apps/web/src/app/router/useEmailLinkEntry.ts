import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validateWorkspace } from '../../features/identity/auth/api/authApi';
import { getSession } from '../../lib/session/session';
import { tokenStore } from '../../lib/session/tokenStore';
import { toast } from '../../ui/toast';
import { loginPathFor, readEmailLink, withoutEmailLinkParams } from '../../lib/navigation/entryLinks';
import { PATHS } from '../../lib/navigation/paths';

/**
 * Email-link entry (01 §2): an address with source=email, ownerType and externalId opens in the
 * link's workspace. Signed in elsewhere → switched first ('Your workspace has been switched.');
 * already there → 'You have accessed the workspace successfully.'; a workspace the person cannot
 * enter (or an old-system subdomain) → the workspace list; no session → login, carrying
 * targetPath and targetWorkspace.
 */
export function useEmailLinkEntry(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const link = readEmailLink(search);
    const key = `${location.pathname}${location.search}`;
    if (!link || handled.current === key) return;
    handled.current = key;
    const target = `${location.pathname}${withoutEmailLinkParams(search)}`;
    const { identity, workspace } = getSession();

    if (!identity) {
      void navigate(loginPathFor({ path: target, workspaceId: link.externalId }), { replace: true });
      return;
    }
    const title = t('entry.toastTitle');
    if (link.ownerType === 'workspace' && workspace?.workspaceId === link.externalId) {
      toast.success({ title, message: t('entry.accessed') });
      void navigate(target, { replace: true });
      return;
    }
    if (link.ownerType !== 'workspace') {
      void navigate(PATHS.workspaceList, { replace: true });
      return;
    }
    validateWorkspace(link.externalId).then(
      async (token) => {
        tokenStore.setWorkspaceToken(token);
        await queryClient.invalidateQueries();
        toast.success({ title, message: workspace ? t('entry.switched') : t('entry.accessed') });
        await navigate(target, { replace: true });
      },
      () => navigate(PATHS.workspaceList, { replace: true }),
    );
  }, [location.pathname, location.search, navigate, queryClient, t]);
}
