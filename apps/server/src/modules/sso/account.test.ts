import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFieldValues, customFields } from '../../db/schema/index.js';
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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('account name', () => {
  it('renames oneself; the next token carries the new name', async () => {
    const session = await signIn(ctx.app, 'manager@northwind.test');
    const blank = await post(
      '/api/sso/v2/cognito/update-name-attributes',
      { userId: session.userId, name: ' ', familyName: 'Roberts' },
      bearer(session.idToken),
    );
    expect(blank.statusCode).toBe(400);
    const renamed = await post(
      '/api/sso/v2/cognito/update-name-attributes',
      { userId: session.userId, name: 'Amelia', familyName: 'Roberts-Hale' },
      bearer(session.idToken),
    );
    expect(renamed.statusCode).toBe(204);
    const again = await signIn(ctx.app, 'manager@northwind.test');
    expect(decodeJwt(again.idToken)).toMatchObject({ name: 'Amelia', family_name: 'Roberts-Hale' });
  });

  it("cannot rename someone outside one's reach", async () => {
    const learner = await signIn(ctx.app, 'learner@northwind.test');
    const other = await signIn(ctx.app, 'learner@southwind.test');
    const response = await post(
      '/api/sso/v2/cognito/update-name-attributes',
      { userId: other.userId, name: 'X', familyName: 'Y' },
      bearer(learner.idToken),
    );
    expect(response.statusCode).toBe(404);
    const southAdmin = await platformToken(ctx.app, 'admin@southwind.test');
    const byAdmin = await post(
      '/api/sso/v2/cognito/update-name-attributes',
      { userId: learner.userId, name: 'X', familyName: 'Y' },
      bearer(southAdmin),
    );
    expect(byAdmin.statusCode).toBe(404);
  });
});

describe('activity log', () => {
  it("lists the person's own sign-ins, failed ones too, newest first, and nobody else's", async () => {
    const email = 'licences@northwind.test';
    await post('/api/sso/v2/auth/login', { email, password: 'Wrong!pass1' });
    const session = await signIn(ctx.app, email);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/sso/v2/user-activity-log?pageSize=5',
      headers: bearer(session.idToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { action: string; outcome: string }[];
      pagination: { total: number; pageSize: number };
    };
    expect(body.data.slice(0, 2)).toMatchObject([
      { action: 'POST /api/sso/v2/auth/login', outcome: 'success' },
      { action: 'POST /api/sso/v2/auth/login', outcome: 'failure' },
    ]);
    expect(body.pagination).toMatchObject({ pageSize: 5, total: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sso/v2/user-activity-log' })).statusCode).toBe(401);
  });

  it('names the workspace entered in the person’s activity log', async () => {
    const email = 'creator@northwind.test';
    await workspaceToken(ctx.app, email, 'Northwind Learning');
    const session = await signIn(ctx.app, email);
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/sso/v2/user-activity-log?pageSize=10',
      headers: bearer(session.idToken),
    });
    const entered = (log.json().data as { action: string; workspaceName: string | null }[]).find(
      (row) => row.action === 'POST /api/sso/v2/validate/workspace/:id',
    );
    expect(entered?.workspaceName).toBe('Northwind Learning');
  });
});

describe('required profile fields gate', () => {
  it('says whether the caller filled every required field of their own workspace only', async () => {
    const token = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    const { workspaceId, customerId, userId } = decodeJwt<{ workspaceId: string; customerId: string; userId: string }>(
      token,
    );
    const ask = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/sso/v2/all-custom-fields-filled-in/${id}`, headers: bearer(token) });
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: true });

    const [field] = await ctx.database.db
      .insert(customFields)
      .values({ customerId, workspaceId, name: 'Employee number', fieldType: 'text', required: true })
      .returning();
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: false });
    await ctx.database.db
      .insert(customFieldValues)
      .values({ customerId, workspaceId, fieldId: field!.id, userId, value: 'E-1001' });
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: true });

    const other = await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus');
    expect((await ask(decodeJwt<{ workspaceId: string }>(other).workspaceId)).statusCode).toBe(404);
  });
});
