import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, userProfiles, users } from '../../db/schema/index.js';
import {
  createGroup,
  createPerson,
  createTenant,
  createUnit,
  createUser,
  grantCustomerRoles,
  tokenOf,
  unique,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, platformToken, signIn, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let workspace: Workspace;
let workspaceId: string;
let ownerToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ workspace } = await createTenant(ctx.database.db));
  workspaceId = workspace.id;
  ownerToken = await siteAdminOf(workspace);
});
afterAll(() => ctx.close());

/** The platform token of a new site admin (owner) of the workspace's customer. */
async function siteAdminOf(of: Workspace): Promise<string> {
  const owner = await createUser(ctx.database.db);
  await grantCustomerRoles(ctx.database.db, owner, { id: of.customerId }, ['owner', 'master_administrator']);
  return platformToken(ctx.app, owner.email);
}

const newAddress = (name: string) => `${unique(name)}@example.com`;

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
    const email = newAddress('nina.new');
    // Addresses are kept lower-cased and trimmed, whatever the inviter typed.
    const created = await invite(` ${email.toUpperCase()} `);
    expect(created.statusCode).toBe(201);
    const { id, secret } = await invitationLink(email);
    expect(id).toBe(created.json().id);

    const details = await ctx.app.inject({ method: 'GET', url: `/api/sso/v2/invitations/${id}?secret=${secret}` });
    expect(details.json()).toMatchObject({
      status: 'sent',
      hasAccount: false,
      user: { emailAddress: email, firstName: 'Nina' },
      workspace: { id: workspaceId, name: workspace.name },
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
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', lastName: 'Newman', marketingAgree: true });

    const again = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'Welcome!234',
    });
    expect(again.json()).toMatchObject({ message: "You can't sign up because invitation is not valid..." });

    const session = await signIn(ctx.app, email, 'Welcome!234');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/user-workspaces/${session.userId}`,
      headers: bearer(session.idToken),
    });
    expect(list.json().data).toMatchObject([{ id: workspaceId, name: workspace.name }]);
  });

  it('someone with an account accepts; a second answer is refused; rejecting archives the profile', async () => {
    // Someone with an account (and a profile) in another customer's workspace.
    const elsewhere = await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace);
    expect((await invite(elsewhere.email)).statusCode).toBe(201);
    const { id, secret } = await invitationLink(elsewhere.email);
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
      .where(and(eq(userProfiles.userId, elsewhere.user.id), eq(userProfiles.workspaceId, workspaceId)));
    expect(profile?.status).toBe('active');
    // Already a member: a new invitation is refused with the spec text.
    expect((await invite(elsewhere.email)).json()).toMatchObject({
      message: 'User with this email address already exists.',
    });

    const rachel = newAddress('rachel.reject');
    await invite(rachel);
    const second = await invitationLink(rachel);
    expect((await post(`/api/sso/v2/reject-invitation/${second.id}`, { secret: second.secret })).statusCode).toBe(204);
    const [rejected] = await ctx.database.db
      .select({ status: userProfiles.status })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, rachel));
    expect(rejected?.status).toBe('deleted');
  });

  it('keeps invitations inside the inviter’s reach', async () => {
    const southAdmin = await siteAdminOf((await createTenant(ctx.database.db)).workspace);
    expect((await invite(newAddress('x'), southAdmin)).statusCode).toBe(404);
    const learner = await tokenOf(ctx.app, await createPerson(ctx.database.db, workspace));
    expect((await invite(newAddress('y'), learner)).statusCode).toBe(403);
    const userAdmin = await tokenOf(
      ctx.app,
      await createPerson(ctx.database.db, workspace, { roles: ['user_administrator'] }),
    );
    const z = newAddress('z');
    expect((await invite(z, userAdmin)).statusCode).toBe(201);
    const { id } = await invitationLink(z);
    expect((await post(`/api/sso/v2/cancel-invitation/${id}`, {}, bearer(southAdmin))).statusCode).toBe(404);
    expect((await post(`/api/sso/v2/resend-invitation/${id}`, {}, bearer(userAdmin))).statusCode).toBe(204);
    const { secret } = await invitationLink(z);
    expect((await post(`/api/sso/v2/cancel-invitation/${id}`, {}, bearer(userAdmin))).statusCode).toBe(204);
    const signUp = await post('/api/sso/v2/cognito/sign-up', {
      invitationId: id,
      invitationSecret: secret,
      password: 'Welcome!234',
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('needs the secret of the email to read or answer an invitation: the id the inviter knows is not enough', async () => {
    const tutor = newAddress('tutor');
    const created = await invite(tutor);
    const id = created.json().id as string;
    const { secret } = await invitationLink(tutor);
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
      .where(and(eq(users.email, tutor), eq(userProfiles.workspaceId, workspaceId)));
    expect(profile?.status).toBe('invited');

    // A resend gives a new secret: the earlier email's link stops working.
    expect((await post(`/api/sso/v2/resend-invitation/${id}`, {}, bearer(ownerToken))).statusCode).toBe(204);
    expect((await get(`?secret=${secret}`)).statusCode).toBe(404);
    const renewed = await invitationLink(tutor);
    expect((await get(`?secret=${renewed.secret}`)).statusCode).toBe(200);
  });

  it('refuses an organisation unit or groups of another workspace', async () => {
    const south = (await createTenant(ctx.database.db)).workspace;
    const southAdmin = await siteAdminOf(south);
    const northUnit = await createUnit(ctx.database.db, workspace);
    const northGroup = await createGroup(ctx.database.db, workspace);
    const placed = newAddress('placed');
    const body = { workspaceId: south.id, emailAddress: placed, firstName: 'P', lastName: 'Q' };
    const withUnit = await post(
      '/api/sso/v2/invitations',
      { ...body, organisationUnit: northUnit.id },
      bearer(southAdmin),
    );
    expect(withUnit.statusCode).toBe(400);
    expect(withUnit.json().errors.fields).toEqual([
      { path: 'organisationUnit', message: 'Choose an organisation unit of this workspace.' },
    ]);
    // Names of invisible characters are empty, a direction override is refused (decision 0043).
    for (const names of [{ firstName: '\u200B' }, { lastName: '\u200D\uFEFF' }, { firstName: 'P\u202E' }])
      expect((await post('/api/sso/v2/invitations', { ...body, ...names }, bearer(southAdmin))).statusCode).toBe(400);
    const withGroup = await post('/api/sso/v2/invitations', { ...body, groups: [northGroup.id] }, bearer(southAdmin));
    expect(withGroup.statusCode).toBe(400);
    expect(withGroup.json().errors.fields).toEqual([{ path: 'groups', message: 'Choose groups of this workspace.' }]);
    const [nobody] = await ctx.database.db.select().from(users).where(eq(users.email, placed));
    expect(nobody).toBeUndefined();
  });
});
