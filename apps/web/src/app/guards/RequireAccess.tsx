import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AccessRule } from '@campus/contracts';
import { useSession } from '../../lib/session/useSession';
import { accessRedirect } from './accessRedirect';

interface RequireAccessProps {
  rule: AccessRule;
  children?: ReactNode;
}

/** Renders its children (or the child routes) only when the signed-in actor satisfies `rule`. */
export function RequireAccess({ rule, children }: RequireAccessProps) {
  const { actor } = useSession();
  const location = useLocation();
  const redirect = accessRedirect(actor, rule);
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}
