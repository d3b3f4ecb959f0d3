import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createUser } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, endRefreshGrace, signIn, type TestContext } from '../../test/harness.js';
import { REFRESH_GRACE_SECONDS } from './sessions.repository.js';

/**
 * Issue 24 item 7, decision 0044: two tabs refreshing one refresh token together both carry on
 * (the same successor for both), on one instance or two; a copy presented after the grace window
 * is still the reuse that ends the session.
 */
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

interface Tokens {
  idToken: string;
  refreshToken: string;
}
const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/sso/v2/auth/refresh', payload: { refreshToken } });
const identityCall = (app: FastifyInstance, userId: string, idToken: string) =>
  app.inject({ url: `/api/sso/v2/user-workspaces/${userId}`, headers: bearer(idToken) });

describe('two tabs refreshing the same token at once', () => {
  for (const where of ['one instance', 'two instances'] as const) {
    it(`both get 200 with the same refresh token and both stay signed in (${where})`, async () => {
      const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
      const [a, b] = await Promise.all([
        refresh(ctx.app, session.refreshToken),
        refresh(where === 'one instance' ? ctx.app : second, session.refreshToken),
      ]);
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      const first = a.json() as Tokens;
      const other = b.json() as Tokens;
      expect(other.refreshToken).toBe(first.refreshToken);
      expect(first.refreshToken).not.toBe(session.refreshToken);
      // Identity tokens are signed afresh (ES256 signatures differ) but for the same session.
      expect(decodeJwt(other.idToken)).toMatchObject({ sid: decodeJwt(first.idToken).sid, sub: session.userId });

      // Both tabs go on: their access tokens work, and the shared refresh token renews once more.
      expect((await identityCall(ctx.app, session.userId, first.idToken)).statusCode).toBe(200);
      expect((await identityCall(second, session.userId, other.idToken)).statusCode).toBe(200);
      const next = await refresh(second, first.refreshToken);
      expect(next.statusCode).toBe(200);
      expect((await identityCall(ctx.app, session.userId, (next.json() as Tokens).idToken)).statusCode).toBe(200);
    });
  }

  it('a third call within the window gets the same successor too, and nothing else is created', async () => {
    const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const answers = await Promise.all([ctx.app, second, ctx.app].map((app) => refresh(app, session.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => (answer.json() as Tokens).refreshToken)).size).toBe(1);
    const sid = decodeJwt<{ sid: string }>(session.idToken).sid;
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as total from auth_sessions where id = ${sid} and revoked_at is null`,
    );
    const total = (Array.isArray(rows) ? rows : (rows as { rows: { total: number }[] }).rows)[0] as { total: number };
    expect(total.total).toBe(1);
  });
});

describe('the old token presented again', () => {
  it(`after the ${REFRESH_GRACE_SECONDS} s window: refused, and the session ends`, async () => {
    const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const rotated = await refresh(ctx.app, session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const tokens = rotated.json() as Tokens;
    await endRefreshGrace(ctx.database.db);

    expect((await refresh(second, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx.app, tokens.refreshToken)).statusCode).toBe(401);
    expect((await identityCall(ctx.app, session.userId, tokens.idToken)).statusCode).toBe(401);
  });

  it('within the window but after its successor was itself renewed: that is a second holder, so the session ends', async () => {
    const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const rotated = (await refresh(ctx.app, session.refreshToken)).json() as Tokens;
    const renewed = await refresh(ctx.app, rotated.refreshToken);
    expect(renewed.statusCode).toBe(200);

    expect((await refresh(second, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx.app, (renewed.json() as Tokens).refreshToken)).statusCode).toBe(401);
  });

  it('within the window after logout: refused (the grace never revives an ended session)', async () => {
    const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const rotated = (await refresh(ctx.app, session.refreshToken)).json() as Tokens;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/logout',
      headers: bearer(rotated.idToken),
      payload: {},
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await refresh(ctx.app, session.refreshToken)).statusCode).toBe(401);
  });
});
