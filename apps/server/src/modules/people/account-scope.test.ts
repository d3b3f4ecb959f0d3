import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultCustomisation } from '@campus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUserRoles, customers, userProfiles, users, workspaces } from '../../db/schema/index.js';
import { passwordHashOf } from '../../test/factories.js';
import { bearer, createTestApp, platformToken, workspaceToken, type TestContext } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';

/**
 * Record scope of the account-level calls (security issue, item 1): an administrator acts on a
 * person's account only where the person holds an active profile (or a customer role). Each
 * test builds its own customers, workspaces and people.
 */
let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await passwordHashOf(TEST_PASSWORD);
});
afterAll(() => ctx.close());

const PROFILE_STATUSES = ['invited', 'active', 'expired', 'deleted'] as const;
type ProfileStatus = (typeof PROFILE_STATUSES)[number];

const unique = () => crypto.randomBytes(4).toString('hex');

async function addCustomer(name: string) {
  const db = ctx.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ name: `${name} ${unique()}` })
    .returning();
  const workspaceName = `${name} workspace ${unique()}`;
  const [workspace] = await db
    .insert(workspaces)
    .values({
      customerId: customer!.id,
      name: workspaceName,
      domain: `ws-${unique()}`,
      customisation: { ...defaultCustomisation(), displayName: workspaceName },
    })
    .returning();
  return { customerId: customer!.id, workspaceId: workspace!.id, workspaceName: workspace!.name };
}

async function addPerson(label: string) {
  const [person] = await ctx.database.db
    .insert(users)
    .values({ email: `${label}-${unique()}@scope.test`, firstName: label, lastName: 'Person', passwordHash })
    .returning();
  return person!;
}

async function addProfile(
  userId: string,
  place: { customerId: string; workspaceId: string },
  status: ProfileStatus,
  roles = ['learner'],
) {
  await ctx.database.db.insert(userProfiles).values({ userId, ...place, status, roles });
}

/** A site admin (platform token) and a user administrator (workspace token) of a new customer. */
async function administratorsOf(place: Awaited<ReturnType<typeof addCustomer>>) {
  const siteAdmin = await addPerson('siteadmin');
  await ctx.database.db
    .insert(customerUserRoles)
    .values({ customerId: place.customerId, userId: siteAdmin.id, role: 'master_administrator' });
  const userAdmin = await addPerson('useradmin');
  await addProfile(userAdmin.id, place, 'active', ['user_administrator']);
  return {
    siteAdmin: await platformToken(ctx.app, siteAdmin.email),
    userAdmin: await workspaceToken(ctx.app, userAdmin.email, place.workspaceName),
  };
}

/** Every account-level call, as the given administrator, on the person. */
const accountCalls = (token: string, userId: string) => ({
  readBack: () => ctx.app.inject({ method: 'GET', url: `/api/sso/v2/users/${userId}`, headers: bearer(token) }),
  getUser: () =>
    ctx.app.inject({ method: 'GET', url: `/api/sso/v2/cognito/get-user/${userId}`, headers: bearer(token) }),
  rename: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/cognito/update-name-attributes',
      headers: bearer(token),
      payload: { userId, name: 'Taken', familyName: 'Over' },
    }),
  resetPassword: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/cognito/reset-user-password',
      headers: bearer(token),
      payload: { userId },
    }),
  twoFactorOff: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/cognito/set-user-mfa-enabled',
      headers: bearer(token),
      payload: { userId, enabled: false },
    }),
  twoFactorRequired: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/cognito/set-user-mfa-required',
      headers: bearer(token),
      payload: { userId, enabled: true },
    }),
  impersonate: () =>
    ctx.app.inject({ method: 'POST', url: `/api/sso/v2/impersonate/${userId}`, headers: bearer(token) }),
});

async function accountOf(userId: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Calls everything as the administrator; every call must be refused and the account unchanged. */
async function expectEveryCallRefused(token: string, userId: string, label: string) {
  const before = await accountOf(userId);
  for (const [name, call] of Object.entries(accountCalls(token, userId))) {
    const response = await call();
    expect([403, 404], `${label}: ${name} answered ${response.statusCode} ${response.body}`).toContain(
      response.statusCode,
    );
  }
  const after = await accountOf(userId);
  expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
}

describe('account-level calls need an active tie to the administrator’s customer', () => {
  it.each(PROFILE_STATUSES)(
    'another customer’s administrators are refused when the person’s only profile is %s elsewhere',
    async (status) => {
      const home = await addCustomer('Home');
      const other = await addCustomer('Other');
      const otherAdmins = await administratorsOf(other);
      const person = await addPerson(`home-${status}`);
      await addProfile(person.id, home, status);
      await expectEveryCallRefused(otherAdmins.siteAdmin, person.id, `site admin, ${status} elsewhere`);
      await expectEveryCallRefused(otherAdmins.userAdmin, person.id, `user admin, ${status} elsewhere`);
    },
  );

  it.each(['invited', 'expired', 'deleted'] as const)(
    'a %s profile in the administrator’s own workspace gives no power over an account active elsewhere',
    async (status) => {
      const home = await addCustomer('Home');
      const other = await addCustomer('Other');
      const otherAdmins = await administratorsOf(other);
      const person = await addPerson(`tied-${status}`);
      await addProfile(person.id, home, 'active');
      await addProfile(person.id, other, status);
      await expectEveryCallRefused(otherAdmins.siteAdmin, person.id, `site admin, ${status} here`);
      await expectEveryCallRefused(otherAdmins.userAdmin, person.id, `user admin, ${status} here`);
    },
  );

  it('an invitation through the API gives the inviter no power until the person accepts', async () => {
    const home = await addCustomer('Home');
    const other = await addCustomer('Other');
    const otherAdmins = await administratorsOf(other);
    const person = await addPerson('invitee');
    await addProfile(person.id, home, 'active');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/v2/invitations',
      headers: bearer(otherAdmins.siteAdmin),
      payload: { workspaceId: other.workspaceId, emailAddress: person.email, firstName: 'X', lastName: 'Y' },
    });
    expect(invited.statusCode).toBe(201);
    await expectEveryCallRefused(otherAdmins.siteAdmin, person.id, 'inviting site admin');
    await expectEveryCallRefused(otherAdmins.userAdmin, person.id, 'user admin of the inviting workspace');
    // Nor does the user list show them: the person is not the inviter's until they accept.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/users?search=${encodeURIComponent(person.email)}`,
      headers: bearer(otherAdmins.siteAdmin),
    });
    expect(list.json().data).toEqual([]);
  });

  it('administrators of a customer where the person is active may act (each call once)', async () => {
    const home = await addCustomer('Home');
    const admins = await administratorsOf(home);
    const person = await addPerson('member');
    await addProfile(person.id, home, 'active');
    const calls = accountCalls(admins.userAdmin, person.id);
    expect((await calls.readBack()).statusCode).toBe(200);
    expect((await calls.getUser()).statusCode).toBe(200);
    expect((await calls.rename()).statusCode).toBe(204);
    expect((await calls.twoFactorRequired()).statusCode).toBe(204);
    expect((await calls.impersonate()).statusCode).toBe(200);
    const siteAdminCalls = accountCalls(admins.siteAdmin, person.id);
    expect((await siteAdminCalls.resetPassword()).statusCode).toBe(204);
    expect(await accountOf(person.id)).toMatchObject({
      firstName: 'Taken',
      lastName: 'Over',
      mfaRequired: true,
      passwordResetRequired: true,
    });
  });

  it('a superadmin’s account is administered by superadmins only, even where they hold an active profile', async () => {
    const home = await addCustomer('Home');
    const admins = await administratorsOf(home);
    const superadmin = await addPerson('platform');
    await ctx.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, superadmin.id));
    await addProfile(superadmin.id, home, 'active');
    await expectEveryCallRefused(admins.siteAdmin, superadmin.id, 'site admin on a superadmin');
  });
});
