import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { idToken } from '../../test/tokens';
import { refreshIdentity } from './renewal';
import { TOKEN_KEYS, tokenStore } from './tokenStore';

/**
 * Two tabs share the tokens in localStorage; a Web Lock lets one of them refresh at a time, and
 * the one that waited takes the other's fresh tokens instead of sending the same refresh token
 * again (decision 0044).
 */
type LockCallback = () => Promise<unknown>;

/** navigator.locks as a browser gives it, with `meanwhile` run as another tab holding the lock. */
function stubLocks(meanwhile: () => void = () => {}) {
  const names: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: async (name: string, callback: LockCallback) => {
        names.push(name);
        meanwhile();
        return callback();
      },
    },
  });
  return names;
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

const refreshAnswer = (id: string) => ({
  'POST /api/sso/v2/auth/refresh': {
    body: { idToken: id, refreshToken: 'new-refresh-token-xxxxxxxxxxxxxxxx', expiresIn: 900 },
  },
});

describe('refreshIdentity across tabs', () => {
  it('refreshes under the tab lock when no other tab has', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    const names = stubLocks();
    const fresh = idToken();
    const calls = mockFetch(refreshAnswer(fresh));

    expect(await refreshIdentity()).toBe(fresh);
    expect(names).toEqual(['campus-session-refresh']);
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' }]);
    expect(tokenStore.get().refreshToken).toBe('new-refresh-token-xxxxxxxxxxxxxxxx');
  });

  it('takes the tokens another tab stored while it waited, without a second refresh', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    const otherTabs = idToken();
    stubLocks(() => {
      // The other tab refreshed first: localStorage changed, this tab's snapshot not yet.
      window.localStorage.setItem(TOKEN_KEYS.idToken, otherTabs);
      window.localStorage.setItem(TOKEN_KEYS.refreshToken, 'other-tabs-refresh-token-xxxxxxxxxx');
    });
    const calls = mockFetch(refreshAnswer(idToken()));

    expect(await refreshIdentity()).toBe(otherTabs);
    expect(calls).toHaveLength(0);
    expect(tokenStore.get()).toMatchObject({
      idToken: otherTabs,
      refreshToken: 'other-tabs-refresh-token-xxxxxxxxxx',
    });
  });

  it('gives up when another tab signed out while it waited', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    stubLocks(() => {
      for (const key of Object.values(TOKEN_KEYS)) window.localStorage.removeItem(key);
    });
    const calls = mockFetch(refreshAnswer(idToken()));

    expect(await refreshIdentity()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('without Web Locks, refreshes directly', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const fresh = idToken();
    const calls = mockFetch(refreshAnswer(fresh));

    expect(await refreshIdentity()).toBe(fresh);
    expect(calls).toHaveLength(1);
  });
});
