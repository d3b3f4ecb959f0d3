import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
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
import { bearer, createTestApp, platformToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let superadmin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
});
afterAll(() => ctx.close());

const list = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users${query}`, headers: bearer(token) });
const emails = async (token: string, query = '') =>
  ((await list(token, query)).json().data as { emailAddress: string }[]).map((user) => user.emailAddress);

/**
 * A customer with two workspaces: a learning one (units Sales > Inside Sales, a user
 * administrator, a manager of Inside Sales, two learners there, one also in the events
 * workspace) and an events one (a coordinator), plus an owner and a trainer. Every address ends
 * in the customer's own domain, so a search for it finds exactly these people.
 */
async function customerWithPeople() {
  const db = ctx.database.db;
  const domain = unique('domain');
  const email = (name: string) => `${name}@${domain}.test`;
  const { customer, workspace: learning } = await createTenant(db);
  const events = await createWorkspace(db, customer);
  const sales = await createUnit(db, learning, { name: 'Sales' });
  const insideSales = await createUnit(db, learning, { name: 'Inside Sales', parent: sales });
  const owner = await createUser(db, { email: email('owner') });
  await grantCustomerRoles(db, owner, customer, ['owner', 'master_administrator']);
  const trainer = await createPerson(db, events, { email: email('trainer'), customerRoles: ['trainer'] });
  const userAdmin = await createPerson(db, learning, { email: email('useradmin'), roles: ['user_administrator'] });
  const manager = await createPerson(db, learning, {
    email: email('manager'),
    roles: ['manager'],
    unit: sales,
    manages: [insideSales],
  });
  const learner = await createPerson(db, learning, {
    email: email('learner'),
    firstName: 'Liam',
    lastName: unique('Hughes'),
    unit: insideSales,
  });
  const multi = await createPerson(db, learning, { email: email('multi'), unit: insideSales });
  await createProfile(db, multi.user, events);
  const coordinator = await createPerson(db, events, { email: email('coordinator'), roles: ['event_coordinator'] });
  return { customer, domain, learning, events, owner, trainer, userAdmin, manager, learner, multi, coordinator };
}

describe('user list', () => {
  it('says with each row where the caller may impersonate the person from', async () => {
    const world = await customerWithPeople();
    const userAdmin = await tokenOf(ctx.app, world.userAdmin);
    const rows = (await list(userAdmin, '?pageSize=100')).json().data as {
      emailAddress: string;
      impersonationWorkspaceId: string | null;
    }[];
    const rowOf = (email: string) => rows.find((row) => row.emailAddress === email);
    expect(rowOf(world.learner.email)?.impersonationWorkspaceId).toBe(world.learning.id);
    expect(rowOf(world.userAdmin.email)?.impersonationWorkspaceId).toBeNull();
  });

  it('gives a superadmin everyone, in name order, a page at a time', async () => {
    await customerWithPeople();
    const [everyone] = await ctx.database.db.select({ total: count() }).from(users);
    const first = (await list(superadmin, '?pageSize=5')).json();
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, total: everyone?.total });
    expect(first.data).toHaveLength(5);
    const all = await emails(superadmin, '?pageSize=100');
    expect(all).toHaveLength(Math.min(100, everyone?.total ?? 0));
    const second = (await list(superadmin, '?pageSize=5&page=2')).json().data[0].emailAddress;
    expect(second).toBe(all[5]);
  });

  it('keeps a site admin to their customer and a user administrator to their workspace', async () => {
    const world = await customerWithPeople();
    const other = await customerWithPeople();
    const siteAdmin = await platformToken(ctx.app, world.owner.email);
    const customerPeople = await emails(siteAdmin, '?pageSize=100');
    expect(customerPeople).toContain(world.trainer.email);
    expect(customerPeople).toContain(world.coordinator.email);
    expect(customerPeople).not.toContain(other.learner.email);

    const userAdmin = await tokenOf(ctx.app, world.userAdmin);
    const learning = await emails(userAdmin, '?pageSize=100');
    expect(learning).toContain(world.learner.email);
    expect(learning).not.toContain(world.coordinator.email);
    expect(learning).not.toContain(other.learner.email);
    // Both of a person's profiles in the caller's customer are shown.
    const [multi] = (await list(userAdmin, `?search=${world.multi.email}`)).json().data;
    expect(multi.profiles.map((profile: { workspaceId: string }) => profile.workspaceId).sort()).toEqual(
      [world.learning.id, world.events.id].sort(),
    );
  });

  it('shows a manager the people of the units they manage', async () => {
    const world = await customerWithPeople();
    const manager = await tokenOf(ctx.app, world.manager);
    expect((await emails(manager)).sort()).toEqual([world.learner.email, world.multi.email].sort());
  });

  it('searches names and email addresses and filters by status', async () => {
    const world = await customerWithPeople();
    const pending = await createPerson(ctx.database.db, world.learning, {
      email: `pending@${world.domain}.test`,
      password: null,
      status: 'pending',
    });
    const lastName = world.learner.user.lastName;
    expect(await emails(superadmin, `?search=liam%20${lastName}`)).toEqual([world.learner.email]);
    expect(await emails(superadmin, `?search=${lastName.toUpperCase()}`)).toEqual([world.learner.email]);
    expect(await emails(superadmin, `?search=${world.domain.toUpperCase()}&pageSize=100`)).toHaveLength(8);
    expect(await emails(superadmin, '?search=%25')).toEqual([]);
    expect(await emails(superadmin, `?search=${world.domain}&filters[status]=pending`)).toEqual([pending.email]);
    expect(
      await emails(superadmin, `?search=${world.domain}&filters[status]=registered,active&pageSize=100`),
    ).toHaveLength(7);
    const bad = await list(superadmin, '?filters[status]=sleeping');
    expect(bad.statusCode).toBe(400);
  });

  it('shows customer roles with their customer beside every profile role', async () => {
    type Row = {
      emailAddress: string;
      customerRoles: { customerName: string; role: string }[];
      profiles: { workspaceName: string; roles: string[] }[];
    };
    const rowsFor = async (token: string) => (await list(token, '?pageSize=100')).json().data as Row[];
    const byEmail = (rows: Row[], email: string) => rows.find((row) => row.emailAddress === email)!;

    const northwindAdmin = await platformToken(ctx.app, 'owner@northwind.test');
    const northwind = await rowsFor(northwindAdmin);
    expect(byEmail(northwind, 'owner@northwind.test').customerRoles).toEqual([
      expect.objectContaining({ customerName: 'Northwind Training', role: 'master_administrator' }),
      expect.objectContaining({ customerName: 'Northwind Training', role: 'owner' }),
    ]);
    const trainer = byEmail(northwind, 'trainer@northwind.test');
    expect(trainer.customerRoles).toEqual([expect.objectContaining({ role: 'trainer' })]);
    expect(trainer.profiles).toEqual([
      expect.objectContaining({ workspaceName: 'Northwind Events', roles: ['learner'] }),
    ]);
    expect(byEmail(northwind, 'learner@northwind.test').customerRoles).toEqual([]);

    // A superadmin sees every customer's; nobody sees another customer's.
    const superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
    expect(byEmail(await rowsFor(superadmin), 'admin@southwind.test').customerRoles).toEqual([
      expect.objectContaining({ customerName: 'Southwind Academy', role: 'master_administrator' }),
    ]);
    const southwindAdmin = await platformToken(ctx.app, 'admin@southwind.test');
    const southwind = await rowsFor(southwindAdmin);
    expect(southwind.flatMap((row) => row.customerRoles.map((entry) => entry.customerName))).toEqual([
      'Southwind Academy',
    ]);
  });

  it('is refused to learners', async () => {
    const world = await customerWithPeople();
    expect((await list(await tokenOf(ctx.app, world.learner))).statusCode).toBe(403);
  });
});
