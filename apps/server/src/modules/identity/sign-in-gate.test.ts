import { spawn, type ChildProcess } from 'node:child_process';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BUSY } from '@campus/contracts';
import { users } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

/** Sign-in admission by expected wait (decision 0042), with the product's own settings. */
const PASSWORD = 'Gate-check!2345';
const PEOPLE = 20;

const login = (ctx: TestContext, email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sso/v2/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });

/** Processes that keep every core busy, as other work on a shared machine does. */
function busyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

describe('twenty people signing in at once on busy CPUs', () => {
  let ctx: TestContext;
  let emails: string[];
  beforeAll(async () => {
    ctx = await createTestApp();
    // Passwords at the production cost, so each check holds a gate slot as long as a real one.
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, () => createUser(ctx.database.db, { password: PASSWORD })),
    );
    emails = people.map((person) => person.email);
  });
  afterAll(() => ctx.close());

  it('admits every one of them', async () => {
    const loops = busyLoops(2);
    try {
      const started = performance.now();
      const timed = await Promise.all(
        emails.map(async (email, index) => {
          const response = await login(ctx, email, `10.24.0.${index + 1}`);
          return { status: response.statusCode, ms: performance.now() - started };
        }),
      );
      const slowest = Math.max(...timed.map((sign) => sign.ms));
      console.log(`${PEOPLE} simultaneous sign-ins on busy CPUs: the slowest took ${Math.round(slowest)} ms`);
      expect(timed.map((sign) => sign.status)).toEqual(Array(PEOPLE).fill(200));
    } finally {
      for (const loop of loops) loop.kill();
    }
  });
});

describe('a sign-in whose expected wait is over the bound', () => {
  let ctx: TestContext;
  let email: string;
  beforeAll(async () => {
    // One slot and a bound of a millisecond: anyone arriving while a check runs expects longer.
    ctx = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_MAX_EXPECTED_WAIT_MS: '1' });
    const user = await createUser(ctx.database.db, { password: PASSWORD });
    email = user.email;
    // A hash far dearer than today's, so the first check holds the one slot for a second or more
    // and the other five certainly arrive while it does (at today's 60 ms one could finish first).
    const slow = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 65536,
      timeCost: 12,
      parallelism: 1,
    });
    await ctx.database.db.update(users).set({ passwordHash: slow }).where(eq(users.id, user.id));
  });
  afterAll(() => ctx.close());

  it('is answered at once with 503 and Retry-After, in the error shape', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => login(ctx, email, `10.6.0.${index}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 503, 503, 503, 503, 503]);

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
