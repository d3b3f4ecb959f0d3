import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import {
  bearer,
  createTestApp,
  decodeJwt,
  platformToken,
  signIn,
  workspaceToken,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const userIdOf = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

interface Claims {
  userId: string;
  workspaceId: string;
  originUser: { id: string; firstName: string; lastName: string } | null;
}

describe('impersonation', () => {
  it('a user administrator acts as a learner, renewal keeps it, and Back to admin ends it', async () => {
    const adminSession = await signIn(ctx.app, 'useradmin@northwind.test');
    const { workspaceId } = decodeJwt<Claims>(
      await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning'),
    );
    const enter = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${workspaceId}`,
      headers: bearer(adminSession.idToken),
      payload: { token: adminSession.idToken },
    });
    const adminToken = (enter.json() as { token: string }).token;
    const learnerId = await userIdOf('learner@northwind.test');

    const started = await post(`/api/sso/v2/impersonate/${learnerId}?originWorkspaceId=${workspaceId}`, adminToken);
    expect(started.statusCode).toBe(200);
    const asLearner = (started.json() as { token: string }).token;
    expect(decodeJwt<Claims>(asLearner)).toMatchObject({
      userId: learnerId,
      workspaceId,
      originUser: { id: adminSession.userId, firstName: 'Umar', lastName: 'Khan' },
    });

    // What the learner's token does is recorded under both names.
    await post('/api/sso/v2/cognito/update-name-attributes', asLearner, {
      userId: learnerId,
      name: 'Liam',
      familyName: 'Hughes',
    });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.userId, learnerId), eq(auditLog.action, 'POST /api/sso/v2/cognito/update-name-attributes')),
      )
      .orderBy(desc(auditLog.occurredAt))
      .limit(1);
    expect(row?.impersonatorId).toBe(adminSession.userId);

    // Renewing with the admin's identity keeps acting as the learner; other workspaces are closed.
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${workspaceId}`,
      headers: bearer(adminSession.idToken),
      payload: { token: adminSession.idToken },
    });
    expect(decodeJwt<Claims>((renewed.json() as { token: string }).token)).toMatchObject({ userId: learnerId });
    const exchange = await post('/api/sso/v2/exchange/token', adminSession.idToken);
    expect(exchange.statusCode).toBe(403);

    const ended = await post('/api/sso/v2/unimpersonate', asLearner);
    expect(ended.statusCode).toBe(200);
    expect(decodeJwt<Claims>((ended.json() as { token: string }).token)).toMatchObject({
      userId: adminSession.userId,
      originUser: null,
      workspaceId,
    });
    expect((await post('/api/sso/v2/unimpersonate', asLearner)).statusCode).toBe(403);
  });

  it('refuses people out of reach, superadmins, oneself and learners', async () => {
    const adminToken = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    const { workspaceId, userId } = decodeJwt<Claims>(adminToken);
    const start = (id: string, token = adminToken) =>
      post(`/api/sso/v2/impersonate/${id}?originWorkspaceId=${workspaceId}`, token);
    expect((await start(await userIdOf('learner@southwind.test'))).statusCode).toBe(404);
    expect((await start(await userIdOf('superadmin@campus.test'))).statusCode).toBe(404);
    expect((await start(userId)).statusCode).toBe(404);
    const learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    expect((await start(await userIdOf('manager@northwind.test'), learner)).statusCode).toBe(403);
  });

  it('Back to admin returns a superadmin who began on the platform token to it, not to the workspace used', async () => {
    const superadmin = await platformToken(ctx.app, 'superadmin@campus.test');
    const mia = await userIdOf('manager@northwind.test');
    const rows = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/sso/v2/users?search=manager%40northwind.test',
        headers: bearer(superadmin),
      })
    ).json().data as { impersonationWorkspaceId: string }[];
    const from = rows[0]!.impersonationWorkspaceId;
    const started = await post(`/api/sso/v2/impersonate/${mia}?originWorkspaceId=${from}`, superadmin);
    expect(started.statusCode).toBe(200);
    const ended = await post('/api/sso/v2/unimpersonate', started.json().token);
    expect(ended.statusCode).toBe(200);
    expect(decodeJwt(ended.json().token)).toMatchObject({
      workspaceId: null,
      workspace: null,
      roles: ['superadmin'],
      origin: 'customer',
      originUser: null,
    });
  });
});
