import argon2 from 'argon2';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, passwordResetCodes, users } from '../../db/schema/index.js';
import {
  createPerson,
  createTenant,
  createUser,
  grantCustomerRoles,
  tokenOf,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, platformToken, signIn, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

let ctx: TestContext;
let workspace: Workspace;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ workspace } = await createTenant(ctx.database.db));
});
afterAll(() => ctx.close());

/** A fresh person of the test's workspace (a learner unless told): each test changes only its own. */
const newPerson = (roles: Parameters<typeof createPerson>[2] = {}) => createPerson(ctx.database.db, workspace, roles);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/** The code in the newest reset email to the address. */
async function latestCode(email: string): Promise<string> {
  const [message] = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.subject, 'Your Campus password reset code')))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No reset email for ${email}`);
  return code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgotten password', () => {
  it('answers an unknown email with the spec text', async () => {
    const response = await post('/api/sso/v2/auth/forgot-password', { email: 'ghost@example.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'UserNotFoundException',
      message: 'There is no existing user with this email.',
    });
  });

  it('resets with the emailed code: wrong code, weak password, then success ends old sessions', async () => {
    const { email } = await newPerson();
    const before = await signIn(ctx.app, email);
    expect((await post('/api/sso/v2/auth/forgot-password', { email })).statusCode).toBe(204);
    const code = await latestCode(email);

    const wrong = await post('/api/sso/v2/auth/confirm-forgot-password', {
      email,
      code: wrongCode(code),
      newPassword: 'Newpass!234',
    });
    expect(wrong.json()).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    const weak = await post('/api/sso/v2/auth/confirm-forgot-password', { email, code, newPassword: 'weakpass' });
    expect(weak.json()).toMatchObject({
      code: 'InvalidPasswordException',
      message: 'Password failed to satisfy constraint. Please use stronger password.',
    });

    const done = await post('/api/sso/v2/auth/confirm-forgot-password', { email, code, newPassword: 'Newpass!234' });
    expect(done.statusCode).toBe(204);
    expect((await post('/api/sso/v2/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/sso/v2/auth/login', { email, password: 'Newpass!234' })).statusCode).toBe(200);
    const oldSession = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${before.userId}`,
      headers: bearer(before.idToken),
    });
    expect(oldSession.statusCode).toBe(401);
    // A used code cannot be used again.
    const again = await post('/api/sso/v2/auth/confirm-forgot-password', { email, code, newPassword: 'Other!2345' });
    expect(again.json().code).toBe('ExpiredCodeException');
  });

  it('says an expired code must be requested again', async () => {
    const { email } = await newPerson();
    await post('/api/sso/v2/auth/forgot-password', { email });
    const code = await latestCode(email);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user!.id));
    const response = await post('/api/sso/v2/auth/confirm-forgot-password', {
      email,
      code,
      newPassword: 'Newpass!234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('stops guessing a code after 5 wrong tries, even with the right code after', async () => {
    const { email } = await newPerson();
    await post('/api/sso/v2/auth/forgot-password', { email });
    const code = await latestCode(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (
          await post('/api/sso/v2/auth/confirm-forgot-password', {
            email,
            code: wrongCode(code),
            newPassword: 'Newpass!234',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post('/api/sso/v2/auth/confirm-forgot-password', { email, code, newPassword: 'Newpass!234' });
    expect(right.json()).toMatchObject({
      code: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('limits how many codes can be asked for', async () => {
    const { email } = await newPerson();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await post('/api/sso/v2/auth/forgot-password', { email })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('password change', () => {
  it('needs the old password, a strong new one, and ends the other sessions only', async () => {
    const { email } = await newPerson();
    const other = await signIn(ctx.app, email);
    const current = await signIn(ctx.app, email);
    const headers = bearer(current.idToken);

    const wrongOld = await post(
      '/api/sso/v2/auth/change-password',
      { oldPassword: 'Nope!2345', newPassword: 'Changed!234' },
      headers,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().code).toBe('NotAuthorizedException');
    const weak = await post(
      '/api/sso/v2/auth/change-password',
      { oldPassword: TEST_PASSWORD, newPassword: 'short' },
      headers,
    );
    expect(weak.json().code).toBe('InvalidPasswordException');

    expect(
      (
        await post(
          '/api/sso/v2/auth/change-password',
          { oldPassword: TEST_PASSWORD, newPassword: 'Changed!234' },
          headers,
        )
      ).statusCode,
    ).toBe(204);
    const url = `/api/sso/v2/user-workspaces/${current.userId}`;
    expect((await ctx.app.inject({ url, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: bearer(other.idToken) })).statusCode).toBe(401);
    expect((await post('/api/sso/v2/auth/login', { email, password: 'Changed!234' })).statusCode).toBe(200);
    // Stored as argon2id at OWASP's minimum cost (19 MiB, one lane, two passes; decision 0042),
    // not the cheap cost the factories use for the test password (decision 0037).
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('needs a token', async () => {
    expect((await post('/api/sso/v2/auth/change-password', { oldPassword: 'a', newPassword: 'b' })).statusCode).toBe(
      401,
    );
  });
});

describe('a password stored at the former cost', () => {
  const FORMER_COST = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 } as const;

  it("still signs in, and is stored again at today's cost; a wrong password changes nothing", async () => {
    const { email, user } = await newPerson();
    const formerHash = await argon2.hash('Former!2345', FORMER_COST);
    await ctx.database.db.update(users).set({ passwordHash: formerHash }).where(eq(users.id, user.id));
    const storedHash = async () =>
      (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash;

    expect((await post('/api/sso/v2/auth/login', { email, password: 'Wrong!2345' })).statusCode).toBe(401);
    expect(await storedHash()).toBe(formerHash);

    expect((await post('/api/sso/v2/auth/login', { email, password: 'Former!2345' })).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await post('/api/sso/v2/auth/login', { email, password: 'Former!2345' })).statusCode).toBe(200);
    // Already at today's cost: the second sign-in leaves the hash as it is.
    expect(await storedHash()).toBe(upgraded);
  });
});

describe('administrator reset', () => {
  it('a user administrator resets a learner of their workspace: the learner must reset before signing in', async () => {
    const token = await tokenOf(ctx.app, await newPerson({ roles: ['user_administrator'] }));
    const { email, user } = await newPerson();
    expect((await post('/api/sso/v2/cognito/reset-user-password', { userId: user.id }, bearer(token))).statusCode).toBe(
      204,
    );

    const login = await post('/api/sso/v2/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'PasswordResetRequiredException',
      message: 'Your account has been forced to reset password.',
    });
    // A wrong password still gets the ordinary answer: the flag is only shown to the owner.
    expect((await post('/api/sso/v2/auth/login', { email, password: 'Wrong!2345' })).statusCode).toBe(401);

    const code = await latestCode(email);
    await post('/api/sso/v2/auth/confirm-forgot-password', { email, code, newPassword: 'Chosen!2345' });
    expect((await post('/api/sso/v2/auth/login', { email, password: 'Chosen!2345' })).statusCode).toBe(200);
  });

  it('refuses those without the right, and hides people of other customers', async () => {
    const learnerToken = await tokenOf(ctx.app, await newPerson({ roles: ['manager'] }));
    const target = (await newPerson()).user.id;
    expect(
      (await post('/api/sso/v2/cognito/reset-user-password', { userId: target }, bearer(learnerToken))).statusCode,
    ).toBe(403);

    const other = await createTenant(ctx.database.db);
    const otherAdmin = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, otherAdmin, other.customer, ['master_administrator']);
    const southPlatform = await platformToken(ctx.app, otherAdmin.email);
    expect(
      (await post('/api/sso/v2/cognito/reset-user-password', { userId: target }, bearer(southPlatform))).statusCode,
    ).toBe(404);
  });

  it('explains a person who has not joined yet, and the attempt limit, in the spec words', async () => {
    const token = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
    const pending = await createUser(ctx.database.db, { password: null, status: 'pending' });
    const notJoined = await post('/api/sso/v2/cognito/reset-user-password', { userId: pending.id }, bearer(token));
    expect(notJoined.json()).toMatchObject({
      code: 'entity_not_found_error',
      message: 'The password cannot be reset for this user as they have not yet joined the workspace.',
    });

    const target = (await newPerson()).user.id;
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await post('/api/sso/v2/cognito/reset-user-password', { userId: target }, bearer(token));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(last?.json()).toMatchObject({
      code: 'LimitExceededException',
      message:
        "You have reached the limit of attempts to reset user's password. Please try again later or contact an administrator.",
    });
  });
});
