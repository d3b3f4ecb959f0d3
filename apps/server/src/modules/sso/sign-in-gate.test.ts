import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BUSY } from '@campus/contracts';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

/** A sign-in storm meets a bounded number of password checks (decision 0015). */
const PASSWORD = 'Gate-check!2345';
let ctx: TestContext;
let email: string;
beforeAll(async () => {
  // One hash at a time and nobody waiting: the second concurrent sign-in is over the bound.
  ctx = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' });
  // A password at the production cost, so each check holds the gate as long as a real one does.
  ({ email } = await createUser(ctx.database.db, { password: PASSWORD }));
});
afterAll(() => ctx.close());

const login = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sso/v2/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });

describe('sign-in admission', () => {
  it('answers sign-ins over the bound at once with 503 and Retry-After, in the error shape', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => login(`10.6.0.${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

    const busy = responses.find((response) => response.statusCode === 503)!;
    const retryAfter = Number(busy.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(busy.json()).toMatchObject({
      statusCode: 503,
      code: 'service_busy',
      message: SIGN_IN_BUSY.message,
      errors: { message: SIGN_IN_BUSY.message },
      details: { retryAfterSeconds: String(retryAfter) },
    });
  });
});
