import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AccessRule } from '@campus/contracts';
import { useSession } from '../../lib/session/useSession';
import { loginPathFor } from '../../lib/navigation/entryLinks';
import { PATHS } from '../../lib/navigation/paths';
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
  if (!redirect) return children ?? <Outlet />;
  // Signed out: the page asked for is opened after signing in (the login's targetPath).
  const asked = `${location.pathname}${location.search}`;
  const to =
    redirect === PATHS.authLogin && asked !== '/' ? loginPathFor({ path: asked, workspaceId: null }) : redirect;
  return <Navigate to={to} replace state={{ from: location.pathname }} />;
}
