import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.js';
import { createPerson, createTenant, createUser, tokenOf, unique } from '../test/factories.js';
import { bearer, createTestApp, decodeJwt, signIn, type TestContext } from '../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const latest = async (action: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.occurredAt))
      .limit(1)
  )[0];

describe('audit trail', () => {
  it('records a failed sign-in as a failure', async () => {
    const person = await createUser(ctx.database.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/login',
      payload: { email: person.email, password: 'Nope!2345' },
    });
    const row = await latest('POST /api/sso/v2/auth/login');
    // Attributed to the account tried, so it shows in that person's activity log.
    expect(row).toMatchObject({ outcome: 'failure', statusCode: 401, entity: 'sso.session', userId: person.id });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/auth/login',
      payload: { email: `${unique('nobody')}@example.test`, password: 'Nope!2345' },
    });
    expect(await latest('POST /api/sso/v2/auth/login')).toMatchObject({ outcome: 'failure', userId: null });
  });

  it('records who did what in which workspace, with the created entity id', async () => {
    const { workspace } = await createTenant(ctx.database.db);
    const token = await tokenOf(
      ctx.app,
      await createPerson(ctx.database.db, workspace, { roles: ['event_coordinator'] }),
    );
    const claims = decodeJwt<{ userId: string; workspaceId: string; customerId: string }>(token);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: { ...bearer(token), 'x-correlation-id': 'audit-check-1' },
      payload: { mimeType: 'image/png', name: 'a.png', size: 10 },
    });
    const row = await latest('POST /api/file-storage/files/generatePresignedPost');
    expect(row).toMatchObject({
      outcome: 'success',
      statusCode: 200,
      userId: claims.userId,
      workspaceId: claims.workspaceId,
      customerId: claims.customerId,
      entity: 'file',
      correlationId: 'audit-check-1',
      impersonatorId: null,
    });
    expect(row?.entityId).toBe(response.json().fileId);
  });

  it('does not record reads', async () => {
    const before = (await ctx.database.db.select().from(auditLog)).length;
    await ctx.app.inject('/api/health');
    await ctx.app.inject('/api/sso/v3/users/exists?email=a@b.test');
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('records a request whose values the database could not keep as they are', async () => {
    // The edge refuses the NUL, and that refusal is itself a mutating request to record.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/self-registration/resend-code/a%00b',
      headers: { 'x-correlation-id': 'audit-nul-1' },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.correlationId, 'audit-nul-1'));
    expect(row).toMatchObject({ outcome: 'failure', statusCode: 400, entityId: 'a\uFFFDb' });
  });

  it('keeps only the start of an oversized value', async () => {
    const { idToken } = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/cognito/update-name-attributes',
      headers: { ...bearer(idToken), 'x-correlation-id': 'audit-long-1' },
      payload: { userId: 'x'.repeat(50_000), name: 'A', familyName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.correlationId, 'audit-long-1'));
    expect(row?.entityId).toBe('x'.repeat(1000));
  });
});
