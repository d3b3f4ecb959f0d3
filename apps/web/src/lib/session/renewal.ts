import { endpointPath, tokenResponseSchema, tokenSetSchema, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { sendRequest } from '../api/http';
import { readSecondStageClaims } from './session';
import { tokenStore } from './tokenStore';

/**
 * Keeps the session usable: a new identity token from the refresh token, and a new
 * workspace (second-stage) token for the same workspace. The full refresh and timer rules
 * of 01 §4 come later; these are the building blocks the API client needs today.
 */

let pendingIdentity: Promise<string | null> | null = null;

/**
 * Runs `work` while no other tab of this browser runs it (the Web Locks API). Tabs share the
 * tokens in localStorage, so without it two tabs whose identity tokens expire together both send
 * the same refresh token. The server answers both alike within its grace window (decision 0044),
 * but one call is enough. Where the browser has no Web Locks, the calls go out as before.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('campus-session-refresh', work) as Promise<T>) : work();
}

/** POST /auth/refresh with the stored refresh token. Resolves with the new id token, or null. */
export function refreshIdentity(): Promise<string | null> {
  pendingIdentity ??= (async () => {
    const presented = tokenStore.get().refreshToken;
    if (!presented) return null;
    return oneTabAtATime(async () => {
      // Another tab may have refreshed (or signed out) while this one waited: its tokens are in
      // storage already, and this tab's refresh token is the one it just rotated.
      tokenStore.reload();
      const current = tokenStore.get();
      if (current.refreshToken !== presented) return current.refreshToken ? current.idToken : null;
      try {
        const body = tokenSetSchema.parse(
          await sendRequest({
            method: 'POST',
            path: IDENTITY_ENDPOINTS.refresh.path,
            body: { refreshToken: presented },
          }),
        );
        tokenStore.setIdentity({ idToken: body.idToken, refreshToken: body.refreshToken });
        return body.idToken;
      } catch {
        return null;
      }
    });
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
          path: endpointPath(IDENTITY_ENDPOINTS.validateWorkspace, { id: current.workspaceId }),
          body: { token: idToken },
          token: idToken,
        })
      : await sendRequest({ method: 'POST', path: IDENTITY_ENDPOINTS.exchangeToken.path, body: {}, token: idToken });
    const { token } = tokenResponseSchema.parse(response);
    tokenStore.setWorkspaceToken(token);
    return token;
  } catch {
    return null;
  }
}
