import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_USER_FIELDS_TOAST } from '@campus/contracts';
import { customFieldKeys, fetchAllCustomFieldsFilledIn } from '../../features/custom-fields/api/customFieldsApi';
import { useSession } from '../../lib/session/useSession';
import { toast } from '../../ui/toast';
import { PATHS } from '../router/paths';

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
  const blocked = applies && filledIn.data?.allFilledIn === false && !pathname.startsWith(PATHS.account);

  useEffect(() => {
    if (blocked) toast.error({ id: TOAST_ID, ...EMPTY_USER_FIELDS_TOAST });
  }, [blocked]);

  return blocked ? <Navigate to={PATHS.accountPersonal} replace /> : <Outlet />;
}
