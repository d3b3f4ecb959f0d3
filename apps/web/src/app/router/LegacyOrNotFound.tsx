import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../features/shell/errors/components/NotFoundPage';
import { legacyRewrite } from './legacyRedirects';

/** Unknown paths: an old product address moves to its new one, anything else is the 404 page. */
export function LegacyOrNotFound() {
  const { pathname, search } = useLocation();
  const target = legacyRewrite(pathname, search);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
