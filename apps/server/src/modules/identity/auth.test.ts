import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, endRefreshGrace, signIn, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A fresh person: sign-in tests count failures per account, so each test has its own. */
const newPerson = (names: { firstName?: string; lastName?: string } = {}) => createUser(ctx.database.db, names);

const login = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/auth/login', payload: { email, password }, remoteAddress: ip });

describe('email stage', () => {
  it('says whether an account exists, case-insensitively', async () => {
    const { email } = await newPerson();
    const yes = await ctx.app.inject(`/api/sso/v3/users/exists?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(yes.json()).toEqual({ exists: true });
    const no = await ctx.app.inject(`/api/sso/v3/users/exists?email=${unique('nobody')}@example.test`);
    expect(no.json()).toEqual({ exists: false });
  });

  it('fails with missingEmailAddress when no email is given', async () => {
    const response = await ctx.app.inject('/api/sso/v3/users/exists');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('missingEmailAddress');
  });
});

describe('sign-in', () => {
  it('returns a first-stage token with the spec claims and a refresh token', async () => {
    const person = await newPerson({ firstName: 'Liam', lastName: 'Hughes' });
    const response = await login(person.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const claims = decodeJwt(body.idToken);
    expect(claims).toMatchObject({
      typ: 'id',
      name: 'Liam',
      family_name: 'Hughes',
      email: person.email,
      sub: person.id,
      mfa_required: false,
      mfa_enabled: false,
    });
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const wrong = await login((await newPerson()).email, 'Wrong!2345', '10.0.0.2');
    const unknown = await login(`${unique('ghost')}@example.test`, 'Wrong!2345', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', message: 'Incorrect username or password.' });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('rejects a malformed body with field details in the error shape', async () => {
    const response = await login('not-an-email', '');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors.message).toBe(body.message);
    expect(body.errors.fields.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('refuses an account from an address after 5 failures, in the spec words, shared by every instance', async () => {
    const { email } = await newPerson();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, 'Wrong!2345', '10.0.0.9')).statusCode).toBe(401);
    }
    const limited = await login(email, TEST_PASSWORD, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    // The person can still sign in from their own address: a stranger cannot lock them out this way.
    expect((await login(email, TEST_PASSWORD, '10.0.0.10')).statusCode).toBe(200);
  });

  it('refuses an address that sprays passwords over many accounts', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await login(`${unique('nobody')}@example.test`, 'Wrong!2345', '10.0.0.77');
    }
    const { email } = await newPerson();
    expect((await login(email, TEST_PASSWORD, '10.0.0.77')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.0.0.78')).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the old one stops working once its grace window is over', async () => {
    const session = await signIn(ctx.app, (await newPerson()).email);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshToken).not.toBe(session.refreshToken);
    await endRefreshGrace(ctx.database.db);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('ends the session for real: tokens of a logged-out session are refused', async () => {
    const session = await signIn(ctx.app, (await newPerson()).email);
    const before = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${session.userId}`,
      headers: bearer(session.idToken),
    });
    expect(before.statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/logout',
      headers: bearer(session.idToken),
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${session.userId}`,
      headers: bearer(session.idToken),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('You have been redirected due to a missing session.');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const session = await signIn(ctx.app, (await newPerson()).email);
    const [header, payload, signature] = session.idToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(session.idToken), sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const response = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${session.userId}`,
      headers: bearer(`${header}.${forged}.${signature}`),
    });
    expect(payload).toBeDefined();
    expect(response.statusCode).toBe(401);
  });
});
