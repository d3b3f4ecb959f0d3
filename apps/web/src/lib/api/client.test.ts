import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userExistsResponseSchema } from '@campus/contracts';
import { tokenStore } from '../session/tokenStore';
import { apiError, mockFetch } from '../../test/fetchMock';
import { idToken, IDS, workspaceToken } from '../../test/tokens';
import { ApiError } from './ApiError';
import { apiRequest, configureApiClient } from './client';
import { enterSection } from './sectionScope';

describe('apiRequest', () => {
  beforeEach(() => {
    enterSection(`test-${Math.random()}`);
  });

  it('sends X-Service-Name UI, a fresh X-Correlation-Id per request and the workspace bearer', async () => {
    const ws = workspaceToken();
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'r'.repeat(32) });
    tokenStore.setWorkspaceToken(ws);
    const calls = mockFetch({ 'GET /api/thing': { body: { ok: true } } });

    await apiRequest('/api/thing');
    await apiRequest('/api/thing');

    expect(calls).toHaveLength(2);
    const [first, second] = calls as [(typeof calls)[0], (typeof calls)[0]];
    expect(first.headers.get('X-Service-Name')).toBe('UI');
    expect(first.headers.get('Authorization')).toBe(`Bearer ${ws}`);
    const ids = [first.headers.get('X-Correlation-Id'), second.headers.get('X-Correlation-Id')];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('falls back to the id token without a workspace token, and can be forced to use it', async () => {
    const id = idToken();
    tokenStore.signIn({ idToken: id, refreshToken: 'r'.repeat(32) });
    const calls = mockFetch({ 'GET /api/thing': { body: {} } });

    await apiRequest('/api/thing');
    tokenStore.setWorkspaceToken(workspaceToken());
    await apiRequest('/api/thing', { auth: 'identity' });
    await apiRequest('/api/thing', { auth: 'none' });

    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([`Bearer ${id}`, `Bearer ${id}`, null]);
  });

  it('adds query parameters and a JSON body', async () => {
    const calls = mockFetch({ 'POST /api/thing': { body: { exists: true } } });
    const result = await apiRequest('/api/thing', {
      method: 'POST',
      query: { email: 'a@b.co', skip: undefined },
      body: { a: 1 },
      auth: 'none',
      schema: userExistsResponseSchema,
    });
    expect(result).toEqual({ exists: true });
    expect(calls[0]?.url).toBe('/api/thing?email=a%40b.co');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the status, code and server message', async () => {
    mockFetch({ 'POST /api/login': apiError(401, 'invalid_credentials', 'Incorrect username or password.') });
    const failure = apiRequest('/api/login', { method: 'POST', body: {}, auth: 'none' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Incorrect username or password.',
      path: '/api/login',
    });
  });

  it('reads errors.message before message', async () => {
    mockFetch({
      'GET /api/x': {
        status: 409,
        body: { statusCode: 409, code: 'conflict', message: 'outer', errors: { message: 'inner' } },
      },
    });
    await expect(apiRequest('/api/x', { auth: 'none' })).rejects.toMatchObject({ message: 'inner', code: 'conflict' });
  });

  it('rejects a response that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/x': { body: { exists: 'yes' } } });
    await expect(apiRequest('/api/x', { auth: 'none', schema: userExistsResponseSchema })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('on a 401 refreshes once, gets a new workspace token and retries', async () => {
    const oldWs = workspaceToken();
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(oldWs);
    const newId = idToken({ name: 'Refreshed' });
    const newWs = workspaceToken({ workspace: 'Renewed' });
    const calls = mockFetch({
      'GET /api/thing': (call) =>
        call.headers.get('Authorization') === `Bearer ${newWs}`
          ? { body: { ok: true } }
          : apiError(401, 'unauthorised', 'Expired'),
      'POST /api/sso/v2/auth/refresh': {
        body: { idToken: newId, refreshToken: 'new-refresh-token-xxxxxxxxxxxxxxxx', expiresIn: 3600 },
      },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: newWs, expiresIn: 3600 } },
    });

    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
    expect(tokenStore.get()).toEqual({
      idToken: newId,
      refreshToken: 'new-refresh-token-xxxxxxxxxxxxxxxx',
      workspaceToken: newWs,
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/thing',
      'POST /api/sso/v2/auth/refresh',
      `POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`,
      'GET /api/thing',
    ]);
  });

  it('ends the session when the refresh fails', async () => {
    const onSessionEnded = vi.fn();
    configureApiClient({ onSessionEnded });
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    mockFetch({
      'GET /api/thing': apiError(401, 'unauthorised', 'Expired'),
      'POST /api/sso/v2/auth/refresh': apiError(401, 'unauthorised', 'Refresh token revoked'),
    });

    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toEqual({ idToken: null, refreshToken: null, workspaceToken: null });
  });

  it('refreshes an expired id token before using it', async () => {
    tokenStore.signIn({ idToken: idToken({ exp: 1 }), refreshToken: 'old-refresh-token-xxxxxxxxxxxxxxxx' });
    const fresh = idToken();
    const calls = mockFetch({
      'POST /api/sso/v2/auth/refresh': {
        body: { idToken: fresh, refreshToken: 'new-refresh-token-xxxxxxxxxxxxxxxx', expiresIn: 3600 },
      },
      'GET /api/thing': { body: {} },
    });
    await apiRequest('/api/thing', { auth: 'identity' });
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('is cancelled when the user leaves the section', async () => {
    enterSection('catalogue');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            if (init.signal?.aborted) reject(init.signal.reason);
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const pending = apiRequest('/api/slow', { auth: 'none' });
    enterSection('users');
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps global requests running across sections', async () => {
    enterSection('catalogue');
    let resolve: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    const pending = apiRequest('/api/slow', { auth: 'none', scope: 'global' });
    enterSection('users');
    await Promise.resolve();
    resolve(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(pending).resolves.toEqual({ ok: 1 });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x', { auth: 'none' })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
