import { endpointPath, tokenResponseSchema, tokenSetSchema, SSO_AUTH_ENDPOINTS } from '@campus/contracts';
import { sendRequest } from '../api/http';
import { readSecondStageClaims } from './session';
import { tokenStore } from './tokenStore';

/**
 * Keeps the session usable: a new identity token from the refresh token, and a new
 * workspace (second-stage) token for the same workspace. The full refresh and timer rules
 * of 01 §4 come later; these are the building blocks the API client needs today.
 */

let pendingIdentity: Promise<string | null> | null = null;

/** POST /auth/refresh with the stored refresh token. Resolves with the new id token, or null. */
export function refreshIdentity(): Promise<string | null> {
  pendingIdentity ??= (async () => {
    const { refreshToken } = tokenStore.get();
    if (!refreshToken) return null;
    try {
      const body = tokenSetSchema.parse(
        await sendRequest({ method: 'POST', path: SSO_AUTH_ENDPOINTS.refresh.path, body: { refreshToken } }),
      );
      tokenStore.setIdentity({ idToken: body.idToken, refreshToken: body.refreshToken });
      return body.idToken;
    } catch {
      return null;
    }
  })().finally(() => {
    pendingIdentity = null;
  });
  return pendingIdentity;
}

/**
 * A new second-stage token for the workspace the current one names (validate/workspace),
 * or a platform token (exchange/token) when it names none. Null when it cannot be had.
 */
export async function renewWorkspaceToken(idToken: string): Promise<string | null> {
  const current = readSecondStageClaims(tokenStore.get().workspaceToken);
  if (!current) return null;
  try {
    const response = current.workspaceId
      ? await sendRequest({
          method: 'POST',
          path: endpointPath(SSO_AUTH_ENDPOINTS.validateWorkspace, { id: current.workspaceId }),
          body: { token: idToken },
          token: idToken,
        })
      : await sendRequest({ method: 'POST', path: SSO_AUTH_ENDPOINTS.exchangeToken.path, body: {}, token: idToken });
    const { token } = tokenResponseSchema.parse(response);
    tokenStore.setWorkspaceToken(token);
    return token;
  } catch {
    return null;
  }
}
