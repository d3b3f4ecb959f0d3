import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createPerson,
  createTenant,
  createUser,
  createWorkspace,
  grantCustomerRoles,
  tokenOf,
} from '../../test/factories.js';
import { bearer, createTestApp, platformToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const read = (workspaceId: string, token: string) =>
  ctx.app.inject({ url: `/api/subscription-manager/workspaces/${workspaceId}`, headers: bearer(token) });

describe('GET /api/subscription-manager/workspaces/:id', () => {
  it('returns the workspace with customisation defaults and active services', async () => {
    const customer = await createCustomer(ctx.database.db, { services: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'] });
    const workspace = await createWorkspace(ctx.database.db, customer);
    const token = await tokenOf(ctx.app, await createPerson(ctx.database.db, workspace));
    const response = await read(workspace.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: workspace.name,
      customerName: customer.name,
      status: 'active',
      services: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'],
      customisation: {
        workspaceLogoHeight: 25,
        primaryColour: '#0074D9',
        textColour: '#111111',
        backgroundColour: '#FFFFFF',
        helpdeskEmail: 'help@example.test',
      },
    });
  });

  it("answers 404 for another customer's workspace (tenant isolation)", async () => {
    const { workspace } = await createTenant(ctx.database.db);
    const other = await createTenant(ctx.database.db);
    const otherToken = await tokenOf(ctx.app, await createPerson(ctx.database.db, other.workspace));
    expect((await read(workspace.id, otherToken)).statusCode).toBe(404);
  });

  it('lets a site admin read any workspace of their own customer, and nothing else', async () => {
    const { customer } = await createTenant(ctx.database.db);
    const events = await createWorkspace(ctx.database.db, customer);
    const other = await createTenant(ctx.database.db);
    const owner = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, owner, customer, ['owner', 'master_administrator']);
    const platform = await platformToken(ctx.app, owner.email);
    expect((await read(events.id, platform)).statusCode).toBe(200);
    expect((await read(other.workspace.id, platform)).statusCode).toBe(404);
  });
});
