import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('endpoint access declarations', () => {
  /**
   * Every API route's access rule as one reviewed table (style pattern 12): when this snapshot
   * changes, review it as a permission change.
   */
  it('matches the reviewed snapshot', () => {
    const table = ctx.app.accessDeclarations
      .map(({ method, url, rule }) => `${method.padEnd(6)} ${url.padEnd(52)} ${JSON.stringify(rule)}`)
      .sort();
    expect(table.length).toBeGreaterThanOrEqual(12);
    expect(table).toMatchSnapshot();
  });

  it('answers 401 in the error shape when a token is needed and missing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorised', message: 'You need to sign in to continue.' });
  });

  it('refuses to start when a route declares no access rule', async () => {
    const { default: Fastify } = await import('fastify');
    const { accessPlugin } = await import('./access.js');
    const bare = Fastify();
    await bare.register(accessPlugin);
    expect(() => bare.get('/api/unguarded', async () => 'x')).toThrow(/declares no access rule/);
    await bare.close();
  });
});
