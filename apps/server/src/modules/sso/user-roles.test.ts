import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema/index.js';
import { bearer, createTestApp, platformToken, signIn, workspaceToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let superadmin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
  for (const row of await ctx.database.db.select({ id: users.id, email: users.email }).from(users)) {
    ids[row.email] = row.id;
  }
  for (const row of await ctx.database.db.select().from(customers)) ids[row.name] = row.id;
});
afterAll(() => ctx.close());

const grant = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/sso/v2/user-role', headers: bearer(token), payload });
const details = (token: string, userId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users/${userId}`, headers: bearer(token) });

describe('roles of a person', () => {
  it('shows a person’s roles, profiles and customer roles to a superadmin', async () => {
    const response = await details(superadmin, ids['owner@northwind.test']!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ emailAddress: 'owner@northwind.test', roles: [] });
    expect(body.customerRoles.map((entry: { role: string }) => entry.role).sort()).toEqual([
      'master_administrator',
      'owner',
    ]);
  });

  it('shows an administrator only their own customer’s part, and nobody outside it', async () => {
    const northwindAdmin = await platformToken(ctx.app, 'owner@northwind.test');
    const learner = await details(northwindAdmin, ids['multi@northwind.test']!);
    expect(learner.statusCode).toBe(200);
    expect(learner.json().profiles).toHaveLength(2);
    expect((await details(northwindAdmin, ids['learner@southwind.test']!)).statusCode).toBe(404);
    expect((await details(northwindAdmin, ids['superadmin@campus.test']!)).statusCode).toBe(404);
    const learnerToken = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    expect((await details(learnerToken, ids['multi@northwind.test']!)).statusCode).toBe(403);
  });

  it('grants the superadmin role with two-factor required, and removing it turns that off and ends their sessions', async () => {
    const person = ids['manager@northwind.test']!;
    const granted = await grant(superadmin, { userId: person, role: 'superadmin' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ roles: ['superadmin'], mfaRequired: true });

    const session = await signIn(ctx.app, 'manager@northwind.test');
    const removed = await grant(superadmin, { userId: person, role: 'superadmin', operation: 'remove' });
    expect(removed.json()).toMatchObject({ roles: [], mfaRequired: false });
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets a superadmin remove another but never themselves, so one always remains', async () => {
    const own = await grant(superadmin, {
      userId: ids['superadmin@campus.test'],
      role: 'superadmin',
      operation: 'remove',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'You cannot remove your own superadmin role.' });

    const support = await platformToken(ctx.app, 'support@campus.test');
    expect(
      (await grant(support, { userId: ids['superadmin@campus.test'], role: 'superadmin', operation: 'remove' }))
        .statusCode,
    ).toBe(200);
    const last = await grant(support, { userId: ids['support@campus.test'], role: 'superadmin', operation: 'remove' });
    expect(last.json()).toMatchObject({ code: 'own_superadmin_role' });
    // Put the demo back as it was; the removal ended superadmin@'s sessions, so sign in again.
    expect((await grant(support, { userId: ids['superadmin@campus.test'], role: 'superadmin' })).statusCode).toBe(200);
    superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
  });

  it('grants and removes customer roles, which need a customer', async () => {
    const person = ids['creator@northwind.test']!;
    const missing = await grant(superadmin, { userId: person, role: 'trainer' });
    expect(missing.statusCode).toBe(400);
    const added = await grant(superadmin, { userId: person, role: 'trainer', customerId: ids['Northwind Training'] });
    expect(added.json().customerRoles).toEqual([
      { customerId: ids['Northwind Training'], customerName: 'Northwind Training', role: 'trainer' },
    ]);
    const removed = await grant(superadmin, {
      userId: person,
      role: 'trainer',
      customerId: ids['Northwind Training'],
      operation: 'remove',
    });
    expect(removed.json().customerRoles).toEqual([]);
  });

  it('is for superadmins only', async () => {
    const siteAdmin = await platformToken(ctx.app, 'owner@northwind.test');
    const refused = await grant(siteAdmin, { userId: ids['owner@northwind.test'], role: 'superadmin' });
    expect(refused.statusCode).toBe(403);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, 'owner@northwind.test'));
    expect(owner?.isSuperadmin).toBe(false);
  });
});
