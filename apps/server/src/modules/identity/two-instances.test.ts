import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createUser } from '../../test/factories.js';
import { bearer, createTestApp, endRefreshGrace, signIn, type TestContext } from '../../test/harness.js';

/** Two app instances on the same database and keys hold no state the other needs. */
let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp(ctx.config, { database: ctx.database, logger: false, runWorkers: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('two instances', () => {
  it('accept each other’s tokens, and a logout on one ends the session on both', async () => {
    const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const url = `/api/sso/v2/user-workspaces/${session.userId}`;
    expect((await second.inject({ url, headers: bearer(session.idToken) })).statusCode).toBe(200);

    const refreshed = await second.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    // The first instance sees the rotation made by the second: within the grace window the old
    // token gets the same successor (decision 0044), after it the old token is refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(refreshed.json().refreshToken);
    await endRefreshGrace(ctx.database.db);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(stale.statusCode).toBe(401);

    await second.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/logout',
      headers: bearer(session.idToken),
      payload: {},
    });
    expect((await ctx.app.inject({ url, headers: bearer(session.idToken) })).statusCode).toBe(401);
  });
});
