import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createPerson,
  createProfile,
  createTenant,
  createUnit,
  createUser,
  createWorkspace,
  grantCustomerRoles,
  tokenOf,
  unique,
} from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, signIn, signInEnrolled, type TestContext } from '../../test/harness.js';

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

/** A customer with two workspaces (Events before Learning by name) and a learner in both. */
async function customerWithTwoWorkspaces() {
  const db = ctx.database.db;
  const customer = await createCustomer(db, { services: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'] });
  const suffix = unique('');
  const events = await createWorkspace(db, customer, { name: `Events ${suffix}` });
  const learning = await createWorkspace(db, customer, { name: `Learning ${suffix}` });
  const multi = await createPerson(db, learning);
  await createProfile(db, multi.user, events);
  return { customer, events, learning, multi };
}

describe('workspace list', () => {
  it('lists every workspace where the user has a profile, with roles', async () => {
    const { events, learning, multi } = await customerWithTwoWorkspaces();
    const { response } = await workspacesOf(multi.email);
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((entry: { name: string }) => entry.name);
    expect(names).toEqual([events.name, learning.name]);
    expect(response.json().data[0].roles).toEqual(['learner']);
  });

  it('lists customer-role areas apart from workspaces (owner implies master_administrator)', async () => {
    const { customer } = await customerWithTwoWorkspaces();
    const owner = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, owner, customer, ['owner', 'master_administrator']);
    const { response } = await workspacesOf(owner.email);
    expect(response.json().data).toEqual([]);
    expect(response.json().customerRoles).toEqual([
      {
        customerId: customer.id,
        customerName: customer.name,
        roles: expect.arrayContaining(['owner', 'master_administrator']),
      },
    ]);
  });

  it("refuses to list another user's workspaces", async () => {
    const other = await signIn(ctx.app, (await customerWithTwoWorkspaces()).multi.email);
    const { session } = await workspacesOf((await customerWithTwoWorkspaces()).multi.email);
    const response = await ctx.app.inject({
      url: `/api/sso/v2/user-workspaces/${other.userId}`,
      headers: bearer(session.idToken),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('workspace token', () => {
  it('carries the spec fields for the selected workspace', async () => {
    const { customer, events } = await customerWithTwoWorkspaces();
    const coordinator = await createPerson(ctx.database.db, events, {
      firstName: 'Chloe',
      lastName: 'Evans',
      roles: ['event_coordinator'],
      unit: await createUnit(ctx.database.db, events),
    });
    const claims = decodeJwt(await tokenOf(ctx.app, coordinator));
    expect(claims).toMatchObject({
      typ: 'workspace',
      user: { firstName: 'Chloe', lastName: 'Evans', emailAddress: coordinator.email },
      customer: { id: customer.id, name: customer.name },
      workspace: events.name,
      domain: events.domain,
      roles: ['event_coordinator'],
      customerRoles: [],
      customerServices: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'],
      origin: 'workspace',
      originUser: null,
    });
    expect(claims).toHaveProperty('profile.roles', ['event_coordinator']);
    expect(claims).toHaveProperty('organisationUnit', coordinator.profile.organisationUnitId);
    expect(claims).toHaveProperty('managedOrganisationUnits', []);
  });

  it("hides another customer's workspace as not found", async () => {
    const other = await createTenant(ctx.database.db);
    const north = await signIn(ctx.app, (await customerWithTwoWorkspaces()).multi.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${other.workspace.id}`,
      headers: bearer(north.idToken),
      payload: { token: north.idToken },
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses a body token from someone else's session", async () => {
    const { learning, multi } = await customerWithTwoWorkspaces();
    const mine = await signIn(ctx.app, multi.email);
    const theirs = await signIn(ctx.app, (await createPerson(ctx.database.db, learning)).email);
    const response2 = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${learning.id}`,
      headers: bearer(mine.idToken),
      payload: { token: theirs.idToken },
    });
    expect(response2.statusCode).toBe(401);
  });

  it('exchanges identity for a platform token: superadmin and customer roles', async () => {
    const superadmin = await signInEnrolled(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
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

    const { customer } = await customerWithTwoWorkspaces();
    const ownerUser = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, ownerUser, customer, ['owner']);
    const owner = await signIn(ctx.app, ownerUser.email);
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
      customer: { id: customer.id, name: customer.name },
    });
  });

  it('needs the identity token: a workspace token is not accepted where the first stage is required and vice versa', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/sso/v2/exchange/token', payload: {} });
    expect(response.statusCode).toBe(401);
    const session = await signIn(ctx.app, (await customerWithTwoWorkspaces()).multi.email);
    const workspaceRead = await ctx.app.inject({
      url: '/api/subscription-manager/workspaces/00000000-0000-4000-8000-000000000000',
      headers: bearer(session.idToken),
    });
    expect(workspaceRead.statusCode).toBe(401);
  });
});
