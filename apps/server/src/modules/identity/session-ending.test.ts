import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTenant, tokenOf, type Workspace } from '../../test/factories.js';
import { bearer, createTestApp, endRefreshGrace, signIn, type TestContext } from '../../test/harness.js';

/** Decision 0017: a forced password reset and a replayed refresh token end sessions for real. */
let ctx: TestContext;
let workspace: Workspace;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ workspace } = await createTenant(ctx.database.db));
});
afterAll(() => ctx.close());

/** A fresh learner's address: ending sessions touches only the test's own person. */
const newLearner = async () => (await createPerson(ctx.database.db, workspace)).email;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const refresh = (refreshToken: string) => post('/api/sso/v2/auth/refresh', { refreshToken });

/** An identity-token call and a workspace-token call: both work only while the session lives. */
const identityCall = (userId: string, idToken: string) =>
  ctx.app.inject({ url: `/api/sso/v2/user-workspaces/${userId}`, headers: bearer(idToken) });
const workspaceCall = (token: string) =>
  ctx.app.inject({
    url: `/api/subscription-manager/workspaces/${JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).workspaceId}`,
    headers: bearer(token),
  });

async function selectFirstWorkspace(session: { userId: string; idToken: string }): Promise<string> {
  const workspaceId = (await identityCall(session.userId, session.idToken)).json().data[0].id as string;
  const response = await post(
    `/api/sso/v2/validate/workspace/${workspaceId}`,
    { token: session.idToken },
    bearer(session.idToken),
  );
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('an administrator forcing a password reset', () => {
  it("ends the person's existing sessions", async () => {
    const person = await signIn(ctx.app, await newLearner());
    const personWorkspace = await selectFirstWorkspace(person);
    expect((await workspaceCall(personWorkspace)).statusCode).toBe(200);

    const admin = await tokenOf(
      ctx.app,
      await createPerson(ctx.database.db, workspace, { roles: ['user_administrator'] }),
    );
    const reset = await post('/api/sso/v2/cognito/reset-user-password', { userId: person.userId }, bearer(admin));
    expect(reset.statusCode).toBe(204);

    expect((await identityCall(person.userId, person.idToken)).statusCode).toBe(401);
    expect((await workspaceCall(personWorkspace)).statusCode).toBe(401);
    expect((await refresh(person.refreshToken)).statusCode).toBe(401);
  });
});

describe('a rotated refresh token used again', () => {
  it('is refused and ends the session: its new refresh token and its access tokens stop working', async () => {
    const email = await newLearner();
    const session = await signIn(ctx.app, email);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const { idToken, refreshToken } = rotated.json() as { idToken: string; refreshToken: string };
    const workspace = await selectFirstWorkspace({ userId: session.userId, idToken });
    expect((await identityCall(session.userId, idToken)).statusCode).toBe(200);
    expect((await workspaceCall(workspace)).statusCode).toBe(200);

    // Someone replays the old token (a stolen copy) after the grace window for simultaneous
    // refreshes (decision 0044): refused, and the session is over.
    await endRefreshGrace(ctx.database.db);
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await identityCall(session.userId, idToken)).statusCode).toBe(401);
    expect((await identityCall(session.userId, session.idToken)).statusCode).toBe(401);
    expect((await post(`/api/sso/v2/exchange/token`, {}, bearer(idToken))).statusCode).toBe(401);
    expect((await workspaceCall(workspace)).statusCode).toBe(401);

    // Other sessions of the same person are not touched.
    const other = await signIn(ctx.app, email);
    expect((await identityCall(other.userId, other.idToken)).statusCode).toBe(200);
  });

  it('an unknown refresh token is simply refused', async () => {
    const session = await signIn(ctx.app, await newLearner());
    expect((await refresh('not-a-token-we-ever-issued-0123456789')).statusCode).toBe(401);
    expect((await identityCall(session.userId, session.idToken)).statusCode).toBe(200);
  });
});
