import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { idToken, IDS, workspaceToken } from '../../test/tokens';
import { renewSession, resetKeepAlive } from './keepAlive';
import { tokenStore } from './tokenStore';

const now = () => Math.floor(Date.now() / 1000);
const renewed = { token: workspaceToken(), expiresIn: 3600 };
const validatePath = `POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`;

function store(identity: Parameters<typeof idToken>[0], workspace: Parameters<typeof workspaceToken>[0]) {
  tokenStore.signIn({ idToken: idToken(identity), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken(workspace));
}

describe('renewing the workspace token (01 §4)', () => {
  beforeEach(() => resetKeepAlive());

  it('skips within 600 seconds of the last issue, unless forced', async () => {
    store({}, { iat: now() - 599 });
    const calls = mockFetch({ [validatePath]: { body: renewed } });
    expect(await renewSession()).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(0);
    expect(await renewSession({ force: true })).toEqual({ status: 'renewed' });
    expect(calls).toHaveLength(1);
  });

  it('renews after 600 seconds, once even when asked twice at the same time', async () => {
    store({}, { iat: now() - 601 });
    const calls = mockFetch({ [validatePath]: { body: renewed } });
    const [first, second] = await Promise.all([renewSession(), renewSession()]);
    expect(first).toEqual({ status: 'renewed' });
    expect(second).toEqual({ status: 'renewed' });
    expect(calls).toHaveLength(1);
    expect(tokenStore.get().workspaceToken).toBe(renewed.token);
  });

  it('never renews an old-system (subdomain) token', async () => {
    store({}, { iat: now() - 3000, origin: 'subdomain' });
    const calls = mockFetch({});
    expect(await renewSession({ force: true })).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(0);
  });

  it('refreshes an expired identity first; if that fails the person is logged out', async () => {
    store({ exp: now() - 5 }, { iat: now() - 700 });
    mockFetch({ 'POST /api/sso/v2/auth/refresh': { status: 401, body: { message: 'no' } } });
    expect(await renewSession()).toEqual({ status: 'failed', code: 'errorRefreshingFirstStageToken' });
  });

  it('does not refresh the identity once the workspace token has expired too', async () => {
    store({ exp: now() - 5 }, { iat: now() - 4000, exp: now() - 1 });
    const calls = mockFetch({ 'POST /api/sso/v2/auth/refresh': { body: {} } });
    expect(await renewSession()).toEqual({ status: 'failed', code: 'errorRefreshingFirstStageToken' });
    expect(calls).toHaveLength(0);
  });

  it('reports a workspace token that cannot be renewed (→ workspace list)', async () => {
    store({}, { iat: now() - 700 });
    mockFetch({});
    expect(await renewSession()).toEqual({ status: 'failed', code: 'errorExpiredSecondStageToken' });
  });

  it('reports a missing identity token', async () => {
    tokenStore.clear();
    tokenStore.setWorkspaceToken(workspaceToken({ iat: now() - 700 }));
    mockFetch({});
    expect(await renewSession()).toEqual({ status: 'failed', code: 'emptyFirstStageToken' });
  });
});
