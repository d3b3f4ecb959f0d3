import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createPerson, createTenant, createUser, tokenOf, type Workspace } from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, platformToken, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let workspace: Workspace;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ workspace } = await createTenant(ctx.database.db));
});
afterAll(() => ctx.close());

const userAdmin = () =>
  createPerson(ctx.database.db, workspace, { firstName: 'Umar', lastName: 'Khan', roles: ['user_administrator'] });
const learnerOf = (where = workspace) => createPerson(ctx.database.db, where);

const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

interface Claims {
  userId: string;
  workspaceId: string;
  originUser: { id: string; firstName: string; lastName: string } | null;
}

describe('impersonation', () => {
  it('a user administrator acts as a learner, renewal keeps it, and Back to admin ends it', async () => {
    const admin = await userAdmin();
    const adminSession = await signIn(ctx.app, admin.email);
    const workspaceId = workspace.id;
    const enter = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/v2/validate/workspace/${workspaceId}`,
      headers: bearer(adminSession.idToken),
      payload: { token: adminSession.idToken },
    });
    const adminToken = (enter.json() as { token: string }).token;
    const learnerId = (await learnerOf()).user.id;

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
    const adminToken = await tokenOf(ctx.app, await userAdmin());
    const { workspaceId, userId } = decodeJwt<Claims>(adminToken);
    const start = (id: string, token = adminToken) =>
      post(`/api/sso/v2/impersonate/${id}?originWorkspaceId=${workspaceId}`, token);
    const elsewhere = await learnerOf((await createTenant(ctx.database.db)).workspace);
    expect((await start(elsewhere.user.id)).statusCode).toBe(404);
    expect((await start((await createUser(ctx.database.db, { superadmin: true })).id)).statusCode).toBe(404);
    expect((await start(userId)).statusCode).toBe(404);
    const learner = await tokenOf(ctx.app, await learnerOf());
    expect((await start((await learnerOf()).user.id, learner)).statusCode).toBe(403);
  });

  it('Back to admin returns a superadmin who began on the platform token to it, not to the workspace used', async () => {
    const superadmin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
    const manager = await createPerson(ctx.database.db, workspace, { roles: ['manager'] });
    const mia = manager.user.id;
    const rows = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/sso/v2/users?search=${encodeURIComponent(manager.email)}`,
        headers: bearer(superadmin),
      })
    ).json().data as { impersonationWorkspaceId: string }[];
    expect(rows[0]?.impersonationWorkspaceId).toBe(workspace.id);
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
