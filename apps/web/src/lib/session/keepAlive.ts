import { WORKSPACE_TOKEN_REFRESH_THROTTLE_SECONDS, type SessionErrorCode } from '@campus/contracts';
import { refreshIdentity, renewWorkspaceToken } from './renewal';
import { readFirstStageClaims, readSecondStageClaims } from './session';
import { tokenStore } from './tokenStore';

/**
 * The token refresh rules of 01 §4:
 * - the second-stage token is renewed after navigation and on clicks, at most once per 600 s,
 *   never while a renewal is pending, never for old-system (subdomain) tokens;
 * - an expired first-stage token is refreshed first while the workspace token is still
 *   valid; if that fails the person is logged out;
 * - if the workspace token cannot be renewed the person goes back to the workspace list.
 */
export type KeepAliveOutcome = { status: 'renewed' | 'skipped' } | { status: 'failed'; code: SessionErrorCode };

let pending: Promise<KeepAliveOutcome> | null = null;

const nowSeconds = () => Date.now() / 1000;
const isExpired = (exp: number) => exp <= nowSeconds();

export function renewSession({ force = false } = {}): Promise<KeepAliveOutcome> {
  const { idToken, workspaceToken } = tokenStore.get();
  const workspace = readSecondStageClaims(workspaceToken);
  if (!workspace || workspace.origin === 'subdomain') return Promise.resolve({ status: 'skipped' });
  if (pending) return pending;
  // Measured from the token's own issue time, so a reload or another tab agrees.
  const throttled = nowSeconds() - (workspace.iat ?? 0) < WORKSPACE_TOKEN_REFRESH_THROTTLE_SECONDS;
  if (throttled && !force && !isExpired(workspace.exp)) return Promise.resolve({ status: 'skipped' });

  pending = (async (): Promise<KeepAliveOutcome> => {
    const identity = readFirstStageClaims(idToken);
    if (!identity) return { status: 'failed', code: 'emptyFirstStageToken' };
    let currentIdToken = idToken as string;
    if (isExpired(identity.exp)) {
      const refreshed = isExpired(workspace.exp) ? null : await refreshIdentity();
      if (!refreshed) return { status: 'failed', code: 'errorRefreshingFirstStageToken' };
      currentIdToken = refreshed;
    }
    const renewed = await renewWorkspaceToken(currentIdToken);
    if (!renewed) {
      return {
        status: 'failed',
        code: isExpired(workspace.exp) ? 'expiredSecondStageToken' : 'errorExpiredSecondStageToken',
      };
    }
    return { status: 'renewed' };
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** Tests only: forget a pending renewal. */
export function resetKeepAlive(): void {
  pending = null;
}
