import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@campus/contracts';
import { createTestApp, type TestContext } from '../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The API description is generated from the contracts' schemas themselves (app.ts), so it is the
 * one route under /api that is not an endpoint of the spec.
 */
const NOT_ENDPOINTS = new Set(['GET /api/openapi.json']);

/** Decision 0021: every /api route is registered from its contract with `route()`, and vice versa. */
describe('endpoint contracts', () => {
  it('registers every /api route from a contract (none by hand)', () => {
    const byHand = ctx.app.accessDeclarations
      .filter(({ endpoint }) => !endpoint)
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !NOT_ENDPOINTS.has(key));
    expect(byHand).toEqual([]);
  });

  it('registers each route from the contract of its own method and path', () => {
    const mismatched = ctx.app.accessDeclarations
      .filter(({ method, url, endpoint }) => endpoint && (endpoint.method !== method || endpoint.path !== url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(mismatched).toEqual([]);
  });

  it('serves every declared endpoint', () => {
    const served = new Set(ctx.app.accessDeclarations.map(({ method, url }) => `${method} ${url}`));
    const unserved = ALL_ENDPOINTS.map(({ method, path }) => `${method} ${path}`).filter((key) => !served.has(key));
    expect(unserved).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const keys = ALL_ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
