import {
  jwtValidateResponseSchema,
  loginMethodsResponseSchema,
  tokenSetSchema,
  type AuthOption,
  type TokenSet,
} from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { tokenStore } from '../../../lib/session/tokenStore';

/** The identity providers offered to this email at the 'sso' stage (the login state's authOptions). */
export function fetchLoginMethods(email: string, signal?: AbortSignal): Promise<AuthOption[]> {
  return apiRequest(ENDPOINTS.loginMethods, {
    method: 'POST',
    body: { email },
    auth: 'none',
    signal,
    schema: loginMethodsResponseSchema,
  });
}

/** Swaps the one-time value of /landing?sso= for the same tokens a password sign-in returns. */
export function exchangeSsoHandoff(handoff: string): Promise<TokenSet> {
  return apiRequest(ENDPOINTS.samlHandoff, {
    method: 'POST',
    body: { handoff },
    auth: 'none',
    scope: 'global',
    schema: tokenSetSchema,
  });
}

/**
 * /landing?token=: the old system's hand-over (POST /jwt/validate) becomes an old-system session
 * here, both tokens at once; `/` then sends the person where old-system sessions start (01 §2).
 */
export async function enterFromOldSystem(token: string): Promise<void> {
  const tokens = await apiRequest(ENDPOINTS.oldSystemHandover, {
    method: 'POST',
    body: { token },
    auth: 'none',
    scope: 'global',
    schema: jwtValidateResponseSchema,
  });
  tokenStore.signIn({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });
  tokenStore.setWorkspaceToken(tokens.token);
}
