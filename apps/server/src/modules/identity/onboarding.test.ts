import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newPerson = async () => (await createUser(ctx.database.db)).email;

const read = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/sso/v2/userOnboardingMessage', headers: bearer(token) });
const save = (token: string, message: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sso/v2/userOnboardingMessage',
    headers: bearer(token),
    payload: { message },
  });

describe('onboarding messages', () => {
  it('starts with nothing dismissed, keeps dismissals per person, and resets to none', async () => {
    const { idToken, userId } = await signIn(ctx.app, await newPerson());
    expect((await read(idToken)).json()).toEqual({ id: null, userId, createdAt: null, updatedAt: null, message: [] });

    const dismissed = [{ routeName: 'home', type: 'welcome', active: false }];
    const saved = await save(idToken, JSON.stringify(dismissed));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ userId, message: dismissed });
    expect((await read(idToken)).json().message).toEqual(dismissed);

    // Someone else has their own record.
    const other = await signIn(ctx.app, await newPerson());
    expect((await read(other.idToken)).json().message).toEqual([]);

    const reset = await save(idToken, '[]');
    expect(reset.json().message).toEqual([]);
    expect(reset.json().id).toBe(saved.json().id);
  });

  it('refuses text that is not a list of banners', async () => {
    const { idToken } = await signIn(ctx.app, await newPerson());
    for (const text of ['not json', '{"routeName":"home"}', '[{"routeName":"home","type":"popup","active":false}]']) {
      const response = await save(idToken, text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_onboarding_message' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sso/v2/userOnboardingMessage' })).statusCode).toBe(401);
  });
});
