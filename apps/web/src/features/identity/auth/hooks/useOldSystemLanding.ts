import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { enterFromOldSystem } from '../api/ssoApi';

/** A hand-over is single-use: redeemed at most once per page load, however often the effect runs. */
const redemptions = new Map<string, Promise<void>>();

/**
 * /landing?token=: enters from the old system (01 §7 POST /jwt/validate). On success `/` decides
 * where to go; a refused token leads to the 404 page with the server's message (01 §7).
 */
export function useOldSystemLanding(token: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return;
    let active = true;
    let pending = redemptions.get(token);
    if (!pending) {
      pending = enterFromOldSystem(token);
      redemptions.set(token, pending);
    }
    pending.then(
      () => active && navigate(PATHS.default, { replace: true }),
      (error: unknown) =>
        active && navigate(PATHS.notFound, { replace: true, state: { message: errorMessageOf(error) } }),
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);
}
