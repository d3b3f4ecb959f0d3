import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../providers/queryClient';
import { prefetchStartup } from './prefetchStartup';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { idToken, IDS, workspaceToken } from '../../test/tokens';
import { sendRequest } from '../../lib/api/http';
import { EARLY_CALL_LIFETIME_MS } from '../../lib/api/earlyCalls';

/** index.html's inline script (the one without a src), as the browser runs it. */
const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const earlyScript = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)][0]?.[1] ?? '';

const signIn = (workspace: string, identity = idToken()) => {
  tokenStore.signIn({ idToken: identity, refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspace);
};

/** "url token" of each call made, sorted. */
const described = (calls: { url: string; headers: Headers }[]) =>
  calls.map((call) => `${call.url} ${call.headers.get('Authorization') ?? 'none'}`).sort();

function runEarlyScript(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const calls = mockFetch({});
  new Function(earlyScript)();
  return described(calls);
}

async function appCalls(pathname: string) {
  delete window.__campusEarlyCalls;
  const calls = mockFetch({});
  const queryClient = createQueryClient({ retry: false });
  prefetchStartup(queryClient, pathname);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return described(calls);
}

const LXA = workspaceToken({
  roles: ['learning_experience_administrator'],
  profile: { id: IDS.profile, roles: ['learning_experience_administrator'], customerRoles: [] },
  customerRoles: [],
});
const LEARNER = workspaceToken({
  roles: ['learner'],
  profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] },
  customerRoles: [],
  customerServices: ['LMS', 'API'],
});

afterEach(() => {
  delete window.__campusEarlyCalls;
  window.history.replaceState(null, '', '/');
});

describe("index.html's early start-up calls", () => {
  it('are the calls the app makes at start-up on a start page, with the same tokens', async () => {
    const cases: [string, string, string?][] = [
      ['/home', LXA],
      ['/home', workspaceToken()],
      ['/home', workspaceToken({ originUser: { id: IDS.session, firstName: 'Grace', lastName: 'Hopper' } })],
      ['/my-learning/dashboard/courses', LEARNER],
      ['/home', LXA, idToken({ mfa_required: true, mfa_enabled: false })],
    ];
    for (const [pathname, workspace, identity] of cases) {
      signIn(workspace, identity);
      const app = await appCalls(pathname);
      expect(app.length).toBeGreaterThan(0);
      expect(runEarlyScript(pathname)).toEqual(app);
    }
  });

  it('are not made on other pages, without a workspace, or with an expired token', () => {
    signIn(LXA);
    expect(runEarlyScript('/catalogue/requests')).toEqual([]);
    expect(runEarlyScript('/auth/login')).toEqual([]);
    signIn(workspaceToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(runEarlyScript('/home')).toEqual([]);
    signIn(workspaceToken({ workspaceId: null }));
    expect(runEarlyScript('/home')).toEqual([]);
    tokenStore.clear();
    expect(runEarlyScript('/home')).toEqual([]);
  });

  it("answer the app's own calls once, so the app asks the server for none of them again", async () => {
    signIn(LXA);
    const early = runEarlyScript('/home');
    const calls = mockFetch({ 'GET /api/config': { body: {} } });
    const queryClient = createQueryClient({ retry: false });
    prefetchStartup(queryClient, '/home');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(early.length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    // Taken once: the next call to the same address asks the server.
    await sendRequest({ path: '/api/config' });
    expect(calls.map((call) => call.url)).toEqual(['/api/config']);
  });

  it('are not used by a call with another token', async () => {
    signIn(LXA);
    runEarlyScript('/home');
    const calls = mockFetch({ 'GET /api/sso/v2/userOnboardingMessage': { body: { message: '[]' } } });
    await sendRequest({ path: '/api/sso/v2/userOnboardingMessage', token: 'another-token' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer another-token');
  });

  it('are not used once a minute has passed since the page asked for them', async () => {
    signIn(LXA);
    runEarlyScript('/home');
    const early = window.__campusEarlyCalls?.['/api/config'];
    expect(early).toBeDefined();
    window.__campusEarlyCalls = { '/api/config': { ...early!, at: Date.now() - EARLY_CALL_LIFETIME_MS - 1 } };
    const calls = mockFetch({ 'GET /api/config': { body: {} } });
    await sendRequest({ path: '/api/config' });
    expect(calls.map((call) => call.url)).toEqual(['/api/config']);
  });
});
