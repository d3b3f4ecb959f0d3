import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPerson,
  createTenant,
  createUser,
  createWorkspace,
  grantCustomerRoles,
  tokenOf,
} from '../test/factories.js';
import { bearer, createTestApp, platformToken, signIn, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let superadmin: string;
let siteAdmin: string;
let coordinator: string;
let identity: string;
let learnerEmail: string;
let learningWorkspaceId: string;
let ownCustomerId: string;

beforeAll(async () => {
  // The sweep below sends several hundred requests from one address.
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const db = ctx.database.db;
  // A customer with a learning and an events workspace, its owner, a coordinator and a learner.
  const { customer, workspace: learning } = await createTenant(db);
  const events = await createWorkspace(db, customer);
  const owner = await createUser(db);
  await grantCustomerRoles(db, owner, customer, ['owner', 'master_administrator']);
  superadmin = await platformToken(ctx.app, (await createUser(db, { superadmin: true })).email);
  siteAdmin = await platformToken(ctx.app, owner.email);
  coordinator = await tokenOf(ctx.app, await createPerson(db, events, { roles: ['event_coordinator'] }));
  learnerEmail = (await createPerson(db, learning)).email;
  identity = (await signIn(ctx.app, learnerEmail)).idToken;
  learningWorkspaceId = learning.id;
  ownCustomerId = customer.id;
});
afterAll(() => ctx.close());

function expectRefused(response: { statusCode: number; json: () => unknown }, path: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    statusCode: 400,
    code: 'validation_error',
    errors: { fields: expect.arrayContaining([expect.objectContaining({ path })]) },
  });
}

describe('text the database cannot keep is refused at the edge', () => {
  it('answers 400, not 500, on the endpoints from the report', async () => {
    expectRefused(await ctx.app.inject('/api/sso/v3/users/exists?email=%00@x.test'), 'querystring.email');
    expectRefused(await ctx.app.inject('/api/sso/self-registration/key-details/%00'), 'params.key');
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sso/self-registration/register-user',
        payload: {
          key: 'abc\u0000',
          firstName: 'Rosa',
          lastName: 'Diaz',
          emailAddress: 'rosa@example.test',
          password: 'Str0ng!Passw0rd',
        },
      }),
      'body.key',
    );
    expectRefused(
      await ctx.app.inject({ url: '/api/sso/v2/users?search=%00', headers: bearer(superadmin) }),
      'querystring.search',
    );
    const me = (await signIn(ctx.app, learnerEmail)).userId;
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sso/v2/cognito/update-name-attributes',
        headers: bearer(identity),
        payload: { userId: me, name: 'Le\u0000a', familyName: 'Learner' },
      }),
      'body.name',
    );
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/sso/self-registration/workspace-keys/${learningWorkspaceId}`,
        headers: bearer(siteAdmin),
        payload: { name: 'key\u0000' },
      }),
      'body.name',
    );
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/subscription-manager/sso-subscriptions',
        headers: bearer(superadmin),
        payload: { customerId: ownCustomerId, name: 'Idp\u0000', emailDomains: ['example.test'] },
      }),
      'body.name',
    );
  });

  it('finds bad text anywhere in a JSON body, keys included, and lone surrogates', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription-manager/sso-subscriptions',
      headers: { ...bearer(superadmin), 'content-type': 'application/json' },
      // Written by hand: JSON.stringify would not keep a lone surrogate escape as it is.
      payload: '{"name":"ok","nested":[{"deep":"\\ud800"}],"k\\u0001":"v"}',
    });
    expectRefused(response, 'body.nested.0.deep');
    expect(response.json()).toMatchObject({
      errors: { fields: expect.arrayContaining([expect.objectContaining({ path: 'body.k\uFFFD' })]) },
    });
  });

  it('refuses control characters in headers that are stored (user agent of a session)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/login',
      headers: { 'user-agent': 'Browser\u0001' },
      payload: { email: learnerEmail, password: 'whatever' },
    });
    expectRefused(response, 'headers.user-agent');
  });

  it('keeps tab, new line, carriage return and any other text', async () => {
    const response = await ctx.app.inject({
      url: `/api/sso/v2/users?search=${encodeURIComponent('a\tb\r\nc ü 😀')}`,
      headers: bearer(superadmin),
    });
    expect(response.statusCode).toBe(200);
  });

  it('never answers 500 for a NUL in the path, query or body of any registered endpoint', async () => {
    const callers: Record<string, Record<string, string>> = {
      anonymous: {},
      identity: bearer(identity),
      superadmin: bearer(superadmin),
      siteAdmin: bearer(siteAdmin),
      workspace: bearer(coordinator),
    };
    const failures: string[] = [];
    let refused = 0;
    for (const { method, url } of ctx.app.accessDeclarations) {
      const path = url.replace(/:[A-Za-z]+/g, 'x%00y');
      for (const [who, headers] of Object.entries(callers)) {
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: `${path}?probe=%00&search=%00`,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'a\u0000b', probe: ['\u0000'] } }),
        });
        if (response.statusCode >= 500) failures.push(`${who} ${method} ${url}: ${response.statusCode}`);
        if (response.statusCode === 400) {
          expect(response.json()).toMatchObject({ code: 'validation_error' });
          refused += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    // Every endpoint a caller may reach refuses the probe; the rest stop at 401/403.
    expect(refused).toBeGreaterThan(ctx.app.accessDeclarations.length);
  });
});
