import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { createTenant, createUser, grantCustomerRoles, unique } from '../../test/factories.js';
import { bearer, createTestApp, platformToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let superadmin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object, token = superadmin) =>
  ctx.app.inject({ method, url, payload, headers: bearer(token) });

describe('creating a superadmin', () => {
  it('pre-registers, grants, registers with an emailed code, and the person can choose a password', async () => {
    const address = `${unique('ops')}@campus.test`;
    const pre = await call('POST', '/api/sso/v2/user/pre-register', { emailAddress: address.toUpperCase() });
    expect(pre.statusCode).toBe(200);
    const { id, existing } = pre.json();
    expect(existing).toBe(false);
    // Asking again gives the same person.
    expect((await call('POST', '/api/sso/v2/user/pre-register', { emailAddress: address })).json().id).toBe(id);

    expect((await call('POST', '/api/sso/v2/user-role', { userId: id, role: 'superadmin' })).statusCode).toBe(200);
    const registered = await call('PATCH', '/api/sso/v2/user/register', {
      id,
      firstName: 'Olu',
      lastName: 'Adeyemi',
      emailAddress: address,
    });
    expect(registered.statusCode).toBe(204);
    const [mail] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, address)))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('You have been added to Campus as a superadmin');
    const code = /code (\d{6})/.exec(mail?.text ?? '')?.[1] as string;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/confirm-forgot-password',
      payload: { email: address, code, newPassword: 'Superadmin!2026' },
    });
    expect(reset.statusCode).toBe(204);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users/${id}`, headers: bearer(superadmin) });
    expect(read.json()).toMatchObject({ firstName: 'Olu', roles: ['superadmin'], mfaRequired: true, status: 'active' });

    // Registering someone who has joined already is refused in the spec's words.
    const again = await call('PATCH', '/api/sso/v2/user/register', {
      id,
      firstName: 'Olu',
      lastName: 'Adeyemi',
      emailAddress: address,
    });
    expect(again.json()).toMatchObject({ message: 'User with this email address already exists.' });
  });

  it('tells the screen when the address belongs to someone who has joined', async () => {
    const { email } = await createUser(ctx.database.db);
    const pre = await call('POST', '/api/sso/v2/user/pre-register', { emailAddress: email });
    expect(pre.json()).toMatchObject({ existing: true });
  });

  it('is for superadmins only', async () => {
    const siteAdmin = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, siteAdmin, (await createTenant(ctx.database.db)).customer, ['owner']);
    const owner = await platformToken(ctx.app, siteAdmin.email);
    expect(
      (await call('POST', '/api/sso/v2/user/pre-register', { emailAddress: 'x@campus.test' }, owner)).statusCode,
    ).toBe(403);
  });
});
