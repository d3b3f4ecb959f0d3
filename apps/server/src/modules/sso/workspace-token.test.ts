import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  decodeJwt,
  signIn,
  signInEnrolled,
  workspaceToken,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const workspacesOf = async (email: string) => {
  const session = await signIn(ctx.app, email);
  const response = await ctx.app.inject({
    url: `/api/sso/v2/user-workspaces/${session.userId}`,
    headers: bearer(session.idToken),
  });
  return { session, response };
};

describe('workspace list', () => {
  it('lists every workspace where the user has a profile, with roles', async () => {
    const { response } = await workspacesOf('multi@northwind.test');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(['Northwind Events', 'Northwind Learning']);
    expect(response.json().data[0].roles).toEqual(['learner']);
  });

  it('lists customer-role areas apart from workspaces (owner implies master_administrator)', async () => {
    const { response } = await workspacesOf('owner@northwind.test');
    expect(response.json().data).toEqual([]);
    expect(response.json().customerRoles).toEqual([
      {
        customerId: expect.any(String),
        customerName: 'Northwind Training',
        roles: expect.arrayContaining(['owner', 'master_administrator']),
      },
    ]);
  });

  it("refuses to list another user's workspaces", async () => {
    const other = await signIn(ctx.app, 'learner@southwind.test');
    const { session } = await workspacesOf('learner@northwind.test');
    const response = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${other.userId}`,
      headers: bearer(session.idToken),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('workspace token', () => {
  it('carries the spec fields for the selected workspace', async () => {
    const token = await workspaceToken(ctx.app, 'coordinator@northwind.test', 'Northwind Events');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      typ: 'workspace',
      user: { firstName: 'Chloe', lastName: 'Evans', emailAddress: 'coordinator@northwind.test' },
      customer: { name: 'Northwind Training' },
      workspace: 'Northwind Events',
      domain: 'northwind-events',
      roles: ['event_coordinator'],
      customerRoles: [],
      customerServices: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'],
      origin: 'workspace',
      originUser: null,
    });
    expect(claims).toHaveProperty('profile.roles', ['event_coordinator']);
    expect(claims).toHaveProperty('organisationUnit');
    expect(claims).toHaveProperty('managedOrganisationUnits', []);
  });

  it("hides another customer's workspace as not found", async () => {
    const south = await workspacesOf('learner@southwind.test');
    const southWorkspace = south.response.json().data[0].id;
    const north = await signIn(ctx.app, 'learner@northwind.test');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${southWorkspace}`,
      headers: bearer(north.idToken),
      payload: { token: north.idToken },
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses a body token from someone else's session", async () => {
    const mine = await signIn(ctx.app, 'multi@northwind.test');
    const theirs = await signIn(ctx.app, 'learner@northwind.test');
    const { response } = await workspacesOf('multi@northwind.test');
    const response2 = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${response.json().data[0].id}`,
      headers: bearer(mine.idToken),
      payload: { token: theirs.idToken },
    });
    expect(response2.statusCode).toBe(401);
  });

  it('exchanges identity for a platform token: superadmin and customer roles', async () => {
    const superadmin = await signInEnrolled(ctx.app, 'superadmin@campus.test');
    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/exchange/token',
      headers: bearer(superadmin.idToken),
      payload: {},
    });
    expect(decodeJwt(exchange.json().token)).toMatchObject({
      roles: ['superadmin'],
      workspaceId: null,
      origin: 'customer',
      profile: null,
    });

    const owner = await signIn(ctx.app, 'owner@northwind.test');
    const ownerToken = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sso/v2/exchange/token',
        headers: bearer(owner.idToken),
        payload: {},
      })
    ).json().token;
    expect(decodeJwt(ownerToken)).toMatchObject({
      customerRoles: ['master_administrator', 'owner'],
      customer: { name: 'Northwind Training' },
    });
  });

  it('needs the identity token: a workspace token is not accepted where the first stage is required and vice versa', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/sso/v2/exchange/token', payload: {} });
    expect(response.statusCode).toBe(401);
    const session = await signIn(ctx.app, 'learner@northwind.test');
    const workspaceRead = await ctx.app.inject({
      url: '/api/subscription-manager/workspaces/00000000-0000-4000-8000-000000000000',
      headers: bearer(session.idToken),
    });
    expect(workspaceRead.statusCode).toBe(401);
  });
});
