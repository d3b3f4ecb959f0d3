import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/harness.js';
import { createWebTestApp, cspDirectives } from '../test/web-app.js';

/** The booking iframe (03 §2, decision 0033): only its page may be framed by another site. */
describe('framing the booking iframe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createWebTestApp('<!doctype html><head><title>Campus</title></head><div id="root"></div>');
  });
  afterAll(() => ctx.close());

  const frameAncestors = (csp: unknown) => cspDirectives(csp, 'frame-ancestors');

  it('lets any site frame the booking iframe page, keeping the rest of the policy', async () => {
    const response = await ctx.app.inject({
      url: '/catalogue/events/5b0c3b1e-9d7f-4a57-9b0e-0d6b1f1a2c3d/session/8e2f1c4a-1b2c-4d5e-8f90-123456789abc/iframe/booking?x=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual(['frame-ancestors *']);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('keeps every other page, its neighbours included, to the site itself', async () => {
    for (const url of [
      '/my-learning/event/5b0c3b1e-9d7f-4a57-9b0e-0d6b1f1a2c3d/session/8e2f1c4a-1b2c-4d5e-8f90-123456789abc/show/single',
      '/catalogue/events/5b0c3b1e-9d7f-4a57-9b0e-0d6b1f1a2c3d/session/8e2f1c4a-1b2c-4d5e-8f90-123456789abc/iframe/booking/extra',
      '/auth/login',
      '/',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(frameAncestors(response.headers['content-security-policy']), url).toEqual(["frame-ancestors 'self'"]);
    }
    // The API answers are never framed either.
    const api = await ctx.app.inject({ url: '/api/classroom/dashboard/learner-session-states' });
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
