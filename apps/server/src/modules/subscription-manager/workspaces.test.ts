import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeJwt, signIn, workspaceToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/subscription-manager/workspaces/:id', () => {
  it('returns the workspace with customisation defaults and active services', async () => {
    const token = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    const { workspaceId } = decodeJwt<{ workspaceId: string }>(token);
    const response = await ctx.app.inject({
      url: `/api/subscription-manager/workspaces/${workspaceId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Northwind Learning',
      customerName: 'Northwind Training',
      status: 'active',
      services: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'],
      customisation: {
        workspaceLogoHeight: 25,
        primaryColour: '#0074D9',
        textColour: '#111111',
        backgroundColour: '#FFFFFF',
        helpdeskEmail: 'help@northwind.test',
      },
    });
  });

  it("answers 404 for another customer's workspace (tenant isolation)", async () => {
    const north = decodeJwt<{ workspaceId: string }>(
      await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning'),
    );
    const southToken = await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus');
    const response = await ctx.app.inject({
      url: `/api/subscription-manager/workspaces/${north.workspaceId}`,
      headers: bearer(southToken),
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets a site admin read any workspace of their own customer, and nothing else', async () => {
    const owner = await signIn(ctx.app, 'owner@northwind.test');
    const platform = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sso/v2/exchange/token',
        headers: bearer(owner.idToken),
        payload: {},
      })
    ).json().token;
    const north = decodeJwt<{ workspaceId: string }>(
      await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Events'),
    );
    const south = decodeJwt<{ workspaceId: string }>(
      await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus'),
    );
    expect(
      (
        await ctx.app.inject({
          url: `/api/subscription-manager/workspaces/${north.workspaceId}`,
          headers: bearer(platform),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: `/api/subscription-manager/workspaces/${south.workspaceId}`,
          headers: bearer(platform),
        })
      ).statusCode,
    ).toBe(404);
  });
});
