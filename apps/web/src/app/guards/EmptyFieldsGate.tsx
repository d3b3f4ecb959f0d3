import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type UIMatch } from 'react-router';
import { EMPTY_USER_FIELDS_TOAST } from '@campus/contracts';
import { useEmptyFieldsCheck } from '../../features/people/custom-fields/hooks/useEmptyFieldsCheck';
import { useSession } from '../../lib/session/useSession';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { PATHS } from '../../lib/navigation/paths';

const TOAST_ID = 'empty-user-fields';
/** Where this tab remembers that the reminder was shown, for a session and workspace. */
const REMINDED_KEY = 'campus.emptyUserFieldsReminded';

/**
 * Router gate (01 §4): someone whose required custom profile fields are empty is sent to the
 * personal tab with the 'Empty user fields' toast (when it applies: useEmptyFieldsCheck).
 * The toast is a reminder, shown once per session and workspace and closing by itself: every
 * click the gate holds back would otherwise bring it back over the header on a phone (issue 12,
 * defect 5). The personal tab keeps saying what is missing (EmptyFieldsNotice).
 */
/** Marks the gate's route, so the shell knows the page below it waits for the check (SignedInLayout). */
export const EMPTY_FIELDS_GATE_HANDLE = { emptyFieldsGate: true } as const;

export const isEmptyFieldsGateRoute = (match: UIMatch): boolean => match.handle === EMPTY_FIELDS_GATE_HANDLE;

export function EmptyFieldsGate() {
  const { identity } = useSession();
  const { pathname } = useLocation();
  const { workspaceId, checking, missing } = useEmptyFieldsCheck();
  const onAccount = pathname.startsWith(PATHS.account);
  const blocked = missing && !onAccount;
  const reminder = `${identity?.sid ?? ''}:${workspaceId ?? ''}`;

  useEffect(() => {
    if (!blocked || sessionStorage.getItem(REMINDED_KEY) === reminder) return;
    sessionStorage.setItem(REMINDED_KEY, reminder);
    toast.normal({ id: TOAST_ID, ...EMPTY_USER_FIELDS_TOAST });
  }, [blocked, reminder]);

  if (blocked) return <Navigate to={PATHS.accountPersonal} replace />;
  // Until the answer is in, nothing outside the account pages shows: a page must not slip through
  // while the check is still on its way (after a full page load, say). A failed check lets through.
  return checking && !onAccount ? <PageLoader /> : <Outlet />;
}
