import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('system endpoints', () => {
  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', pendingMigrations: 0 });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await ctx.app.inject('/api/classroom/nothing-here');
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 404, code: 'entity_not_found_error' });
    expect(body.errors.message).toBe(body.message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('echoes a supplied correlation id and makes one otherwise', async () => {
    const echoed = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-correlation-id': 'abc-123', 'x-service-name': 'UI' },
    });
    expect(echoed.headers['x-correlation-id']).toBe('abc-123');
    const made = await ctx.app.inject('/api/health');
    expect(made.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await ctx.app.inject({ url: '/api/health', headers: { 'x-correlation-id': '<script>' } });
    expect(unsafe.headers['x-correlation-id']).not.toBe('<script>');
  });

  it('sends security headers with a real content security policy', async () => {
    const response = await ctx.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('serves a valid OpenAPI 3.1 document and the browsable docs', async () => {
    const response = await ctx.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/sso/v2/exchange/token',
        '/api/sso/v2/validate/workspace/{id}',
        '/api/file-storage/files/generatePresignedPost',
      ]),
    );
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    const docs = await ctx.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('says the web app is not built when there is no build (API-only process)', async () => {
    const response = await ctx.app.inject('/some/screen');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not built');
  });
});
