import { loginMethodsResponseSchema, tokenSetSchema, type AuthOption, type TokenSet } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

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
