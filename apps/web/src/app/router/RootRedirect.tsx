import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/useSession';
import { rootDestination } from '../../lib/navigation/destinations';
import { builtOrAccount } from '../../lib/navigation/screens';

/** `/` (the named route 'default'): sends each person to their start page (01 §2 "Root redirect"). */
export function RootRedirect() {
  const { actor, identity } = useSession();
  return <Navigate to={builtOrAccount(rootDestination(actor, identity?.mfa_enabled ?? false))} replace />;
}

export default RootRedirect;
