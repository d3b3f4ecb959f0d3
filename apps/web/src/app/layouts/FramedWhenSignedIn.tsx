import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/useSession';
import { SignedInLayout } from './SignedInLayout';

/**
 * Pages anyone may reach (the 404 page): inside the app's frame, with its header and navigation,
 * for someone signed in, so a wrong address never strands them; bare for visitors.
 */
export function FramedWhenSignedIn() {
  const { actor } = useSession();
  return actor.stage === 'none' ? <Outlet /> : <SignedInLayout />;
}
