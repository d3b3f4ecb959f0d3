import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo-data.js';
import { bearer, createTestApp, platformToken, workspaceToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = async (token: string, query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users${query}`, headers: bearer(token) });
  return response;
};
const emails = async (token: string, query = '') =>
  ((await list(token, query)).json().data as { emailAddress: string }[]).map((user) => user.emailAddress);

describe('user list', () => {
  it('says with each row where the caller may impersonate the person from', async () => {
    const userAdmin = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    const rows = (await list(userAdmin, '?pageSize=100')).json().data as {
      emailAddress: string;
      impersonationWorkspaceId: string | null;
      profiles: { workspaceId: string; workspaceName: string; status: string }[];
    }[];
    const learner = rows.find((row) => row.emailAddress === 'learner@northwind.test')!;
    const learning = learner.profiles.find((profile) => profile.workspaceName === 'Northwind Learning')!;
    expect(learner.impersonationWorkspaceId).toBe(learning.workspaceId);
    expect(rows.find((row) => row.emailAddress === 'useradmin@northwind.test')?.impersonationWorkspaceId).toBeNull();
  });

  it('gives a superadmin everyone, in name order, a page at a time', async () => {
    const superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
    const first = (await list(superadmin, '?pageSize=5')).json();
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, total: DEMO_USERS.length });
    expect(first.data).toHaveLength(5);
    const all = await emails(superadmin, '?pageSize=100');
    expect(all).toHaveLength(DEMO_USERS.length);
    expect(all).toContain('learner@southwind.test');
    const second = (await list(superadmin, '?pageSize=5&page=2')).json().data[0].emailAddress;
    expect(second).toBe(all[5]);
  });

  it('keeps a site admin to their customer and a user administrator to their workspace', async () => {
    const northwindAdmin = await platformToken(ctx.app, 'owner@northwind.test');
    const northwind = await emails(northwindAdmin, '?pageSize=100');
    expect(northwind).toContain('trainer@northwind.test');
    expect(northwind).not.toContain('learner@southwind.test');
    expect(northwind).not.toContain('superadmin@campus.test');

    const userAdmin = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    const learning = await emails(userAdmin, '?pageSize=100');
    expect(learning).toContain('learner@northwind.test');
    expect(learning).not.toContain('coordinator@northwind.test');
    // Profiles shown are the caller's customer's only.
    const multi = (await list(userAdmin, '?search=max')).json().data[0];
    expect(multi.profiles.map((profile: { workspaceName: string }) => profile.workspaceName)).toEqual([
      'Northwind Events',
      'Northwind Learning',
    ]);
  });

  it('shows a manager the people of the units they manage', async () => {
    const manager = await workspaceToken(ctx.app, 'manager@northwind.test', 'Northwind Learning');
    expect((await emails(manager)).sort()).toEqual(['learner@northwind.test', 'multi@northwind.test']);
  });

  it('searches names and email addresses and filters by status', async () => {
    const superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
    expect(await emails(superadmin, '?search=liam%20hug')).toEqual(['learner@northwind.test']);
    expect(await emails(superadmin, '?search=SOUTHWIND')).toHaveLength(3);
    expect(await emails(superadmin, '?search=%25')).toEqual([]);
    expect(await emails(superadmin, '?filters[status]=pending')).toEqual([]);
    expect(await emails(superadmin, '?filters[status]=registered,active&pageSize=100')).toHaveLength(DEMO_USERS.length);
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
    const learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    expect((await list(learner)).statusCode).toBe(403);
  });
});
