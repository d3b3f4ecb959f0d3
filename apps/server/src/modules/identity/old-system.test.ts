import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTenant, type Person } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, type TestContext } from '../../test/harness.js';

const SECRET = 'old-system-shared-secret-for-tests-0123456789';
let ctx: TestContext;
/** An event coordinator of a workspace the old system knows by its domain (subdomain). */
let coordinator: Person;
let domain: string;
beforeAll(async () => {
  ctx = await createTestApp({
    OLD_SYSTEM_JWT_SECRET: SECRET,
    OLD_SYSTEM_URL: 'https://{subdomain}.old.example.com/login',
  });
  const { workspace } = await createTenant(ctx.database.db);
  coordinator = await createPerson(ctx.database.db, workspace, { roles: ['event_coordinator'] });
  domain = workspace.domain!;
});
afterAll(() => ctx.close());

/** What the old platform would hand over. */
const handover = (claims: { email: string; domain: string }, options: { secret?: string; lifetime?: string } = {}) =>
  new SignJWT({ email: claims.email, domain: claims.domain })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.lifetime ?? '2m')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));

const validate = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/jwt/validate', payload: { token } });

describe('old-system sessions', () => {
  it('opens a session from the old system’s hand-over, with a workspace token of origin subdomain', async () => {
    const token = await handover({ email: coordinator.email.toUpperCase(), domain });
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const claims = decodeJwt<{ origin: string; roles: string[]; workspace: string; sid: string }>(body.token);
    expect(claims).toMatchObject({
      origin: 'subdomain',
      roles: ['event_coordinator'],
      workspace: coordinator.workspace.name,
    });
    expect(decodeJwt<{ sid: string }>(body.idToken).sid).toBe(claims.sid);

    // The token works for the API, and the hand-over cannot be used twice.
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/all-custom-fields-filled-in/${decodeJwt<{ workspaceId: string }>(body.token).workspaceId}`,
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    const again = await validate(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'handover_used' });
  });

  it('refuses forged, long-lived and foreign hand-overs with a message the 404 page can show', async () => {
    const forged = await validate(await handover({ email: coordinator.email, domain }, { secret: 'x'.repeat(40) }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      message: 'This sign-in link is not valid. Sign in from the old system again.',
    });
    const longLived = await validate(await handover({ email: coordinator.email, domain }, { lifetime: '1h' }));
    expect(longLived.json()).toMatchObject({ code: 'invalid_handover' });
    const expired = await validate(await handover({ email: coordinator.email, domain }, { lifetime: '-1m' }));
    expect(expired.json()).toMatchObject({ code: 'invalid_handover' });
    const elsewhere = await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace);
    const foreign = await validate(await handover({ email: elsewhere.email, domain }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'You do not have access to this workspace.' });
    expect((await validate(await handover({ email: 'nobody@example.com', domain }))).statusCode).toBe(403);
  });

  it('tells the browser where the old system is', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      oldSystemUrl: 'https://{subdomain}.old.example.com/login',
      supportGuideUrl: null,
      termsUrl: '/legal/terms.html',
      privacyUrl: '/legal/privacy.html',
    });
  });

  it('is off unless a shared secret is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/sso/jwt/validate',
        payload: { token: await handover({ email: coordinator.email, domain }) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'old_system_not_configured' });
    } finally {
      await plain.close();
    }
  });
});
