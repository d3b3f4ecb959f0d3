import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_USER_FIELDS_TOAST } from '@campus/contracts';
import { customFieldKeys, fetchAllCustomFieldsFilledIn } from '../../features/custom-fields/api/customFieldsApi';
import { useSession } from '../../lib/session/useSession';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { PATHS } from '../../lib/navigation/paths';

const TOAST_ID = 'empty-user-fields';

/**
 * Router gate (01 §4): someone whose required custom profile fields are empty is sent to the
 * personal tab with the 'Empty user fields' toast. Skipped when the customer has the API service
 * (their profiles are kept by an integration, not by people), while impersonating (the fields
 * are the other person's to fill in) and where there is no workspace.
 */
export function EmptyFieldsGate() {
  const { workspace } = useSession();
  const { pathname } = useLocation();
  const workspaceId = workspace?.workspaceId ?? null;
  const applies = Boolean(workspaceId) && !workspace?.originUser && !workspace?.customerServices.includes('API');
  const filledIn = useQuery({
    queryKey: customFieldKeys.filledIn(workspaceId ?? ''),
    queryFn: ({ signal }) => fetchAllCustomFieldsFilledIn(workspaceId as string, signal),
    enabled: applies,
    staleTime: 60_000,
    // Like the start-up calls, a failed check is ignored rather than blocking the app.
    meta: { silent: true },
  });
  const onAccount = pathname.startsWith(PATHS.account);
  const blocked = applies && filledIn.data?.allFilledIn === false && !onAccount;
  // Until the answer is in, nothing outside the account pages shows: a page must not slip through
  // while the check is still on its way (after a full page load, say). A failed check lets through.
  const checking = applies && filledIn.isPending && !onAccount;

  useEffect(() => {
    if (blocked) toast.error({ id: TOAST_ID, ...EMPTY_USER_FIELDS_TOAST });
  }, [blocked]);

  if (blocked) return <Navigate to={PATHS.accountPersonal} replace />;
  return checking ? <PageLoader /> : <Outlet />;
}
