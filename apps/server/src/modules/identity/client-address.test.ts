import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

/**
 * Which address a request comes from (decision 0015): forwarded headers count only from the
 * configured proxies; the per-account cap cannot lock a person out of an address they signed in
 * from; the global limit counts a signed-in person's requests as theirs, not their address's.
 */
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '10.9.0.1, 10.8.0.0/16' });
});
afterAll(async () => {
  await ctx.close();
  await proxied.close();
});

/** A fresh person of that app's database: throttles count per account, so each test has its own. */
const newPerson = async (context: TestContext) => (await createUser(context.database.db)).email;

const login = (context: TestContext, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/sso/v2/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The address the audit trail recorded for the latest sign-in attempt. */
const lastSignInAddress = async (context: TestContext) => {
  const [row] = await context.database.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'POST /api/sso/v2/auth/login'))
    .orderBy(desc(auditLog.occurredAt))
    .limit(1);
  return row?.ip;
};

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For by default: a new header per request does not escape the sign-in throttle', async () => {
    const email = await newPerson(ctx);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await login(ctx, email, 'Wrong!2345', '10.1.0.1', `203.0.113.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(ctx, email, 'Wrong!2345', '10.1.0.1', '203.0.113.99');
    expect(refused.statusCode).toBe(429);
  });

  it('records the connection address in the audit trail, not a forged one', async () => {
    const response = await login(ctx, await newPerson(ctx), 'Wrong!2345', '10.1.0.2', '198.51.100.7');
    expect(response.statusCode).toBe(401);
    expect(await lastSignInAddress(ctx)).toBe('10.1.0.2');
  });

  it('takes the client address from a configured proxy only', async () => {
    const email = await newPerson(proxied);
    await login(proxied, email, 'Wrong!2345', '10.9.0.1', '198.51.100.20');
    expect(await lastSignInAddress(proxied)).toBe('198.51.100.20');
    // A proxy inside a configured range counts too; any other peer is the client itself.
    await login(proxied, email, 'Wrong!2345', '10.8.3.4', '198.51.100.21');
    expect(await lastSignInAddress(proxied)).toBe('198.51.100.21');
    await login(proxied, email, 'Wrong!2345', '10.7.0.1', '198.51.100.22');
    expect(await lastSignInAddress(proxied)).toBe('10.7.0.1');
  });
});

describe('per-account cap', () => {
  it('does not keep the person out of an address they signed in from, while strangers stay refused', async () => {
    const email = await newPerson(ctx);
    expect((await login(ctx, email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // A stranger exhausts the account's cap from twenty fresh addresses.
    for (let address = 0; address < 20; address++) {
      expect((await login(ctx, email, 'Wrong!2345', `10.3.0.${address}`)).statusCode).toBe(401);
    }
    expect((await login(ctx, email, TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(429);
    // The person, from the address they signed in from before, still gets in.
    expect((await login(ctx, email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('global request limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(() => limited.close());

  const read = (token: string, remoteAddress = '10.4.0.1') =>
    limited.app.inject({
      url: `/api/sso/v2/user-workspaces/${decodeJwt<{ sub: string }>(token).sub}`,
      headers: bearer(token),
      remoteAddress,
    });

  it('counts a signed-in person by their session, not by the office address they share', async () => {
    const first = (await login(limited, await newPerson(limited), TEST_PASSWORD, '10.4.0.1')).json().idToken;
    const second = (await login(limited, await newPerson(limited), TEST_PASSWORD, '10.4.0.1')).json().idToken;
    for (let request = 0; request < 5; request++) {
      expect((await read(first)).statusCode).toBe(200);
      expect((await read(second)).statusCode).toBe(200);
    }
    // Each person still has their own limit.
    expect((await read(first)).statusCode).toBe(200);
    expect((await read(first)).statusCode).toBe(429);
  });

  it('counts an unverified token against its address, never as a fresh key', async () => {
    const token = (await login(limited, await newPerson(limited), TEST_PASSWORD, '10.4.0.9')).json().idToken;
    const [header, , signature] = token.split('.');
    for (let request = 0; request < 5; request++) {
      const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sid: `forged-${request}` })).toString(
        'base64url',
      );
      expect((await read(`${header}.${forged}.${signature}`, '10.4.0.9')).statusCode).toBe(401);
    }
    expect((await limited.app.inject({ url: '/api/health', remoteAddress: '10.4.0.9' })).statusCode).toBe(429);
  });
});
