import { Navigate } from 'react-router';
import { firstReachableChild, myLearningDashboard, type SectionPath } from '@campus/contracts';
import { NotFoundPage } from '../../features/shell/errors/components/NotFoundPage';
import { useSession } from '../../lib/session/useSession';
import { hasScreen } from '../../lib/navigation/screens';

/**
 * The redirect-only routes (01 §2): /catalogue, /users, /setup and /reports open their first child
 * the person may see whose screen exists, /my-learning/dashboard the dashboard the rules pick;
 * nowhere to go is a 404.
 */
export function SectionRedirect({ section }: { section: SectionPath | '/my-learning' }) {
  const { actor } = useSession();
  const target =
    section === '/my-learning'
      ? myLearningDashboard(actor)
      : firstReachableChild(section, actor, (path) => hasScreen(path));
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
