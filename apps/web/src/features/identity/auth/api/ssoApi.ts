import { type AuthOption, type TokenSet, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { tokenStore } from '../../../../lib/session/tokenStore';

/** The identity providers offered to this email at the 'sso' stage (the login state's authOptions). */
export function fetchLoginMethods(email: string, signal?: AbortSignal): Promise<AuthOption[]> {
  return callEndpoint(IDENTITY_ENDPOINTS.loginMethods, { body: { email }, auth: 'none', signal });
}

/** Swaps the one-time value of /landing?sso= for the same tokens a password sign-in returns. */
export function exchangeSsoHandoff(handoff: string): Promise<TokenSet> {
  return callEndpoint(IDENTITY_ENDPOINTS.samlHandoff, { body: { handoff }, auth: 'none', scope: 'global' });
}

/**
 * /landing?token=: the old system's hand-over (POST /jwt/validate) becomes an old-system session
 * here, both tokens at once; `/` then sends the person where old-system sessions start (01 §2).
 */
export async function enterFromOldSystem(token: string): Promise<void> {
  const tokens = await callEndpoint(IDENTITY_ENDPOINTS.oldSystemHandover, {
    body: { token },
    auth: 'none',
    scope: 'global',
  });
  tokenStore.signIn({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });
  tokenStore.setWorkspaceToken(tokens.token);
}
