import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { loadConfig } from '../../env.js';
import {
  createPerson,
  createTenant,
  createUser,
  grantCustomerRoles,
  tokenOf,
  type Customer,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, platformToken, signIn, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

let ctx: TestContext;
let customer: Customer;
let workspace: Workspace;
/** The customer's site admin (owner), on the platform token. */
let siteAdmin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ customer, workspace } = await createTenant(ctx.database.db));
  const owner = await createUser(ctx.database.db);
  await grantCustomerRoles(ctx.database.db, owner, customer, ['owner', 'master_administrator']);
  siteAdmin = await platformToken(ctx.app, owner.email);
});
afterAll(() => ctx.close());

/** A fresh learner of the customer's workspace: each test changes only its own people. */
const newPerson = () => createPerson(ctx.database.db, workspace);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/** What an authenticator app shows for the secret, `offset` steps from now. */
const codeFor = (secret: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + offset * 30_000 });

const login = (email: string, password = TEST_PASSWORD) => post('/api/sso/v2/auth/login', { email, password });

/** Enrols the person's authenticator through the API and returns the secret. */
async function enrol(email: string): Promise<{ secret: string; userId: string; idToken: string }> {
  const session = await signIn(ctx.app, email);
  const secretResponse = await post(
    '/api/sso/v2/cognito/get-mfa-secret-code',
    { accessToken: session.idToken },
    bearer(session.idToken),
  );
  expect(secretResponse.statusCode).toBe(200);
  const { secretCode, otpauthUri } = secretResponse.json() as { secretCode: string; otpauthUri: string };
  expect(otpauthUri).toContain(`secret=${secretCode}`);
  expect(otpauthUri).toContain('issuer=Campus');
  const verified = await post(
    '/api/sso/v2/cognito/verify-mfa-software-token',
    { userId: session.userId, code: codeFor(secretCode), token: session.idToken },
    bearer(session.idToken),
  );
  expect(verified.json()).toEqual({ status: 'SUCCESS' });
  return { secret: secretCode, userId: session.userId, idToken: session.idToken };
}

describe('two-factor enrolment', () => {
  it('refuses a wrong code with the spec text and leaves sign-in unchanged', async () => {
    const { email } = await newPerson();
    const session = await signIn(ctx.app, email);
    const { secretCode } = (
      await post('/api/sso/v2/cognito/get-mfa-secret-code', { accessToken: session.idToken }, bearer(session.idToken))
    ).json() as { secretCode: string };
    const wrong = await post(
      '/api/sso/v2/cognito/verify-mfa-software-token',
      { userId: session.userId, code: codeFor(secretCode, 10), token: session.idToken },
      bearer(session.idToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Something went wrong. Try to type the code once again.',
    });
    expect((await login(email)).json()).toHaveProperty('idToken');
  });

  it("refuses someone else's token: enrolment is for oneself", async () => {
    const mine = await signIn(ctx.app, (await newPerson()).email);
    const theirs = await signIn(ctx.app, (await newPerson()).email);
    const response = await post(
      '/api/sso/v2/cognito/get-mfa-secret-code',
      { accessToken: theirs.idToken },
      bearer(mine.idToken),
    );
    expect(response.statusCode).toBe(403);
    expect((await post('/api/sso/v2/cognito/get-mfa-secret-code', { accessToken: mine.idToken })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, accepts a good one once, and carries the flags', async () => {
    const { email } = await newPerson();
    const { secret } = await enrol(email);

    const first = await login(email);
    expect(first.json()).toMatchObject({ challengeName: 'SOFTWARE_TOKEN_MFA' });
    const { session } = first.json() as { session: string };

    const wrong = await post('/api/sso/v2/auth/mfa', { session, code: codeFor(secret, 20) });
    expect(wrong.json()).toMatchObject({ message: 'Something went wrong. Try to type the code once again.' });

    // The code that enrolled the app was already used; the next step's code is fresh.
    const good = await post('/api/sso/v2/auth/mfa', { session, code: codeFor(secret, 1) });
    expect(good.statusCode).toBe(200);
    const { idToken } = good.json() as { idToken: string };
    expect(decodeJwt(idToken)).toMatchObject({ mfa_enabled: true, mfa_required: false, email });

    const replay = await post('/api/sso/v2/auth/mfa', { session, code: codeFor(secret, 1) });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses a forged or wrong-kind challenge session', async () => {
    const { idToken } = await signIn(ctx.app, (await newPerson()).email);
    const response = await post('/api/sso/v2/auth/mfa', { session: idToken, code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('slows brute force: after five wrong codes even a right one is refused for a while', async () => {
    const { email } = await newPerson();
    const { secret } = await enrol(email);
    const { session } = (await login(email)).json() as { session: string };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/sso/v2/auth/mfa', { session, code: codeFor(secret, 30 + attempt) })).statusCode).toBe(
        400,
      );
    }
    const refused = await post('/api/sso/v2/auth/mfa', { session, code: codeFor(secret, 1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Attempt limit exceeded, please try after some time.' });
  });
});

describe('turning two-factor off', () => {
  it('lets a person switch it off, after which sign-in needs no code', async () => {
    const { email } = await newPerson();
    const { userId, idToken } = await enrol(email);
    const off = await post('/api/sso/v2/cognito/set-user-mfa-preference', { userId, enabled: false }, bearer(idToken));
    expect(off.statusCode).toBe(204);
    expect((await login(email)).json()).toHaveProperty('idToken');
    const on = await post('/api/sso/v2/cognito/set-user-mfa-preference', { userId, enabled: true }, bearer(idToken));
    expect(on.json()).toMatchObject({ code: 'mfa_not_set_up' });
  });

  it('never lets a superadmin switch it off, and reports it as required', async () => {
    const { userId, idToken } = await enrol((await createUser(ctx.database.db, { superadmin: true })).email);
    const off = await post('/api/sso/v2/cognito/set-user-mfa-preference', { userId, enabled: false }, bearer(idToken));
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: 'mfa_required_for_superadmin' });
    const user = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/cognito/get-user/${userId}`,
      headers: bearer(idToken),
    });
    expect(user.json()).toMatchObject({ mfaEnabled: true, mfaRequired: true, isSuperadmin: true });
  });
});

describe('administrators and two-factor', () => {
  it('requires it for a learner, who then cannot switch it off, and sees the flag in the token', async () => {
    const admin = siteAdmin;
    const learner = await newPerson();
    const learnerId = learner.user.id;
    const required = await post(
      '/api/sso/v2/cognito/set-user-mfa-required',
      { userId: learnerId, enabled: true },
      bearer(admin),
    );
    expect(required.statusCode).toBe(204);
    const session = await signIn(ctx.app, learner.email);
    expect(decodeJwt(session.idToken)).toMatchObject({ mfa_required: true, mfa_enabled: false });
    const off = await post(
      '/api/sso/v2/cognito/set-user-mfa-preference',
      { userId: learnerId, enabled: false },
      bearer(session.idToken),
    );
    // Until it is set up, the session can do nothing but set it up (decision 0017).
    expect(off.json()).toMatchObject({ statusCode: 403, code: 'mfa_setup_required' });
  });

  it('resets a person: their next sign-in needs no code; the sixth reset in an hour gets the spec text', async () => {
    const { email } = await newPerson();
    const { userId } = await enrol(email);
    const admin = siteAdmin;
    const reset = await post('/api/sso/v2/cognito/set-user-mfa-enabled', { userId, enabled: false }, bearer(admin));
    expect(reset.statusCode).toBe(204);
    expect((await login(email)).json()).toHaveProperty('idToken');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await post('/api/sso/v2/cognito/set-user-mfa-enabled', { userId, enabled: false }, bearer(admin));
    }
    const limited = await post('/api/sso/v2/cognito/set-user-mfa-enabled', { userId, enabled: false }, bearer(admin));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'LimitExceededException',
      message:
        "You have reached the limit of attempts to reset user's 2FA. Please try again later or contact an administrator.",
    });
  });

  it("answers a person who never registered with the spec's text", async () => {
    const pending = await createPerson(ctx.database.db, workspace, { password: null, status: 'pending' });
    const reset = await post(
      '/api/sso/v2/cognito/set-user-mfa-enabled',
      { userId: pending.user.id, enabled: false },
      bearer(siteAdmin),
    );
    expect(reset.json()).toMatchObject({
      code: 'entity_not_found_error',
      message: "2FA can't be reset for this user as he didn't registered himself yet.",
    });
  });

  it('keeps people of other customers, and superadmins, out of reach', async () => {
    const other = await createTenant(ctx.database.db);
    const otherAdmin = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, otherAdmin, other.customer, ['master_administrator']);
    const learner = await newPerson();
    const cross = await post(
      '/api/sso/v2/cognito/set-user-mfa-required',
      { userId: learner.user.id, enabled: true },
      bearer(await platformToken(ctx.app, otherAdmin.email)),
    );
    expect(cross.statusCode).toBe(404);
    const notAdmin = await post(
      '/api/sso/v2/cognito/set-user-mfa-enabled',
      { userId: learner.user.id, enabled: false },
      bearer(await tokenOf(ctx.app, await newPerson())),
    );
    expect(notAdmin.statusCode).toBe(403);
    const aSuperadmin = await createUser(ctx.database.db, { superadmin: true });
    const required = await post(
      '/api/sso/v2/cognito/set-user-mfa-required',
      { userId: aSuperadmin.id, enabled: false },
      bearer(siteAdmin),
    );
    expect(required.statusCode).toBe(404);
  });
});

describe('forced new password', () => {
  it('asks for a new password after the right temporary one, then signs in with it', async () => {
    const { email } = await newPerson();
    await ctx.database.db.update(users).set({ newPasswordRequired: true }).where(eq(users.email, email));
    const first = await login(email);
    expect(first.json()).toMatchObject({ challengeName: 'NEW_PASSWORD_REQUIRED' });
    const { session } = first.json() as { session: string };
    const weak = await post('/api/sso/v2/auth/new-password', { session, newPassword: 'weak' });
    expect(weak.json()).toMatchObject({
      message: 'Password failed to satisfy constraint. Please use stronger password.',
    });
    const done = await post('/api/sso/v2/auth/new-password', { session, newPassword: 'Fresh!Pass9' });
    expect(done.json()).toHaveProperty('idToken');
    expect((await login(email, 'Fresh!Pass9')).json()).toHaveProperty('idToken');
    expect((await login(email)).statusCode).toBe(401);
  });
});

describe('the development switch', () => {
  it('skips the requirement only outside production', async () => {
    const relaxed = await createTestApp({ MFA_ENFORCEMENT: 'off' });
    try {
      const session = await signIn(relaxed.app, (await createUser(relaxed.database.db, { superadmin: true })).email);
      expect(decodeJwt(session.idToken)).toMatchObject({ mfa_required: false });
    } finally {
      await relaxed.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', MFA_ENFORCEMENT: 'off' })).toThrow(/MFA_ENFORCEMENT/);
  });
});
