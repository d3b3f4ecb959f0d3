import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Schemas carry message keys for the web's translations (decision 0022); an API answer is English.
describe('validation texts', () => {
  it("answers a schema's message key as its English text, on its field", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/forgot-password',
      payload: { email: 'not-an-email' },
      remoteAddress: '10.0.7.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual([{ path: 'body.email', message: 'Enter a valid email address.' }]);
  });

  it("keeps zod's own message for a rule without a key", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/login',
      payload: { email: 'ada@example.com', password: '' },
      remoteAddress: '10.0.7.2',
    });
    expect(response.statusCode).toBe(400);
    const [field] = response.json().errors.fields;
    expect(field.path).toBe('body.password');
    expect(field.message).not.toMatch(/^validation\./);
  });
});
