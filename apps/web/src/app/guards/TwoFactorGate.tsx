import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MFA_TOASTS } from '@campus/contracts';
import { useSession } from '../../lib/session/useSession';
import type { Session } from '../../lib/session/session';
import { toast } from '../../ui/toast';
import { PATHS } from '../../lib/navigation/paths';

const TOAST_ID = 'two-factor-required';

/**
 * Router gate (01 §4): someone who must use two-factor authentication but has not set it up
 * is sent to the security tab with the '2FA required' toast. Their own account stays reachable.
 */
/** Whether the gate sends this person from this page to set up two-factor first. */
export function twoFactorGateBlocks(identity: Session['identity'], pathname: string): boolean {
  return Boolean(identity?.mfa_required && !identity.mfa_enabled) && !pathname.startsWith(PATHS.account);
}

export function TwoFactorGate() {
  const { identity } = useSession();
  const { pathname } = useLocation();
  const blocked = twoFactorGateBlocks(identity, pathname);

  useEffect(() => {
    if (blocked) toast.error({ id: TOAST_ID, ...MFA_TOASTS.required });
  }, [blocked]);

  return blocked ? <Navigate to={PATHS.accountSecurity} replace /> : <Outlet />;
}
