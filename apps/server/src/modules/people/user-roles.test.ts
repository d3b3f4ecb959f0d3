import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  createPerson,
  createProfile,
  createTenant,
  createUser,
  createWorkspace,
  grantCustomerRoles,
  tokenOf,
} from '../../test/factories.js';
import { bearer, createTestApp, platformToken, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let superadmin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
});
afterAll(() => ctx.close());

const grant = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/user-role', headers: bearer(token), payload });
const details = (token: string, userId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users/${userId}`, headers: bearer(token) });

/** A customer's site admin (owner and master administrator) and a learner in two of its workspaces. */
async function customerWithAdmin() {
  const db = ctx.database.db;
  const { customer, workspace } = await createTenant(db);
  const owner = await createUser(db);
  await grantCustomerRoles(db, owner, customer, ['owner', 'master_administrator']);
  const learner = await createPerson(db, workspace);
  await createProfile(db, learner.user, await createWorkspace(db, customer));
  return { customer, workspace, owner, learner };
}

describe('roles of a person', () => {
  it('shows a person’s roles, profiles and customer roles to a superadmin', async () => {
    const { owner } = await customerWithAdmin();
    const response = await details(superadmin, owner.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ emailAddress: owner.email, roles: [] });
    expect(body.customerRoles.map((entry: { role: string }) => entry.role).sort()).toEqual([
      'master_administrator',
      'owner',
    ]);
  });

  it('shows an administrator only their own customer’s part, and nobody outside it', async () => {
    const world = await customerWithAdmin();
    const other = await customerWithAdmin();
    const siteAdmin = await platformToken(ctx.app, world.owner.email);
    const learner = await details(siteAdmin, world.learner.user.id);
    expect(learner.statusCode).toBe(200);
    expect(learner.json().profiles).toHaveLength(2);
    // Someone with a profile in both customers: only this customer's part is shown.
    await createProfile(ctx.database.db, other.learner.user, world.workspace);
    const shared = await details(siteAdmin, other.learner.user.id);
    expect(shared.json().profiles.map((profile: { workspaceId: string }) => profile.workspaceId)).toEqual([
      world.workspace.id,
    ]);
    expect((await details(siteAdmin, other.owner.id)).statusCode).toBe(404);
    const aSuperadmin = await createUser(ctx.database.db, { superadmin: true });
    expect((await details(siteAdmin, aSuperadmin.id)).statusCode).toBe(404);
    const learnerToken = await tokenOf(ctx.app, world.learner);
    expect((await details(learnerToken, world.owner.id)).statusCode).toBe(403);
  });

  it('grants the superadmin role with two-factor required, and removing it turns that off and ends their sessions', async () => {
    const person = await createUser(ctx.database.db);
    const granted = await grant(superadmin, { userId: person.id, role: 'superadmin' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ roles: ['superadmin'], mfaRequired: true });

    const session = await signIn(ctx.app, person.email);
    const removed = await grant(superadmin, { userId: person.id, role: 'superadmin', operation: 'remove' });
    expect(removed.json()).toMatchObject({ roles: [], mfaRequired: false });
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets a superadmin remove another but never themselves, so one always remains', async () => {
    const first = await createUser(ctx.database.db, { superadmin: true });
    const second = await createUser(ctx.database.db, { superadmin: true });
    const firstToken = await platformToken(ctx.app, first.email);
    const own = await grant(firstToken, { userId: first.id, role: 'superadmin', operation: 'remove' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'You cannot remove your own superadmin role.' });

    const secondToken = await platformToken(ctx.app, second.email);
    expect((await grant(secondToken, { userId: first.id, role: 'superadmin', operation: 'remove' })).statusCode).toBe(
      200,
    );
    const last = await grant(secondToken, { userId: second.id, role: 'superadmin', operation: 'remove' });
    expect(last.json()).toMatchObject({ code: 'own_superadmin_role' });
  });

  it('grants and removes customer roles, which need a customer', async () => {
    const { customer, learner } = await customerWithAdmin();
    const person = learner.user.id;
    const missing = await grant(superadmin, { userId: person, role: 'trainer' });
    expect(missing.statusCode).toBe(400);
    const added = await grant(superadmin, { userId: person, role: 'trainer', customerId: customer.id });
    expect(added.json().customerRoles).toEqual([
      { customerId: customer.id, customerName: customer.name, role: 'trainer' },
    ]);
    const removed = await grant(superadmin, {
      userId: person,
      role: 'trainer',
      customerId: customer.id,
      operation: 'remove',
    });
    expect(removed.json().customerRoles).toEqual([]);
  });

  it('is for superadmins only', async () => {
    const { owner } = await customerWithAdmin();
    const siteAdmin = await platformToken(ctx.app, owner.email);
    const refused = await grant(siteAdmin, { userId: owner.id, role: 'superadmin' });
    expect(refused.statusCode).toBe(403);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after?.isSuperadmin).toBe(false);
  });
});
