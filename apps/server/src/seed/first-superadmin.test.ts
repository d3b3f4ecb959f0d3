import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { ConfigError, loadConfig } from '../env.js';
import { createUser } from '../test/factories.js';
import { bearer, createTestApp, decodeJwt, signIn, type TestContext } from '../test/harness.js';
import { runCreateSuperadmin } from './create-superadmin.js';
import { ensureFirstSuperadmin } from './first-superadmin.js';

/** Decision 0017: production starts without the well-known demo passwords. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const STRONG = 'Chosen-by-the-0perator';

describe('configuration', () => {
  it('loads demo data by default only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('takes the first superadmin only with a strong password, and both settings together', () => {
    const first = { FIRST_SUPERADMIN_EMAIL: 'ops@example.org' };
    expect(() => loadConfig(first)).toThrow(ConfigError);
    expect(() => loadConfig({ ...first, FIRST_SUPERADMIN_PASSWORD: 'password' })).toThrow(/stronger password/);
    expect(loadConfig({ ...first, FIRST_SUPERADMIN_PASSWORD: STRONG }).FIRST_SUPERADMIN_EMAIL).toBe('ops@example.org');
  });
});

const userByEmail = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the command line', () => {
  const run = async (argv: string[], password = STRONG) => {
    const lines: string[] = [];
    const code = await runCreateSuperadmin(ctx.database.db, argv, {
      readPassword: async () => password,
      out: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  };
  const args = ['--email', 'Ops.Lead@Example.org', '--first', 'Olive', '--last', 'Ops'];

  it('creates a superadmin with the chosen password, argon2-hashed, held to two-factor', async () => {
    expect(await run(['--email', 'ops.lead@example.org'])).toMatchObject({ code: 1, output: /Usage/ });
    expect(await run(args, 'weak')).toMatchObject({ code: 1, output: /stronger password/ });
    expect(await userByEmail('ops.lead@example.org')).toBeUndefined();

    expect((await run(args)).code).toBe(0);
    const created = await userByEmail('ops.lead@example.org');
    expect(created).toMatchObject({ isSuperadmin: true, mfaRequired: true, status: 'active', firstName: 'Olive' });
    expect(created?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await run(args)).toMatchObject({ code: 1, output: /already has an account/ });

    const session = await signIn(ctx.app, 'ops.lead@example.org', STRONG);
    expect(decodeJwt(session.idToken)).toMatchObject({ mfa_required: true, mfa_enabled: false });
    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/exchange/token',
      headers: bearer(session.idToken),
      payload: {},
    });
    expect(exchange.json()).toMatchObject({ statusCode: 403, code: 'mfa_setup_required' });
  });
});

describe('the environment settings at start', () => {
  it('create the first superadmin when there is none, and leave things alone afterwards', async () => {
    const input = { email: 'first@example.org', firstName: 'Platform', lastName: 'Superadmin', password: STRONG };
    // There is a superadmin already: nothing to do.
    await createUser(ctx.database.db, { superadmin: true });
    expect(await ensureFirstSuperadmin(ctx.database.db, input)).toBe('exists');
    expect(await userByEmail('first@example.org')).toBeUndefined();

    await ctx.database.db.update(users).set({ isSuperadmin: false });
    expect(await ensureFirstSuperadmin(ctx.database.db, input)).toBe('created');
    expect(await userByEmail('first@example.org')).toMatchObject({ isSuperadmin: true, mfaRequired: true });
    expect(await ensureFirstSuperadmin(ctx.database.db, { ...input, email: 'second@example.org' })).toBe('exists');
    const session = await signIn(ctx.app, 'first@example.org', STRONG);
    expect(decodeJwt(session.idToken)).toMatchObject({ mfa_required: true, mfa_enabled: false });
  });
});
