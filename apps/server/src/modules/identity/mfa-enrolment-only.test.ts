import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  bearer,
  createTestApp,
  decodeJwt,
  platformToken,
  signIn,
  totpCode,
  type TestContext,
} from '../../test/harness.js';
import { createPerson, createTenant, createUser } from '../../test/factories.js';

/**
 * Decision 0017: someone who must use two-factor and has not set it up holds tokens that can do
 * nothing but set it up, whatever path issued them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

const SETUP_REQUIRED = { statusCode: 403, code: 'mfa_setup_required' };
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const newSuperadmin = async () => (await createUser(ctx.database.db, { superadmin: true })).email;
const newLearner = async () => createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace);

/** As an administrator's "2FA reset" leaves a person: required (superadmin), not set up. */
const forgetTwoFactor = (email: string) =>
  ctx.database.db
    .update(users)
    .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
    .where(eq(users.email, email));

const aWorkspaceId = async () => (await createTenant(ctx.database.db)).workspace.id;

describe('a superadmin without two-factor', () => {
  it('gets a token that no exchange turns into more, and that only the set-up calls accept', async () => {
    const session = await signIn(ctx.app, await newSuperadmin());
    expect(decodeJwt(session.idToken)).toMatchObject({ mfa_required: true, mfa_enabled: false });
    const auth = bearer(session.idToken);

    const exchange = await post('/api/sso/v2/exchange/token', {}, auth);
    expect(exchange.json()).toMatchObject(SETUP_REQUIRED);
    const workspace = await post(
      `/api/sso/v2/validate/workspace/${await aWorkspaceId()}`,
      { token: session.idToken },
      auth,
    );
    expect(workspace.json()).toMatchObject(SETUP_REQUIRED);
    expect(
      (await ctx.app.inject({ url: `/api/sso/v2/user-workspaces/${session.userId}`, headers: auth })).json(),
    ).toMatchObject(SETUP_REQUIRED);
    // Whatever token the caller holds, the people list and role grants stay shut.
    const list = await ctx.app.inject({ url: '/api/sso/v2/users', headers: auth });
    expect(list.statusCode).toBeGreaterThanOrEqual(401);
    expect(list.statusCode).toBeLessThanOrEqual(403);
    const grant = await post(
      '/api/sso/v2/user-role',
      { userId: session.userId, role: 'superadmin', operation: 'add' },
      auth,
    );
    expect(grant.statusCode).toBeGreaterThanOrEqual(401);
    expect(grant.statusCode).toBeLessThanOrEqual(403);

    // The set-up screen's calls work: reading oneself, the secret, the first code.
    const me = await ctx.app.inject({ url: `/api/sso/v2/cognito/get-user/${session.userId}`, headers: auth });
    expect(me.json()).toMatchObject({ mfaRequired: true, mfaEnabled: false, isSuperadmin: true });
    const others = await ctx.app.inject({
      url: `/api/sso/v2/cognito/get-user/${(await newLearner()).user.id}`,
      headers: auth,
    });
    expect(others.json()).toMatchObject(SETUP_REQUIRED);
    const secret = await post('/api/sso/v2/cognito/get-mfa-secret-code', { accessToken: session.idToken }, auth);
    expect(secret.statusCode).toBe(200);
    const verified = await post(
      '/api/sso/v2/cognito/verify-mfa-software-token',
      { userId: session.userId, code: totpCode(secret.json().secretCode), token: session.idToken },
      auth,
    );
    expect(verified.json()).toEqual({ status: 'SUCCESS' });

    // Set up: the refreshed identity token says so, and the session now reaches the platform.
    const refreshed = await post('/api/sso/v2/auth/refresh', { refreshToken: session.refreshToken });
    expect(decodeJwt(refreshed.json().idToken)).toMatchObject({ mfa_required: true, mfa_enabled: true });
    const platform = await post('/api/sso/v2/exchange/token', {}, bearer(refreshed.json().idToken));
    expect(decodeJwt(platform.json().token)).toMatchObject({ roles: ['superadmin'] });
    const people = await ctx.app.inject({ url: '/api/sso/v2/users', headers: bearer(platform.json().token) });
    expect(people.statusCode).toBe(200);
  });

  it('loses what a platform token it already holds allows once its two-factor is reset', async () => {
    const superadmin = await newSuperadmin();
    const token = await platformToken(ctx.app, superadmin);
    expect((await ctx.app.inject({ url: '/api/sso/v2/users', headers: bearer(token) })).statusCode).toBe(200);
    await forgetTwoFactor(superadmin);
    expect((await ctx.app.inject({ url: '/api/sso/v2/users', headers: bearer(token) })).json()).toMatchObject(
      SETUP_REQUIRED,
    );
    const grant = await post(
      '/api/sso/v2/user-role',
      { userId: (await newLearner()).user.id, role: 'superadmin', operation: 'add' },
      bearer(token),
    );
    expect(grant.json()).toMatchObject(SETUP_REQUIRED);
  });
});

describe('every endpoint', () => {
  /** The only calls such a session may make beyond the open ones: the set-up screen's. */
  const ENROLMENT = [
    'GET /api/sso/v2/cognito/get-user/:userId',
    'POST /api/sso/v2/cognito/get-mfa-secret-code',
    'POST /api/sso/v2/cognito/verify-mfa-software-token',
  ];

  it('refuses an identity token and a superadmin platform token of a session held to enrolment', async () => {
    const identity = (await signIn(ctx.app, await newSuperadmin())).idToken;
    // A platform token issued before the person's two-factor was reset.
    const superadmin = await newSuperadmin();
    const platform = await platformToken(ctx.app, superadmin);
    await forgetTwoFactor(superadmin);

    const allowed = ctx.app.accessDeclarations
      .filter(({ rule }) => rule.stage !== 'open')
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => ENROLMENT.includes(route));
    expect(allowed.sort()).toEqual([...ENROLMENT].sort());

    const accepted: string[] = [];
    for (const { method, url, rule } of ctx.app.accessDeclarations) {
      if (rule.stage === 'open' || ENROLMENT.includes(`${method} ${url}`)) continue;
      const path = url.replace(/:[A-Za-z]+/g, ANY_ID).replace('*', 'file.txt');
      for (const token of [identity, platform]) {
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: path,
          headers: bearer(token),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const body = response.json() as { code?: string };
        // The identity token is 401 where a platform token is needed; otherwise set-up is required.
        const refused =
          body.code === SETUP_REQUIRED.code ||
          (token === identity && rule.stage === 'second' && response.statusCode === 401);
        if (!refused)
          accepted.push(`${method} ${url} (${token === identity ? 'identity' : 'platform'}): ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
