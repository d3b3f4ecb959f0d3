import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPerson,
  createTenant,
  createUser,
  grantCustomerRoles,
  tokenOf,
  type Workspace,
} from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createTestIdp } from '../../../test/saml-idp.js';
import { createSubscription as createSubscriptionFor, platformToken } from '../../../test/saml-support.js';

let ctx: TestContext;
let admin: string;
let northwind: string;
let learning: Workspace;
/** The site admin (owner) of the customer, on the platform token. */
let owner: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
  const tenant = await createTenant(ctx.database.db);
  northwind = tenant.customer.id;
  learning = tenant.workspace;
  owner = await siteAdminOf(northwind);
});
afterAll(() => ctx.close());

async function siteAdminOf(customerId: string): Promise<string> {
  const person = await createUser(ctx.database.db);
  await grantCustomerRoles(ctx.database.db, person, { id: customerId }, ['owner', 'master_administrator']);
  return platformToken(ctx.app, person.email);
}

/** A subscription of the test's customer unless another is named. */
const createSubscription = (context: TestContext, token: string, setup: Parameters<typeof createSubscriptionFor>[2]) =>
  createSubscriptionFor(context, token, { customerId: northwind, ...setup });

const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/subscription-manager${url}`, headers: bearer(token), payload });
const get = (url: string, token: string) =>
  ctx.app.inject({ url: `/api/subscription-manager${url}`, headers: bearer(token) });

describe('SSO subscriptions (superadmin)', () => {
  it('creates a subscription with the spec fields and its SAML URLs', async () => {
    const response = await post('/sso-subscriptions', admin, {
      customerId: northwind,
      name: 'Northwind Okta',
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      setupType: 'metadata',
      emailDomains: ['@Northwind.example', 'northwind.example', 'nw.example'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      customerId: northwind,
      name: 'Northwind Okta',
      status: 'active',
      serviceKey: 'SSO',
      setupType: 'metadata',
      fromDate: '2026-01-01T00:00:00.000Z',
      toDate: '2026-12-31T23:59:59.999Z',
      metadata: null,
      attributeMappingOverride: { firstName: null, lastName: null, email: null },
      emailDomains: ['northwind.example', 'nw.example'],
      createdBy: expect.any(String),
      urls: {
        acsUrl: `http://localhost:3000/api/subscription-manager/saml/acs/${body.id}`,
        entityId: `http://localhost:3000/api/subscription-manager/saml/metadata/${body.id}`,
      },
    });
    expect((await get(`/sso-subscriptions/${body.id}`, admin)).json()).toEqual(body);
    expect((await get(`/sso-subscriptions?customerId=${northwind}`, admin)).json().data).toContainEqual(body);
  });

  it('updates fields given and keeps the rest', async () => {
    const created = await createSubscription(ctx, admin, { name: 'Before', emailDomains: ['a.example'] });
    const response = await post(`/sso-subscriptions/${created.id}`, admin, { name: 'After', status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'After', status: 'inactive', emailDomains: ['a.example'] });
  });

  it('validates dates, domains and the customer', async () => {
    const backwards = await post('/sso-subscriptions', admin, {
      customerId: northwind,
      name: 'Backwards',
      fromDate: '2026-05-01',
      toDate: '2026-04-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.fields).toEqual([
      { path: 'toDate', message: 'must be after or equal to 2026-05-01' },
    ]);
    const badDomain = await post('/sso-subscriptions', admin, {
      customerId: northwind,
      name: 'X',
      emailDomains: ['not a domain'],
    });
    expect(badDomain.statusCode).toBe(400);
    const noCustomer = await post('/sso-subscriptions', admin, {
      customerId: '00000000-0000-4000-8000-000000000000',
      name: 'X',
    });
    expect(noCustomer.statusCode).toBe(400);
    expect(
      (await post('/sso-subscriptions/00000000-0000-4000-8000-000000000000', admin, { name: 'X' })).statusCode,
    ).toBe(404);
    // A name of invisible characters is no name; a right-to-left override is refused (decision 0043).
    for (const name of ['\u200B\u200D', 'Okta\u202E', 'Okta\uFFFF'])
      expect((await post('/sso-subscriptions', admin, { customerId: northwind, name })).statusCode).toBe(400);
  });

  it('takes the IdP metadata and attribute mapping in customer set-up', async () => {
    const created = await createSubscription(ctx, admin, { name: 'Set up' });
    const idp = createTestIdp();
    const response = await post(`/sso-subscriptions-customer-setup/${created.id}`, admin, {
      metadata: idp.metadata,
      attributeMappingOverride: { firstName: 'fn', lastName: '', email: 'upn' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      metadata: idp.metadata,
      attributeMappingOverride: { firstName: 'fn', lastName: null, email: 'upn' },
    });
  });

  it('refuses metadata that is not usable, saying why', async () => {
    const created = await createSubscription(ctx, admin, { name: 'Bad metadata' });
    const attempt = (metadata: string) => post(`/sso-subscriptions-customer-setup/${created.id}`, admin, { metadata });
    const broken = await attempt('<EntityDescriptor');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The metadata is not well-formed XML.');
    const noCert = createTestIdp().metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g, '');
    expect((await attempt(noCert)).json().message).toBe('The identity provider has no signing certificate.');
    const spOnly = (await get(`/saml/metadata/${created.id}`, admin)).body;
    expect((await attempt(spOnly)).json().message).toBe('The metadata does not describe a SAML 2.0 identity provider.');
    expect((await get(`/sso-subscriptions/${created.id}`, admin)).json().metadata).toBeNull();
  });

  it('downloads our SP metadata and tells the URLs', async () => {
    const created = await createSubscription(ctx, admin, { name: 'Metadata' });
    const response = await get(`/saml/metadata/${created.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="campus-sp-${created.id}.xml"`);
    expect(response.body).toContain(`entityID="${created.urls.entityId}"`);
    expect(response.body).toContain(`Location="${created.urls.acsUrl}"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
    const urls = await get(`/saml/metadata/${created.id}/urls`, admin);
    expect(urls.json()).toEqual(created.urls);
  });
});

describe('access', () => {
  it('refuses every SSO subscription call to anyone but a superadmin', async () => {
    const created = await createSubscription(ctx, admin, { name: 'Guarded' });
    const learner = await tokenOf(ctx.app, await createPerson(ctx.database.db, learning));
    for (const token of [learner, owner]) {
      expect((await post('/sso-subscriptions', token, { customerId: northwind, name: 'Mine' })).statusCode).toBe(403);
      expect((await post(`/sso-subscriptions/${created.id}`, token, { name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await post(`/sso-subscriptions-customer-setup/${created.id}`, token, { metadata: createTestIdp().metadata }))
          .statusCode,
      ).toBe(403);
      expect((await get(`/saml/metadata/${created.id}`, token)).statusCode).toBe(403);
      expect((await get(`/saml/metadata/${created.id}/urls`, token)).statusCode).toBe(403);
      expect((await get(`/sso-subscriptions/${created.id}`, token)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription-manager/sso-subscriptions',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('signup-and-authentication-settings', () => {
  it("lets a site admin choose their customer's active subscriptions for a workspace", async () => {
    const { workspace } = await createTenant(ctx.database.db);
    const siteAdmin = await siteAdminOf(workspace.customerId);
    const setup = { customerId: workspace.customerId };
    const active = await createSubscription(ctx, admin, { ...setup, name: 'Active one' });
    const inactive = await createSubscription(ctx, admin, { ...setup, name: 'Inactive one' });
    await post(`/sso-subscriptions/${inactive.id}`, admin, { status: 'inactive' });
    const settings = `/signup-and-authentication-settings/${workspace.id}`;

    expect((await get(settings, siteAdmin)).json()).toEqual({ options: [] });
    const saved = await post(settings, siteAdmin, { options: [active.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ options: [active.id] });
    expect((await get(settings, admin)).json()).toEqual({
      options: [active.id],
    });

    const refused = await post(settings, siteAdmin, { options: [inactive.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([
      { path: 'options.0', message: 'is not an active SSO subscription of this customer' },
    ]);
    const cleared = await post(settings, siteAdmin, { options: [] });
    expect(cleared.json()).toEqual({ options: [] });
  });

  it("keeps customers apart: another customer's workspace or subscription is refused", async () => {
    const southwind = await createTenant(ctx.database.db);
    const southwindAdmin = await siteAdminOf(southwind.customer.id);
    expect((await get(`/signup-and-authentication-settings/${learning.id}`, southwindAdmin)).statusCode).toBe(404);
    expect(
      (await post(`/signup-and-authentication-settings/${learning.id}`, southwindAdmin, { options: [] })).statusCode,
    ).toBe(404);
    const campus = southwind.workspace.id;
    const northwindSubscription = await createSubscription(ctx, admin, { name: 'Northwind only' });
    const crossed = await post(`/signup-and-authentication-settings/${campus}`, southwindAdmin, {
      options: [northwindSubscription.id],
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('refuses people without the role', async () => {
    const learner = await tokenOf(ctx.app, await createPerson(ctx.database.db, learning));
    const userAdmin = await tokenOf(
      ctx.app,
      await createPerson(ctx.database.db, learning, { roles: ['user_administrator'] }),
    );
    for (const token of [learner, userAdmin]) {
      expect((await get(`/signup-and-authentication-settings/${learning.id}`, token)).statusCode).toBe(403);
      expect(
        (await post(`/signup-and-authentication-settings/${learning.id}`, token, { options: [] })).statusCode,
      ).toBe(403);
    }
  });
});
