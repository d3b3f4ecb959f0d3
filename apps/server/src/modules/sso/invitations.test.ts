import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, organisationUnits, userProfiles, users, workspaceGroups } from '../../db/schema/index.js';
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
let workspaceId: string;
let ownerToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  workspaceId = decodeJwt<{ workspaceId: string }>(
    await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning'),
  ).workspaceId;
  ownerToken = await platformToken(ctx.app, 'owner@northwind.test');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function invite(email: string, token = ownerToken) {
  return post(
    '/api/sso/v2/invitations',
    { workspaceId, emailAddress: email, firstName: 'Nina', lastName: 'New' },
    bearer(token),
  );
}

/** The invitation id and secret from the newest invitation email to the address. */
async function invitationLink(email: string): Promise<{ id: string; secret: string }> {
  const [mail] = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const [, id, secret] = /invitation=([0-9a-f-]{36})&secret=([\w-]+)/.exec(mail?.text ?? '') ?? [];
  if (!id || !secret) throw new Error(`No invitation email to ${email}`);
  return { id, secret };
}

describe('invitations and sign-up', () => {
  it('a site admin invites a new person, who signs up, joins the workspace and signs in', async () => {
    const created = await invite('Nina.New@Example.com');
    expect(created.statusCode).toBe(201);
    const { id, secret } = await invitationLink('nina.new@example.com');
    expect(id).toBe(created.json().id);

    const details = await ctx.app.inject({ method: 'GET', url: `/api/sso/v2/invitations/${id}?secret=${secret}` });
    expect(details.json()).toMatchObject({
      status: 'sent',
      hasAccount: false,
      user: { emailAddress: 'nina.new@example.com', firstName: 'Nina' },
      workspace: { id: workspaceId, name: 'Northwind Learning' },
    });
    // Accepting without an account is not possible: the person signs up instead.
    expect((await post(`/api/sso/v2/accept-invitation/${id}`, { secret })).json()).toMatchObject({
      code: 'sign_up_required',
    });

    const weak = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'weak',
    });
    expect(weak.json()).toMatchObject({
      message: 'Password failed to satisfy constraint. Please use stronger password.',
    });
    const signedUp = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'Welcome!234',
      firstName: 'Nina',
      lastName: 'Newman',
      marketingAgree: true,
    });
    expect(signedUp.statusCode).toBe(204);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'nina.new@example.com'));
    expect(user).toMatchObject({ status: 'active', lastName: 'Newman', marketingAgree: true });

    const again = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'Welcome!234',
    });
    expect(again.json()).toMatchObject({ message: "You can't sign up because invitation is not valid..." });

    const session = await signIn(ctx.app, 'nina.new@example.com', 'Welcome!234');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/user-workspaces/${session.userId}`,
      headers: bearer(session.idToken),
    });
    expect(list.json().data).toMatchObject([{ id: workspaceId, name: 'Northwind Learning' }]);
  });

  it('someone with an account accepts; a second answer is refused; rejecting archives the profile', async () => {
    const southLearnerId = (
      await ctx.database.db.select().from(users).where(eq(users.email, 'learner@southwind.test'))
    )[0]!.id;
    expect((await invite('learner@southwind.test')).statusCode).toBe(201);
    const { id, secret } = await invitationLink('learner@southwind.test');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/sso/v2/invitations/${id}?secret=${secret}` })).json(),
    ).toMatchObject({ hasAccount: true });
    expect((await post(`/api/sso/v2/accept-invitation/${id}`, { secret })).statusCode).toBe(204);
    expect((await post(`/api/sso/v2/reject-invitation/${id}`, { secret })).json()).toMatchObject({
      code: 'invitation_not_valid',
    });
    const [profile] = await ctx.database.db
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, southLearnerId), eq(userProfiles.workspaceId, workspaceId)));
    expect(profile?.status).toBe('active');
    // Already a member: a new invitation is refused with the spec text.
    expect((await invite('learner@southwind.test')).json()).toMatchObject({
      message: 'User with this email address already exists.',
    });

    await invite('rachel.reject@example.com');
    const second = await invitationLink('rachel.reject@example.com');
    expect((await post(`/api/sso/v2/reject-invitation/${second.id}`, { secret: second.secret })).statusCode).toBe(204);
    const [rejected] = await ctx.database.db
      .select({ status: userProfiles.status })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, 'rachel.reject@example.com'));
    expect(rejected?.status).toBe('deleted');
  });

  it('keeps invitations inside the inviter’s reach', async () => {
    const southAdmin = await platformToken(ctx.app, 'admin@southwind.test');
    expect((await invite('x@example.com', southAdmin)).statusCode).toBe(404);
    const learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    expect((await invite('y@example.com', learner)).statusCode).toBe(403);
    const userAdmin = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    expect((await invite('z@example.com', userAdmin)).statusCode).toBe(201);
    const { id } = await invitationLink('z@example.com');
    expect((await post(`/api/sso/v2/cancel-invitation/${id}`, {}, bearer(southAdmin))).statusCode).toBe(404);
    expect((await post(`/api/sso/v2/resend-invitation/${id}`, {}, bearer(userAdmin))).statusCode).toBe(204);
    const { secret } = await invitationLink('z@example.com');
    expect((await post(`/api/sso/v2/cancel-invitation/${id}`, {}, bearer(userAdmin))).statusCode).toBe(204);
    const signUp = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'Welcome!234',
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('needs the secret of the email to read or answer an invitation: the id the inviter knows is not enough', async () => {
    const created = await invite('tutor@southwind.test');
    const id = created.json().id as string;
    const { secret } = await invitationLink('tutor@southwind.test');
    const wrong = 'x'.repeat(43);
    const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/sso/v2/invitations/${id}${query}` });
    expect((await get('')).statusCode).toBe(400);
    expect((await get(`?secret=${wrong}`)).statusCode).toBe(404);
    expect((await post(`/api/sso/v2/accept-invitation/${id}`, {})).statusCode).toBe(400);
    expect((await post(`/api/sso/v2/accept-invitation/${id}`, { secret: wrong })).json()).toMatchObject({
      code: 'invitation_not_valid',
    });
    expect((await post(`/api/sso/v2/reject-invitation/${id}`, { secret: wrong })).statusCode).toBe(409);
    const [profile] = await ctx.database.db
      .select({ status: userProfiles.status })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(and(eq(users.email, 'tutor@southwind.test'), eq(userProfiles.workspaceId, workspaceId)));
    expect(profile?.status).toBe('invited');

    // A resend gives a new secret: the earlier email's link stops working.
    expect((await post(`/api/sso/v2/resend-invitation/${id}`, {}, bearer(ownerToken))).statusCode).toBe(204);
    expect((await get(`?secret=${secret}`)).statusCode).toBe(404);
    const renewed = await invitationLink('tutor@southwind.test');
    expect((await get(`?secret=${renewed.secret}`)).statusCode).toBe(200);
  });

  it('refuses an organisation unit or groups of another workspace', async () => {
    const southAdmin = await platformToken(ctx.app, 'admin@southwind.test');
    const southWorkspace = decodeJwt<{ workspaceId: string }>(
      await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus'),
    ).workspaceId;
    const [northUnit] = await ctx.database.db
      .select({ id: organisationUnits.id })
      .from(organisationUnits)
      .where(eq(organisationUnits.workspaceId, workspaceId))
      .limit(1);
    const [northGroup] = await ctx.database.db
      .select({ id: workspaceGroups.id })
      .from(workspaceGroups)
      .where(eq(workspaceGroups.workspaceId, workspaceId))
      .limit(1);
    const body = { workspaceId: southWorkspace, emailAddress: 'placed@example.com', firstName: 'P', lastName: 'Q' };
    const withUnit = await post(
      '/api/sso/v2/invitations',
      { ...body, organisationUnit: northUnit!.id },
      bearer(southAdmin),
    );
    expect(withUnit.statusCode).toBe(400);
    expect(withUnit.json().errors.fields).toEqual([
      { path: 'organisationUnit', message: 'Choose an organisation unit of this workspace.' },
    ]);
    const withGroup = await post('/api/sso/v2/invitations', { ...body, groups: [northGroup!.id] }, bearer(southAdmin));
    expect(withGroup.statusCode).toBe(400);
    expect(withGroup.json().errors.fields).toEqual([{ path: 'groups', message: 'Choose groups of this workspace.' }]);
    const [nobody] = await ctx.database.db.select().from(users).where(eq(users.email, 'placed@example.com'));
    expect(nobody).toBeUndefined();
  });
});
