import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SSO_ERROR_QUERY_PARAM } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { completeSignIn } from '../api/signIn';
import { exchangeSsoHandoff } from '../api/ssoApi';

/**
 * A handoff is single-use, so it is redeemed at most once per page load even if the effect runs
 * twice (React's strict mode, a re-render): every caller shares the first attempt.
 */
const redemptions = new Map<string, Promise<string>>();

function redeem(handoff: string): Promise<string> {
  let pending = redemptions.get(handoff);
  if (!pending) {
    pending = exchangeSsoHandoff(handoff).then(completeSignIn);
    redemptions.set(handoff, pending);
  }
  return pending;
}

/**
 * /landing?sso=: swaps the handoff for tokens, keeps them as a password sign-in does, then goes
 * where a password sign-in goes (01 §2 "After-login destination"). The landing entry is replaced,
 * so the used value does not stay in the history. A refused handoff returns to the login page.
 * Without a handoff the landing page's other parameters decide (`otherwise`).
 */
export function useSsoLanding(handoff: string | null, otherwise: string | null = PATHS.default): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!handoff) {
      // null: another hand-over on the same page decides where to go.
      if (otherwise !== null) navigate(otherwise, { replace: true });
      return;
    }
    let active = true;
    redeem(handoff).then(
      (destination) => active && navigate(destination, { replace: true }),
      () => active && navigate(`${PATHS.authLogin}?${SSO_ERROR_QUERY_PARAM}=expired`, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [handoff, navigate, otherwise]);
}
