import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { bearer, createTestApp, decodeJwt, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const request = (token: string, emailAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/user/email', headers: bearer(token), payload: { emailAddress } });
const verify = (token: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/user/email/verify', headers: bearer(token), payload: { code } });

async function newestMail(to: string, subject: string) {
  const [message] = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.subject, subject)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return message;
}
const codeSentTo = async (to: string) =>
  /code is (\d{6})/.exec((await newestMail(to, 'Confirm your new Campus email address'))?.text ?? '')?.[1] ?? '';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('changing one’s email address', () => {
  it('changes it only with the code sent to the new address, and the old address is told', async () => {
    const { idToken, refreshToken } = await signIn(ctx.app, 'licences@northwind.test');
    const started = await request(idToken, '  Leo.Walker@Example.COM ');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ emailAddress: 'leo.walker@example.com' });
    const code = await codeSentTo('leo.walker@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(await newestMail('licences@northwind.test', 'Your Campus email address is being changed')).toBeTruthy();

    // Nothing changes before the code comes back.
    expect((await signIn(ctx.app, 'licences@northwind.test')).userId).toBeTruthy();

    const wrong = await verify(idToken, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });

    expect((await verify(idToken, code)).statusCode).toBe(204);
    await expect(signIn(ctx.app, 'licences@northwind.test')).rejects.toThrow(/Sign-in failed/);
    await signIn(ctx.app, 'leo.walker@example.com');

    // A refreshed identity token carries the new address; the code cannot be used again.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken },
    });
    expect(decodeJwt<{ email: string }>(refreshed.json().idToken).email).toBe('leo.walker@example.com');
    expect((await verify(idToken, code)).json()).toMatchObject({ code: 'ExpiredCodeException' });
  });

  it('refuses an address someone has, the same address, and a bad one, in the spec’s texts', async () => {
    const { idToken } = await signIn(ctx.app, 'creator@northwind.test');
    const taken = await request(idToken, 'manager@northwind.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'User with this email address already exists.' });
    expect((await request(idToken, 'creator@northwind.test')).json()).toMatchObject({ code: 'email_unchanged' });
    expect((await request(idToken, 'not-an-email')).statusCode).toBe(400);
    expect((await verify(idToken, '123')).statusCode).toBe(400);
  });

  it('stops after five wrong codes, and refuses an address taken while the code was on its way', async () => {
    const { idToken } = await signIn(ctx.app, 'lxa@northwind.test');
    await request(idToken, 'leah@example.com');
    const code = await codeSentTo('leah@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(idToken, wrongCode(code));
    const limited = await verify(idToken, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Attempt limit exceeded, please try after some time.' });

    await request(idToken, 'race@example.com');
    const raceCode = await codeSentTo('race@example.com');
    const other = await signIn(ctx.app, 'useradmin@northwind.test');
    await request(other.idToken, 'race@example.com');
    expect((await verify(other.idToken, await codeSentTo('race@example.com'))).statusCode).toBe(204);
    const late = await verify(idToken, raceCode);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'UsernameExistsException' });
  });

  it('needs a signed-in person', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/user/email',
      payload: { emailAddress: 'x@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
