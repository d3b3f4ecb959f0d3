import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { createTenant, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createTestIdp } from '../../../test/saml-idp.js';
import { createSubscription, platformToken, spMetadata } from '../../../test/saml-support.js';

/** A SAML sign-in may touch a different instance at each step: nothing lives in one process. */
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

describe('SAML sign-in across two instances', () => {
  it('starts on one, is answered on the other, and the handoff is redeemed once on either', async () => {
    const admin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
    const idp = createTestIdp();
    const subscription = await createSubscription(ctx, admin, {
      customerId: (await createTenant(ctx.database.db)).customer.id,
      emailDomains: ['two.example'],
      metadata: idp.metadata,
    });
    const metadata = await spMetadata(ctx, admin, subscription.id);

    const start = await ctx.app.inject({ url: `/api/subscription-manager/saml/login/${subscription.id}` });
    const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
    const request = await idp.parseRedirectRequest(metadata, start.headers.location as string);
    const samlResponse = await idp.respond(metadata, request.id, { email: 'pat@two.example' });

    const acs = await second.inject({
      method: 'POST',
      url: `/api/subscription-manager/saml/acs/${subscription.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    });
    expect(acs.headers.location).toMatch(/^\/landing\?sso=/);
    const handoff = new URL(acs.headers.location as string, 'http://x').searchParams.get('sso');

    const redeem = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/subscription-manager/saml/handoff', payload: { handoff } });
    expect((await redeem(ctx.app)).statusCode).toBe(200);
    expect((await redeem(second)).statusCode).toBe(401);
  });
});
