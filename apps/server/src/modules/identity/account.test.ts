import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFieldValues } from '../../db/schema/index.js';
import {
  createCustomField,
  createPerson,
  createTenant,
  createUser,
  grantCustomerRoles,
  tokenOf,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, decodeJwt, platformToken, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let workspace: Workspace;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ workspace } = await createTenant(ctx.database.db));
});
afterAll(() => ctx.close());

/** A fresh learner of the test's workspace, or of another customer's. */
const newPerson = async (where?: Workspace) =>
  createPerson(ctx.database.db, where ?? (await createTenant(ctx.database.db)).workspace);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('account name', () => {
  it('renames oneself; the next token carries the new name', async () => {
    const { email } = await newPerson(workspace);
    const session = await signIn(ctx.app, email);
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
    const again = await signIn(ctx.app, email);
    expect(decodeJwt(again.idToken)).toMatchObject({ name: 'Amelia', family_name: 'Roberts-Hale' });
  });

  it("cannot rename someone outside one's reach", async () => {
    const learner = await signIn(ctx.app, (await newPerson(workspace)).email);
    const other = await signIn(ctx.app, (await newPerson()).email);
    const response = await post(
      '/api/sso/v2/cognito/update-name-attributes',
      { userId: other.userId, name: 'X', familyName: 'Y' },
      bearer(learner.idToken),
    );
    expect(response.statusCode).toBe(404);
    const otherAdmin = await createUser(ctx.database.db);
    await grantCustomerRoles(ctx.database.db, otherAdmin, (await createTenant(ctx.database.db)).customer, [
      'master_administrator',
    ]);
    const southAdmin = await platformToken(ctx.app, otherAdmin.email);
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
    const { email } = await newPerson(workspace);
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
    const person = await newPerson(workspace);
    const { email } = person;
    await tokenOf(ctx.app, person);
    const session = await signIn(ctx.app, email);
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/sso/v2/user-activity-log?pageSize=10',
      headers: bearer(session.idToken),
    });
    const entered = (log.json().data as { action: string; workspaceName: string | null }[]).find(
      (row) => row.action === 'POST /api/sso/v2/validate/workspace/:id',
    );
    expect(entered?.workspaceName).toBe(workspace.name);
  });
});

describe('required profile fields gate', () => {
  it('says whether the caller filled every required field of their own workspace only', async () => {
    // A workspace of its own: the required field added here must not reach other tests' people.
    const { workspace: own } = await createTenant(ctx.database.db);
    const token = await tokenOf(ctx.app, await newPerson(own));
    const { workspaceId, customerId, userId } = decodeJwt<{ workspaceId: string; customerId: string; userId: string }>(
      token,
    );
    const ask = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/sso/v2/all-custom-fields-filled-in/${id}`, headers: bearer(token) });
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: true });

    const field = await createCustomField(ctx.database.db, own, { name: 'Employee number', required: true });
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: false });
    await ctx.database.db
      .insert(customFieldValues)
      .values({ customerId, workspaceId, fieldId: field.id, userId, value: 'E-1001' });
    expect((await ask(workspaceId)).json()).toEqual({ allFilledIn: true });

    expect((await ask(workspace.id)).statusCode).toBe(404);
  });
});
