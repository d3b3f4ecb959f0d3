import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samlRequests, userProfiles, users, verificationCodes } from '../../../db/schema/index.js';
import {
  createPerson,
  createTenant,
  createUser,
  createWorkspace,
  unique,
  type Customer,
  type Person,
  type User,
  type Workspace,
} from '../../../test/factories.js';
import { bearer, createTestApp, decodeJwt, signIn, type TestContext } from '../../../test/harness.js';
import { createTestIdp, type ResponseFaults, type TestIdp, type TestPerson } from '../../../test/saml-idp.js';
import { createSubscription as createSubscriptionFor, platformToken, spMetadata } from '../../../test/saml-support.js';

let ctx: TestContext;
let admin: string;
let superadmin: User;
let idp: TestIdp;
let subscription: { id: string; urls: { acsUrl: string; entityId: string } };
let metadata: string;
/** The customer whose identity provider this is: its learning workspace offers it, its events one does not. */
let customer: Customer;
let learning: Workspace;
let events: Workspace;
/** Liam, a learner of the learning workspace whose address is outside the provider's domains. */
let learner: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  superadmin = await createUser(db, { superadmin: true, email: `${unique('root')}@platform.example` });
  admin = await platformToken(ctx.app, superadmin.email);
  ({ customer, workspace: learning } = await createTenant(db));
  events = await createWorkspace(db, customer);
  learner = await createPerson(db, learning, { firstName: 'Liam', lastName: 'Hughes' });
  idp = createTestIdp();
  subscription = await createSubscription(ctx, admin, {
    emailDomains: ['northwind.example'],
    metadata: idp.metadata,
    workspaceIds: [learning.id],
  });
  metadata = await spMetadata(ctx, admin, subscription.id);
});
afterAll(() => ctx.close());

/** A subscription of the test's customer unless another is named. */
const createSubscription = (context: TestContext, token: string, setup: Parameters<typeof createSubscriptionFor>[2]) =>
  createSubscriptionFor(context, token, { customerId: customer.id, ...setup });

interface Target {
  id: string;
  idp: TestIdp;
  metadata: string;
}
const main = (): Target => ({ id: subscription.id, idp, metadata });

/** A subscription of its own (with its own IdP) for tests that need different settings. */
async function otherTarget(setup: Parameters<typeof createSubscription>[2], entityId: string): Promise<Target> {
  const ownIdp = createTestIdp({ entityId });
  const created = await createSubscription(ctx, admin, { ...setup, metadata: ownIdp.metadata });
  return { id: created.id, idp: ownIdp, metadata: await spMetadata(ctx, admin, created.id) };
}

/** Starts a sign-in as a browser would: the redirect to the IdP and the request-binding cookie. */
async function startLogin(target = main()) {
  const response = await ctx.app.inject({ url: `/api/subscription-manager/saml/login/${target.id}` });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  const cookie = String(response.headers['set-cookie']).split(';')[0] as string;
  const request = await target.idp.parseRedirectRequest(target.metadata, location);
  return { location, cookie, request };
}

async function postToAcs(samlResponse: string, cookie: string, id = subscription.id) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/subscription-manager/saml/acs/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
}

/** The whole round trip; answers the ACS response. */
async function signInThroughIdp(person: TestPerson, faults: ResponseFaults = {}, target = main()) {
  const { cookie, request } = await startLogin(target);
  const samlResponse = await target.idp.respond(target.metadata, request.id, person, faults);
  return { response: await postToAcs(samlResponse, cookie, target.id), samlResponse, cookie, request };
}

const handoffOf = (location: string) => new URL(location, 'http://x').searchParams.get('sso') as string;

async function redeem(handoff: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/subscription-manager/saml/handoff',
    payload: { handoff },
  });
}

describe('login redirect', () => {
  it('sends the browser to the IdP with a schema-valid AuthnRequest it records', async () => {
    const { location, cookie, request } = await startLogin();
    expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    expect(request.issuer).toBe(subscription.urls.entityId);
    expect(request.acsUrl).toBe(subscription.urls.acsUrl);
    const xml = inflateRawSync(
      Buffer.from(new URL(location).searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString();
    expect(xml).toContain('ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
    expect(xml).not.toContain('RequestedAuthnContext');
    const [stored] = await ctx.database.db.select().from(samlRequests).where(eq(samlRequests.id, request.id));
    expect(stored?.subscriptionId).toBe(subscription.id);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
    expect(cookie).toBe(`campus_saml_request=${request.id}`);
  });

  it('goes back to the login page for an unknown or unconfigured subscription', async () => {
    const unknown = await ctx.app.inject({
      url: '/api/subscription-manager/saml/login/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/auth/login?ssoError=unavailable');
    const bare = await createSubscription(ctx, admin, { name: 'Not set up yet' });
    const response = await ctx.app.inject({ url: `/api/subscription-manager/saml/login/${bare.id}` });
    expect(response.headers.location).toBe('/auth/login?ssoError=unavailable');
  });

  it('posts the AuthnRequest with an auto-submitting page when the IdP takes POST only', async () => {
    const postIdp = createTestIdp({ entityId: 'https://post-only.example.test', binding: 'post' });
    const created = await createSubscription(ctx, admin, { name: 'POST only', metadata: postIdp.metadata });
    const response = await ctx.app.inject({ url: `/api/subscription-manager/saml/login/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`action="${postIdp.ssoUrl}"`);
    expect(response.body).toContain('name="SAMLRequest"');
    expect(response.headers['content-security-policy']).toMatch(/form-action https:\/\/idp\.example\.test/);
    expect(response.headers['set-cookie']).toMatch(/^campus_saml_request=_/);
  });
});

describe('assertion consumer service', () => {
  it('creates an unknown person just in time, with a learner profile where enabled, and signs them in', async () => {
    const { response } = await signInThroughIdp({
      email: 'Grace@Northwind.example',
      givenName: 'Grace',
      surname: 'Hopper',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/landing\?sso=[0-9a-f-]{36}\.[\w-]{40,}$/);

    const tokens = await redeem(handoffOf(response.headers.location as string));
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body).toEqual({ idToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const claims = decodeJwt(body.idToken);
    expect(claims).toMatchObject({ typ: 'id', email: 'grace@northwind.example', name: 'Grace', family_name: 'Hopper' });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'grace@northwind.example'));
    expect(user).toMatchObject({ status: 'active', passwordHash: null, firstName: 'Grace', lastName: 'Hopper' });
    const profiles = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profiles).toEqual([
      expect.objectContaining({
        workspaceId: learning.id,
        roles: ['learner'],
        status: 'active',
      }),
    ]);

    // The session is a real one: the workspace list and refresh work as after a password sign-in.
    const list = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${user!.id}`,
      headers: bearer(body.idToken),
    });
    expect(list.json().data.map((w: { name: string }) => w.name)).toEqual([learning.name]);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('links an existing person by email, keeps their name and password, and adds no duplicate profile', async () => {
    const before = await signIn(ctx.app, learner.email);
    // The learner is not in the subscription's domains but has a profile in an enabled workspace.
    const { response } = await signInThroughIdp({
      email: learner.email,
      givenName: 'Someone',
      surname: 'Else',
    });
    expect(response.headers.location).toMatch(/^\/landing\?sso=/);
    const tokens = (await redeem(handoffOf(response.headers.location as string))).json();
    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: before.userId, name: 'Liam', family_name: 'Hughes' });
    const profiles = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, before.userId));
    expect(profiles).toHaveLength(1);
    await signIn(ctx.app, learner.email); // the password still works
  });

  it('uses the attribute mapping override when set', async () => {
    const mapped = await otherTarget(
      {
        name: 'Mapped',
        emailDomains: ['mapped.example'],
        attributeMappingOverride: { email: 'upn', firstName: 'fn', lastName: 'ln' },
      },
      'https://mapped.example.test',
    );
    const { response } = await signInThroughIdp(
      { email: 'not-this@elsewhere.example', extra: { upn: 'ada@mapped.example', fn: 'Ada', ln: 'Lovelace' } },
      {},
      mapped,
    );
    expect(response.headers.location).toMatch(/^\/landing\?sso=/);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'ada@mapped.example'));
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it.each<[string, ResponseFaults]>([
    ['a signature by a key the metadata does not publish', { signWith: 'rogue' }],
    ['another audience', { audience: 'https://someone-else.example/sp' }],
    ['an expired assertion', { shiftMs: -20 * 60 * 1000 }],
    ['an assertion from the future', { shiftMs: 10 * 60 * 1000 }],
    ['an answer to a request we never sent', { inResponseTo: '_never-sent-by-campus' }],
    ['another issuer', { issuer: 'https://impostor.example.test' }],
    ['an answer addressed to another endpoint', { destination: 'https://other-sp.example/acs' }],
  ])('refuses %s', async (_label, faults) => {
    const { response } = await signInThroughIdp({ email: 'refused@northwind.example' }, faults);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login?ssoError=failed');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'refused@northwind.example'));
    expect(user).toBeUndefined();
  });

  it('refuses a response whose signed content was altered', async () => {
    const { cookie, request } = await startLogin();
    const signed = Buffer.from(
      await idp.respond(metadata, request.id, { email: 'mallory@northwind.example' }),
      'base64',
    ).toString();
    const tampered = signed.replaceAll('mallory@northwind.example', superadmin.email);
    expect(tampered).not.toBe(signed);
    const response = await postToAcs(Buffer.from(tampered).toString('base64'), cookie);
    expect(response.headers.location).toBe('/auth/login?ssoError=failed');
  });

  it('accepts a response once: a replay is refused', async () => {
    const { response, samlResponse, cookie } = await signInThroughIdp({ email: 'replay@northwind.example' });
    expect(response.headers.location).toMatch(/^\/landing\?sso=/);
    const again = await postToAcs(samlResponse, cookie);
    expect(again.headers.location).toBe('/auth/login?ssoError=failed');
  });

  it('lets only one of two concurrent posts of the same response through', async () => {
    const { cookie, request } = await startLogin();
    const samlResponse = await idp.respond(metadata, request.id, { email: 'race@northwind.example' });
    const results = await Promise.all([postToAcs(samlResponse, cookie), postToAcs(samlResponse, cookie)]);
    const locations = results.map((result) => result.headers.location as string).sort();
    expect(locations[0]).toMatch(/^\/auth\/login\?ssoError=(expired|failed)$/);
    expect(locations[1]).toMatch(/^\/landing\?sso=/);
  });

  it('refuses a response posted from a browser that did not start the request (login CSRF)', async () => {
    const { request } = await startLogin();
    const samlResponse = await idp.respond(metadata, request.id, { email: 'csrf@northwind.example' });
    const response = await postToAcs(samlResponse, 'campus_saml_request=_some-other-request');
    expect(response.headers.location).toBe('/auth/login?ssoError=failed');
  });

  it('refuses an address the IdP may not speak for, and superadmins', async () => {
    const stranger = await signInThroughIdp({ email: 'someone@elsewhere.example' });
    expect(stranger.response.headers.location).toBe('/auth/login?ssoError=not_allowed');
    // Someone who exists but belongs to another customer and is not in the domains.
    const elsewhere = await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace);
    const otherCustomer = await signInThroughIdp({ email: elsewhere.email });
    expect(otherCustomer.response.headers.location).toBe('/auth/login?ssoError=not_allowed');
    // Even a provider whose domains cover the platform's own cannot sign in a superadmin.
    const claimsCampus = await otherTarget(
      { name: 'Claims platform.example', emailDomains: ['platform.example'] },
      'https://claims.example.test',
    );
    const asSuperadmin = await signInThroughIdp({ email: superadmin.email }, {}, claimsCampus);
    expect(asSuperadmin.response.headers.location).toBe('/auth/login?ssoError=not_allowed');
  });

  it('activates a pending account it links, and refuses a disabled one', async () => {
    const db = ctx.database.db;
    await db.insert(users).values([
      { email: 'invited@northwind.example', firstName: 'Ivy', lastName: 'Invited', status: 'pending' },
      { email: 'gone@northwind.example', firstName: 'Gus', lastName: 'Gone', status: 'disabled' },
    ]);
    const pending = await signInThroughIdp({ email: 'invited@northwind.example' });
    expect(pending.response.headers.location).toMatch(/^\/landing\?sso=/);
    const [ivy] = await db.select().from(users).where(eq(users.email, 'invited@northwind.example'));
    expect(ivy?.status).toBe('active');
    const disabled = await signInThroughIdp({ email: 'gone@northwind.example' });
    expect(disabled.response.headers.location).toBe('/auth/login?ssoError=not_allowed');
  });

  it('records the outcome in the audit log', async () => {
    const { response } = await signInThroughIdp({ email: 'audited@northwind.example' });
    expect(response.headers.location).toMatch(/^\/landing/);
    const refused = await signInThroughIdp(
      { email: 'audited@northwind.example' },
      { audience: 'https://x.example/sp' },
    );
    expect(refused.response.headers.location).toBe('/auth/login?ssoError=failed');
    const rows = await ctx.database.db.query.auditLog.findMany({
      where: (log, { eq: equals }) => equals(log.entity, 'sso.saml-sign-in'),
    });
    expect(rows.some((row) => row.outcome === 'success' && row.entityId === subscription.id)).toBe(true);
    expect(rows.some((row) => row.outcome === 'failure')).toBe(true);
  });
});

describe('handoff', () => {
  it('is single-use', async () => {
    const { response } = await signInThroughIdp({ email: 'once@northwind.example' });
    const handoff = handoffOf(response.headers.location as string);
    expect((await redeem(handoff)).statusCode).toBe(200);
    const second = await redeem(handoff);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({
      code: 'sso_handoff_invalid',
      message: 'Some errors occurred while logging in.',
    });
  });

  it('expires within a minute and refuses forged values', async () => {
    const { response } = await signInThroughIdp({ email: 'late@northwind.example' });
    const handoff = handoffOf(response.headers.location as string);
    const [rowId] = handoff.split('.');
    await ctx.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, rowId as string));
    expect((await redeem(handoff)).statusCode).toBe(401);
    expect((await redeem(`${rowId}.${'x'.repeat(43)}`)).statusCode).toBe(401);
    expect((await redeem('not-a-handoff-value-at-all')).statusCode).toBe(401);
  });

  it('is stored hashed, never in clear', async () => {
    const { response } = await signInThroughIdp({ email: 'hashed@northwind.example' });
    const [rowId, secret] = handoffOf(response.headers.location as string).split('.');
    const [row] = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, rowId as string));
    expect(row?.purpose).toBe('sso_handoff');
    expect(row?.target).toBe(subscription.id);
    expect(row?.codeHash).not.toContain(secret);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });
});

describe('login methods', () => {
  const methods = async (email: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/subscription-manager/saml/login-methods',
        payload: { email },
      })
    ).json();

  it('offers a provider by email domain, and to people with a profile in an enabled workspace', async () => {
    expect(await methods('Newcomer@NORTHWIND.example')).toEqual([{ id: subscription.id, name: 'Northwind Entra ID' }]);
    expect(await methods(learner.email)).toEqual([{ id: subscription.id, name: 'Northwind Entra ID' }]);
  });

  it('offers nothing to others, nor providers out of date, inactive or not set up', async () => {
    const elsewhere = await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace);
    expect(await methods(elsewhere.email)).toEqual([]);
    // The customer's events workspace does not offer it.
    expect(await methods((await createPerson(ctx.database.db, events)).email)).toEqual([]);
    const past = await createSubscription(ctx, admin, {
      name: 'Ended',
      emailDomains: ['ended.example'],
      metadata: createTestIdp({ entityId: 'https://ended.example.test' }).metadata,
      fromDate: '2020-01-01',
      toDate: '2021-01-01',
    });
    expect(past.id).toBeTruthy();
    expect(await methods('a@ended.example')).toEqual([]);
    await createSubscription(ctx, admin, { name: 'No metadata', emailDomains: ['bare.example'] });
    expect(await methods('a@bare.example')).toEqual([]);
    const inactive = await createSubscription(ctx, admin, {
      name: 'Switched off',
      emailDomains: ['off.example'],
      metadata: createTestIdp({ entityId: 'https://off.example.test' }).metadata,
    });
    expect(await methods('a@off.example')).toHaveLength(1);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/subscription-manager/sso-subscriptions/${inactive.id}`,
      headers: bearer(admin),
      payload: { status: 'inactive' },
    });
    expect(await methods('a@off.example')).toEqual([]);
    const login = await ctx.app.inject({ url: `/api/subscription-manager/saml/login/${inactive.id}` });
    expect(login.headers.location).toBe('/auth/login?ssoError=unavailable');
  });

  it('validates the email', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription-manager/saml/login-methods',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
  });
});
