import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customFieldValues,
  mailMessages,
  userProfiles,
  users,
  workspaceGroupMembers,
} from '../../../db/schema/index.js';
import {
  createCustomField,
  createGroup,
  createPerson,
  createTenant,
  createUnit,
  createUser,
  grantCustomerRoles,
  tokenOf,
  type Workspace,
} from '../../../test/factories.js';
import { bearer, createTestApp, platformToken, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let ownerToken: string;
let learning: Workspace;
let units: Record<string, string>;
let groups: Record<string, string>;
let fields: Record<string, string>;

/** A workspace with two units, two groups and two optional profile fields, run by its customer's owner. */
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  ({ workspace: learning } = await createTenant(db));
  ownerToken = await siteAdminOf(learning.customerId);
  const sales = await createUnit(db, learning, { name: 'Sales' });
  const operations = await createUnit(db, learning, { name: 'Operations' });
  units = { Sales: sales.id, Operations: operations.id };
  const newStarters = await createGroup(db, learning, { name: 'New starters' });
  const salesManagers = await createGroup(db, learning, { name: 'Sales managers' });
  groups = { 'New starters': newStarters.id, 'Sales managers': salesManagers.id };
  const employeeNumber = await createCustomField(db, learning, {
    name: 'Employee number',
    customValidation: { minLength: 4, maxLength: 10 },
    position: 0,
  });
  const department = await createCustomField(db, learning, {
    name: 'Department',
    fieldType: 'single_choice',
    customValidation: { set: ['Sales', 'Operations', 'Finance'] },
    position: 1,
  });
  fields = { 'Employee number': employeeNumber.id, Department: department.id };
});
afterAll(() => ctx.close());

async function siteAdminOf(customerId: string): Promise<string> {
  const owner = await createUser(ctx.database.db);
  await grantCustomerRoles(ctx.database.db, owner, { id: customerId }, ['owner', 'master_administrator']);
  return platformToken(ctx.app, owner.email);
}

const post = (url: string, payload: object = {}, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const keysUrl = (workspaceId = learning.id) => `/api/sso/self-registration/workspace-keys/${workspaceId}`;

async function activeKey(options: object = {}) {
  const created = await post(
    keysUrl(),
    { name: 'Spring intake', status: 'active', usageLimit: 5, ...options },
    ownerToken,
  );
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; key: string };
}

async function setSelfRegistration(enabled: boolean) {
  const response = await post(
    `/api/subscription-manager/workspaces/${learning.id}/self-registration`,
    { enabled },
    ownerToken,
  );
  expect(response.statusCode).toBe(204);
}

const person = (key: string, email: string, extra: object = {}) => ({
  key,
  firstName: 'Rosa',
  lastName: 'Parks',
  emailAddress: email,
  password: 'Register!234',
  ...extra,
});

async function confirmationCode(email: string): Promise<{ userId: string; code: string; subject: string }> {
  const [mail] = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const match = /confirm-registration\/([0-9a-f-]{36})\/(\d{6})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`No confirmation email to ${email}`);
  return { userId: match[1]!, code: match[2]!, subject: mail!.subject };
}

describe('self-registration keys', () => {
  it('creates a key with the spec defaults and updates it keeping stored values for empty ones', async () => {
    const created = await post(keysUrl(), {}, ownerToken);
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({
      used: 0,
      usageLimit: 1,
      status: 'inactive',
      expiryDate: null,
      orgUnits: { availableFor: 'all', list: [] },
      groups: { availableFor: 'none', list: [] },
      workspace: learning.id,
    });
    expect(key.key).toMatch(/^[A-Z2-9]{12}$/);

    const renamed = await post(
      `${keysUrl()}/${key.id}`,
      { name: 'Autumn', expiryDate: '2027-01-31T23:59:00Z' },
      ownerToken,
    );
    expect(renamed.json()).toMatchObject({ name: 'Autumn', usageLimit: 1, status: 'inactive' });
    expect(renamed.json().expiryDate).toBe('2027-01-31T23:59:00.000Z');
    // Empty name and limit keep what is stored; an empty expiry clears it.
    const cleared = await post(`${keysUrl()}/${key.id}`, { name: '', expiryDate: '' }, ownerToken);
    expect(cleared.json()).toMatchObject({ name: 'Autumn', usageLimit: 1, expiryDate: null });

    const list = await get(keysUrl(), ownerToken);
    expect(list.json().data.map((entry: { id: string }) => entry.id)).toContain(key.id);
    expect((await get(`${keysUrl()}/${key.id}`, ownerToken)).json().name).toBe('Autumn');
  });

  it('takes the usage limit as a number only, and a name of invisible characters as no name', async () => {
    // `true` used to be coerced to 1 (issue 24): a JSON body's numbers are numbers.
    for (const usageLimit of [true, '5', [3]]) {
      const refused = await post(keysUrl(), { name: 'Coerced', usageLimit }, ownerToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fields.map((field: { path: string }) => field.path)).toContain('body.usageLimit');
    }
    const created = await post(keysUrl(), { name: '\u200B\u200D', usageLimit: 3 }, ownerToken);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Self-registration key', usageLimit: 3 });
    // Empty or null keeps the stored limit (03 §5), and a blank name keeps the stored name.
    const id = created.json().id as string;
    const kept = await post(`${keysUrl()}/${id}`, { name: '\uFEFF', usageLimit: '' }, ownerToken);
    expect(kept.json()).toMatchObject({ name: 'Self-registration key', usageLimit: 3 });
    expect((await post(`${keysUrl()}/${id}`, { usageLimit: null }, ownerToken)).json().usageLimit).toBe(3);
  });

  it('keeps keys to the people who run the workspace', async () => {
    const learner = await tokenOf(ctx.app, await createPerson(ctx.database.db, learning));
    expect((await get(keysUrl(), learner)).statusCode).toBe(403);
    expect((await post(keysUrl(), {}, learner)).statusCode).toBe(403);

    // Another customer's site admin cannot see that the workspace exists.
    const other = await createTenant(ctx.database.db);
    const southwind = await siteAdminOf(other.customer.id);
    expect((await get(keysUrl(), southwind)).statusCode).toBe(404);
    expect(
      (
        await post(
          `/api/subscription-manager/workspaces/${learning.id}/self-registration`,
          { enabled: true },
          southwind,
        )
      ).statusCode,
    ).toBe(404);

    // A superadmin sees the workspace's keys in its settings; only its site admins make and edit them.
    const superadmin = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
    expect((await get(keysUrl(), superadmin)).statusCode).toBe(200);
    expect((await post(keysUrl(), {}, superadmin)).statusCode).toBe(403);

    // A key may only offer this workspace's org units and groups.
    const cohort = await createGroup(ctx.database.db, other.workspace, { name: 'Cohort 2026' });
    const foreign = await post(keysUrl(), { groups: { availableFor: 'selected', list: [cohort.id] } }, ownerToken);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Choose organisation units and groups of this workspace.');
  });
});

describe('registering with a key', () => {
  it('says whether a key is valid and what it offers', async () => {
    const inactive = (await post(keysUrl(), {}, ownerToken)).json();
    await setSelfRegistration(true);
    expect((await get(`/api/sso/self-registration/key-details/${inactive.key}`)).json()).toMatchObject({
      isValid: false,
    });
    expect((await get('/api/sso/self-registration/key-details/NOSUCHKEY')).json()).toMatchObject({ isValid: false });

    const key = await activeKey({
      orgUnits: { availableFor: 'selected', list: [units['Sales']] },
      groups: { availableFor: 'selected', list: [groups['New starters']] },
    });
    const details = (await get(`/api/sso/self-registration/key-details/${key.key.toLowerCase()}`)).json();
    expect(details).toMatchObject({
      isValid: true,
      workspace: { id: learning.id, name: learning.name },
      orgUnits: [{ id: units['Sales'], name: 'Sales' }],
      groups: [{ id: groups['New starters'], name: 'New starters' }],
    });
    expect(details.customFields).toEqual([
      expect.objectContaining({ name: 'Employee number', fieldType: 'text', minLength: 4, maxLength: 10 }),
      expect.objectContaining({ name: 'Department', options: ['Sales', 'Operations', 'Finance'] }),
    ]);
    expect((await get(`/api/sso/self-registration/workspace-details/${learning.id}`)).json()).toMatchObject({
      name: learning.name,
    });

    // Switching self-registration off for the workspace invalidates every key.
    await setSelfRegistration(false);
    expect((await get(`/api/sso/self-registration/key-details/${key.key}`)).json()).toMatchObject({ isValid: false });
    const refused = await post('/api/sso/self-registration/register-user', person(key.key, 'off@example.com'));
    expect(refused.json()).toMatchObject({
      message: 'This key is not valid. Please contact your administrator for another key.',
    });
    expect((await get(`/api/sso/self-registration/workspace-details/${learning.id}`)).statusCode).toBe(404);
    await setSelfRegistration(true);
  });

  it('registers a person, emails a code, confirms them and lets them sign in', async () => {
    await setSelfRegistration(true);
    const key = await activeKey({ groups: { availableFor: 'all', list: [] } });
    const registered = await post(
      '/api/sso/self-registration/register-user',
      person(key.key, 'Rosa.Parks@Example.com', {
        orgUnit: units['Sales'],
        groups: [groups['Sales managers']],
        // The form's list of id and value; the empty one is dropped.
        customFields: [
          { id: fields['Employee number'], value: 'E-1234' },
          { id: fields['Department'], value: '' },
        ],
      }),
    );
    expect(registered.statusCode).toBe(201);
    const { userId, code, subject } = await confirmationCode('rosa.parks@example.com');
    expect(userId).toBe(registered.json().id);
    expect(subject).toBe(`Confirm your registration with ${learning.name}`);

    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ status: 'pending', firstName: 'Rosa' });
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ workspaceId: learning.id, status: 'invited', organisationUnitId: units['Sales'] });
    expect(
      await db.select().from(workspaceGroupMembers).where(eq(workspaceGroupMembers.profileId, profile!.id)),
    ).toEqual([expect.objectContaining({ groupId: groups['Sales managers'] })]);
    const values = await db.select().from(customFieldValues).where(eq(customFieldValues.userId, userId));
    expect(values).toEqual([expect.objectContaining({ fieldId: fields['Employee number'], value: 'E-1234' })]);

    // Before confirming, the right password says what is missing (and whom to resend to).
    const early = await post('/api/sso/v2/auth/login', { email: 'rosa.parks@example.com', password: 'Register!234' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'UserNotConfirmedException', details: { userId } });
    const wrongPassword = await post('/api/sso/v2/auth/login', {
      email: 'rosa.parks@example.com',
      password: 'Nope!2345',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const wrong = await post('/api/sso/self-registration/confirm-signup', {
      userId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ message: 'Invalid verification code provided, please try again.' });
    expect((await post('/api/sso/self-registration/confirm-signup', { userId, code })).statusCode).toBe(204);
    expect((await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.status).toBe('active');

    const again = await post('/api/sso/self-registration/confirm-signup', { userId, code });
    expect(again.json()).toMatchObject({ code: 'already_confirmed' });
    expect((await post(`/api/sso/self-registration/resend-code/${userId}`)).json()).toMatchObject({
      code: 'already_confirmed',
    });
    const signedIn = await post('/api/sso/v2/auth/login', {
      email: 'rosa.parks@example.com',
      password: 'Register!234',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().idToken).toEqual(expect.any(String));
  });

  it('refuses what the key does not offer, existing people, weak passwords and bad field values', async () => {
    await setSelfRegistration(true);
    const key = await activeKey({ orgUnits: { availableFor: 'selected', list: [units['Sales']] } });
    const register = (email: string, extra: object = {}) =>
      post('/api/sso/self-registration/register-user', person(key.key, email, extra));

    expect((await register((await createUser(ctx.database.db)).email)).json()).toMatchObject({
      message: 'User already exists. Please try again with different details.',
    });
    expect((await register('weak@example.com', { password: 'weak' })).json()).toMatchObject({
      message: 'Password failed to satisfy constraint. Please use stronger password.',
    });
    const otherUnit = Object.entries(units).find(([name]) => name !== 'Sales')![1];
    expect((await register('unit@example.com', { orgUnit: otherUnit })).json()).toMatchObject({
      code: 'org_unit_not_allowed',
    });
    expect((await register('group@example.com', { groups: [groups['New starters']] })).json()).toMatchObject({
      code: 'group_not_allowed',
    });
    const short = await register('short@example.com', { customFields: { [fields['Employee number']!]: 'E1' } });
    expect(short.json()).toMatchObject({ message: 'Employee number must be at least 4 characters.' });
    const choice = await register('choice@example.com', { customFields: { [fields['Department']!]: 'Marketing' } });
    expect(choice.json()).toMatchObject({ message: 'Department: choose one of the options offered.' });

    // None of the refusals used the key or left a person behind.
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.email, 'short@example.com'));
    expect(stored).toBeUndefined();
    expect((await get(`${keysUrl()}/${key.id}`, ownerToken)).json().used).toBe(0);
  });

  it('never lets more people in than the usage limit, even all at once, nor after expiry', async () => {
    await setSelfRegistration(true);
    const key = await activeKey({ usageLimit: 2 });
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('/api/sso/self-registration/register-user', person(key.key, `crowd${n}@example.com`)),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(attempts.filter((response) => response.statusCode === 400)).toHaveLength(3);
    expect((await get(`${keysUrl()}/${key.id}`, ownerToken)).json().used).toBe(2);
    expect((await get(`/api/sso/self-registration/key-details/${key.key}`)).json().isValid).toBe(false);
    const created = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.status, 'pending'), eq(users.lastName, 'Parks')));
    expect(created.filter((user) => user.email.startsWith('crowd'))).toHaveLength(2);

    const expired = await activeKey({ expiryDate: '2020-01-01T00:00:00Z' });
    expect((await get(`/api/sso/self-registration/key-details/${expired.key}`)).json().isValid).toBe(false);
    expect(
      (await post('/api/sso/self-registration/register-user', person(expired.key, 'late@example.com'))).statusCode,
    ).toBe(400);
  });

  it('stops guessing after five wrong codes; a resent code replaces the old one', async () => {
    await setSelfRegistration(true);
    const key = await activeKey();
    await post('/api/sso/self-registration/register-user', person(key.key, 'guess@example.com'));
    const first = await confirmationCode('guess@example.com');
    const wrongCode = first.code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      await post('/api/sso/self-registration/confirm-signup', { userId: first.userId, code: wrongCode });
    }
    const locked = await post('/api/sso/self-registration/confirm-signup', { userId: first.userId, code: first.code });
    expect(locked.json()).toMatchObject({ message: 'Attempt limit exceeded, please try after some time.' });

    expect((await post(`/api/sso/self-registration/resend-code/${first.userId}`)).statusCode).toBe(204);
    const second = await confirmationCode('guess@example.com');
    if (second.code !== first.code) {
      const old = await post('/api/sso/self-registration/confirm-signup', { userId: first.userId, code: first.code });
      expect(old.json()).toMatchObject({ message: 'Invalid verification code provided, please try again.' });
    }
    expect(
      (await post('/api/sso/self-registration/confirm-signup', { userId: second.userId, code: second.code }))
        .statusCode,
    ).toBe(204);
  });
});
