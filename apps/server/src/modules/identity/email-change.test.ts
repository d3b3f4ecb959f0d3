import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { createUser, unique } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A fresh person's address: each test changes only its own people's. */
const newPerson = async () => (await createUser(ctx.database.db)).email;
const newAddress = (name: string) => `${unique(name)}@example.com`;

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
    const old = await newPerson();
    const wanted = newAddress('leo.walker');
    const { idToken, refreshToken } = await signIn(ctx.app, old);
    const started = await request(idToken, `  ${wanted.toUpperCase()} `);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ emailAddress: wanted });
    const code = await codeSentTo(wanted);
    expect(code).toMatch(/^\d{6}$/);
    expect(await newestMail(old, 'Your Campus email address is being changed')).toBeTruthy();

    // Nothing changes before the code comes back.
    expect((await signIn(ctx.app, old)).userId).toBeTruthy();

    const wrong = await verify(idToken, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });

    expect((await verify(idToken, code)).statusCode).toBe(204);
    await expect(signIn(ctx.app, old)).rejects.toThrow(/Sign-in failed/);
    await signIn(ctx.app, wanted);

    // A refreshed identity token carries the new address; the code cannot be used again.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken },
    });
    expect(decodeJwt<{ email: string }>(refreshed.json().idToken).email).toBe(wanted);
    expect((await verify(idToken, code)).json()).toMatchObject({ code: 'ExpiredCodeException' });
  });

  it('refuses an address someone has, the same address, and a bad one, in the spec’s texts', async () => {
    const own = await newPerson();
    const { idToken } = await signIn(ctx.app, own);
    const taken = await request(idToken, await newPerson());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'User with this email address already exists.' });
    expect((await request(idToken, own)).json()).toMatchObject({ code: 'email_unchanged' });
    expect((await request(idToken, 'not-an-email')).statusCode).toBe(400);
    expect((await verify(idToken, '123')).statusCode).toBe(400);
  });

  it('stops after five wrong codes, and refuses an address taken while the code was on its way', async () => {
    const { idToken } = await signIn(ctx.app, await newPerson());
    const leah = newAddress('leah');
    await request(idToken, leah);
    const code = await codeSentTo(leah);
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(idToken, wrongCode(code));
    const limited = await verify(idToken, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Attempt limit exceeded, please try after some time.' });

    const race = newAddress('race');
    await request(idToken, race);
    const raceCode = await codeSentTo(race);
    const other = await signIn(ctx.app, await newPerson());
    await request(other.idToken, race);
    expect((await verify(other.idToken, await codeSentTo(race))).statusCode).toBe(204);
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
