import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BUSY } from '@campus/contracts';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

/** The journeys' switch that makes a sign-in meet the busy 503 (decision 0042). */
let seeding: TestContext;
let plain: TestContext;
beforeAll(async () => {
  [seeding, plain] = await Promise.all([createTestApp({ E2E_SEEDING: 'true' }), createTestApp()]);
});
afterAll(() => Promise.all([seeding.close(), plain.close()]));

const login = (ctx: TestContext, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/auth/login', payload: { email, password: TEST_PASSWORD } });
const force = (ctx: TestContext, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/e2e/busy-sign-ins', payload });

describe('POST /api/e2e/busy-sign-ins (test-only)', () => {
  it("refuses the address's next sign-ins with the busy 503, then lets them in; others are untouched", async () => {
    const { email } = await createUser(seeding.database.db);
    const other = await createUser(seeding.database.db);
    expect((await force(seeding, { email: email.toUpperCase(), times: 2, retryAfterSeconds: 3 })).statusCode).toBe(204);

    for (let attempt = 0; attempt < 2; attempt++) {
      const busy = await login(seeding, email);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('3');
      expect(busy.json()).toMatchObject({
        code: 'service_busy',
        message: SIGN_IN_BUSY.message,
        details: { retryAfterSeconds: '3' },
      });
    }
    expect((await login(seeding, other.email)).statusCode).toBe(200);
    expect((await login(seeding, email)).statusCode).toBe(200);
  });

  it('does not exist unless E2E_SEEDING is on', async () => {
    const { email } = await createUser(plain.database.db);
    expect((await force(plain, { email, times: 1, retryAfterSeconds: 2 })).statusCode).toBe(404);
    expect((await login(plain, email)).statusCode).toBe(200);
  });
});
