import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CUSTOMER_ROLES,
  PROFILE_ROLES,
  SERVICES,
  defaultCustomisation,
  type CustomerRole,
  type EnrolmentState,
  type ProfileRole,
  type Service,
} from '@campus/contracts';
import type { Queryable } from '../db/client.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courseVersions,
  courses,
  customerUserRoles,
  customers,
  customFields,
  enrolments,
  files,
  mediaItems,
  invitations,
  organisationUnitManagers,
  organisationUnits,
  selfRegistrationKeys,
  ssoSubscriptions,
  subscriptions,
  userProfiles,
  users,
  workspaceGroupMembers,
  workspaceGroups,
  workspaces,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/people/index.js';
import { hashAtTestCost } from '../seed/test-password-cost.js';
import { workspaceToken } from './harness.js';
import { TEST_PASSWORD } from './template.js';

/**
 * Factories: each test builds the rows it needs instead of leaning on the demo data, so it does
 * not depend on what the seed or an earlier test left behind. Every name, email and domain is
 * unique, so tests in one file never meet each other's rows. They insert straight into the
 * database: tests then act through the API as the people made here.
 */

export type Customer = typeof customers.$inferSelect;
export type Workspace = typeof workspaces.$inferSelect;
export type User = typeof users.$inferSelect;
export type Profile = typeof userProfiles.$inferSelect;
export type Unit = typeof organisationUnits.$inferSelect;
export type Group = typeof workspaceGroups.$inferSelect;

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`The ${what} was not inserted`);
  return row;
};

let made = 0;
/** A name no other factory call in this process has used: `label-7-3f9a1c`. */
export const unique = (label: string): string =>
  `${label}-${++made}-${crypto.randomBytes(3).toString('hex')}`.toLowerCase();

// People made with the test password store it at the test cost, hashed once per process
// (seed/test-password-cost.ts, decision 0037); any other password at the app's production cost.
let testPasswordHash: Promise<string> | undefined;
export const passwordHashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashAtTestCost(TEST_PASSWORD)) : hashPassword(password);

export async function createCustomer(
  db: Queryable,
  options: { name?: string; services?: readonly Service[] } = {},
): Promise<Customer> {
  const name = options.name ?? unique('Customer');
  const customer = one(
    await db
      .insert(customers)
      .values({ name, longName: `${name} Ltd`, email: 'hello@example.test' })
      .returning(),
    'customer',
  );
  const services = options.services ?? SERVICES;
  if (services.length > 0) {
    await db.insert(subscriptions).values(
      services.map((serviceKey) => ({
        customerId: customer.id,
        serviceKey,
        fromDate: new Date(Date.UTC(2026, 0, 1)),
        status: 'active' as const,
      })),
    );
  }
  return customer;
}

export async function createWorkspace(
  db: Queryable,
  customer: Pick<Customer, 'id'>,
  options: { name?: string; selfRegistrationEnabled?: boolean; status?: Workspace['status'] } = {},
): Promise<Workspace> {
  const name = options.name ?? unique('Workspace');
  return one(
    await db
      .insert(workspaces)
      .values({
        customerId: customer.id,
        name,
        domain: unique('ws'),
        status: options.status ?? 'active',
        selfRegistrationEnabled: options.selfRegistrationEnabled ?? false,
        customisation: { ...defaultCustomisation(), displayName: name, helpdeskEmail: 'help@example.test' },
      })
      .returning(),
    'workspace',
  );
}

/** Turns a workspace's self-registration on or off, as its keys' screen does. */
export async function setWorkspaceSelfRegistration(
  db: Queryable,
  workspaceId: string,
  enabled: boolean,
): Promise<void> {
  await db.update(workspaces).set({ selfRegistrationEnabled: enabled }).where(eq(workspaces.id, workspaceId));
}

/** A customer (every service unless told) with one workspace: the usual start of a test. */
export async function createTenant(
  db: Queryable,
  options: { services?: readonly Service[]; selfRegistrationEnabled?: boolean } = {},
): Promise<{ customer: Customer; workspace: Workspace }> {
  const customer = await createCustomer(db, { services: options.services });
  const workspace = await createWorkspace(db, customer, { selfRegistrationEnabled: options.selfRegistrationEnabled });
  return { customer, workspace };
}

export async function createUnit(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: { name?: string; parent?: Pick<Unit, 'id'> } = {},
): Promise<Unit> {
  return one(
    await db
      .insert(organisationUnits)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        parentId: options.parent?.id ?? null,
        name: options.name ?? unique('Unit'),
      })
      .returning(),
    'organisation unit',
  );
}

export async function createGroup(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: { name?: string; members?: Pick<Profile, 'id'>[] } = {},
): Promise<Group> {
  const group = one(
    await db
      .insert(workspaceGroups)
      .values({ customerId: workspace.customerId, workspaceId: workspace.id, name: options.name ?? unique('Group') })
      .returning(),
    'group',
  );
  if (options.members?.length) {
    await db.insert(workspaceGroupMembers).values(
      options.members.map((profile) => ({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        groupId: group.id,
        profileId: profile.id,
      })),
    );
  }
  return group;
}

export interface UserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Null: no password yet (invited or pre-registered). */
  password?: string | null;
  status?: User['status'];
  superadmin?: boolean;
  mfaRequired?: boolean;
}

/** A person who signs in with TEST_PASSWORD unless told otherwise. Superadmins must use two-factor. */
export async function createUser(db: Queryable, options: UserOptions = {}): Promise<User> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  return one(
    await db
      .insert(users)
      .values({
        email: (options.email ?? `${unique('person')}@example.test`).toLowerCase(),
        firstName: options.firstName ?? 'Pat',
        lastName: options.lastName ?? unique('Person'),
        passwordHash: password === null ? null : await passwordHashOf(password),
        status: options.status ?? 'active',
        isSuperadmin: options.superadmin ?? false,
        mfaRequired: options.mfaRequired ?? options.superadmin ?? false,
      })
      .returning(),
    'user',
  );
}

export async function grantCustomerRoles(
  db: Queryable,
  user: Pick<User, 'id'>,
  customer: Pick<Customer, 'id'>,
  roles: readonly CustomerRole[],
): Promise<void> {
  if (roles.length === 0) return;
  await db.insert(customerUserRoles).values(roles.map((role) => ({ customerId: customer.id, userId: user.id, role })));
}

export interface ProfileOptions {
  roles?: readonly ProfileRole[];
  unit?: Pick<Unit, 'id'> | null;
  profileStatus?: Profile['status'];
  /** Units this profile manages (managers see their people). */
  manages?: Pick<Unit, 'id'>[];
}

export async function createProfile(
  db: Queryable,
  user: Pick<User, 'id'>,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: ProfileOptions = {},
): Promise<Profile> {
  const profile = one(
    await db
      .insert(userProfiles)
      .values({
        userId: user.id,
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        roles: [...(options.roles ?? ['learner'])],
        status: options.profileStatus ?? 'active',
        organisationUnitId: options.unit?.id ?? null,
      })
      .returning(),
    'profile',
  );
  if (options.manages?.length) {
    await db.insert(organisationUnitManagers).values(
      options.manages.map((unit) => ({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        unitId: unit.id,
        profileId: profile.id,
      })),
    );
  }
  return profile;
}

export interface Person {
  user: User;
  profile: Profile;
  email: string;
  workspace: Workspace;
}

/** A person with a profile in the workspace (learner unless told) and any customer roles. */
export async function createPerson(
  db: Queryable,
  workspace: Workspace,
  options: UserOptions & ProfileOptions & { customerRoles?: readonly CustomerRole[] } = {},
): Promise<Person> {
  const user = await createUser(db, options);
  const profile = await createProfile(db, user, workspace, options);
  await grantCustomerRoles(db, user, { id: workspace.customerId }, options.customerRoles ?? []);
  return { user, profile, email: user.email, workspace };
}

/** Everything a non-superadmin can hold: owner and master administrator of the customer, every role. */
export const ALL_ROLES = { customerRoles: CUSTOMER_ROLES, roles: PROFILE_ROLES } as const;

/** The person's workspace token, signed in for real through the API. */
export const tokenOf = (app: FastifyInstance, person: Pick<Person, 'email' | 'workspace'>): Promise<string> =>
  workspaceToken(app, person.email, person.workspace.name);

/** A released course (1.0) offered in its workspace's catalogue; returns the catalogue item id. */
export async function createCatalogItem(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: {
    name?: string;
    requireApproval?: boolean;
    owner?: Pick<User, 'id'>;
    contentTree?: unknown[];
    labels?: string[];
    description?: string;
  } = {},
): Promise<string> {
  const owned = { customerId: workspace.customerId, workspaceId: workspace.id };
  const course = one(
    await db
      .insert(courses)
      .values({
        ...owned,
        ownerId: options.owner?.id ?? null,
        name: options.name ?? unique('Course'),
        draft: false,
        labels: options.labels ?? [],
        description: options.description ?? null,
      })
      .returning(),
    'course',
  );
  const version = one(
    await db
      .insert(courseVersions)
      .values({
        customerId: workspace.customerId,
        courseId: course.id,
        major: 1,
        minor: 0,
        contentTree: options.contentTree ?? [],
      })
      .returning(),
    'course version',
  );
  const item = one(
    await db
      .insert(catalogItems)
      .values({ ...owned, courseId: course.id, versionId: version.id })
      .returning(),
    'catalogue item',
  );
  await db
    .insert(catalogItemWorkspaces)
    .values({ ...owned, catalogItemId: item.id, requireApproval: options.requireApproval ?? false });
  return item.id;
}

/** Offers a catalogue item in another workspace of its customer too (shared), with the default settings. */
export async function shareCatalogItemTo(
  db: Queryable,
  catalogItemId: string,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: { visible?: boolean; availableInOrganisationUnits?: string[] } = {},
): Promise<void> {
  await db.insert(catalogItemWorkspaces).values({
    catalogItemId,
    customerId: workspace.customerId,
    workspaceId: workspace.id,
    visible: options.visible ?? true,
    availableInOrganisationUnits: options.availableInOrganisationUnits ?? [],
  });
}

/** Makes every workspace offering the item send the email `identifier` (notification 'selected'). */
export async function sendEmailForCatalogItem(db: Queryable, catalogItemId: string, identifier: string): Promise<void> {
  await db
    .update(catalogItemWorkspaces)
    .set({ notification: 'selected', notificationIdentifier: identifier })
    .where(eq(catalogItemWorkspaces.catalogItemId, catalogItemId));
}

/** An enrolment of the person on the catalogue item: a request waiting for approval unless told. */
export async function createEnrolment(
  db: Queryable,
  learner: Pick<Person, 'user' | 'profile'>,
  catalogItemId: string,
  options: { state?: EnrolmentState; createdAt?: Date } = {},
) {
  return one(
    await db
      .insert(enrolments)
      .values({
        customerId: learner.profile.customerId,
        workspaceId: learner.profile.workspaceId,
        catalogItemId,
        learnerProfileId: learner.profile.id,
        learnerUserId: learner.user.id,
        state: options.state ?? 'awaiting_approval',
        createdBy: learner.user.id,
        createdAt: options.createdAt,
      })
      .returning(),
    'enrolment',
  );
}

export async function createCustomField(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: Partial<
    Pick<typeof customFields.$inferInsert, 'name' | 'fieldType' | 'required' | 'customValidation' | 'help' | 'position'>
  > = {},
) {
  return one(
    await db
      .insert(customFields)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        name: unique('Field'),
        fieldType: 'text',
        ...options,
      })
      .returning(),
    'custom field',
  );
}

export async function createSsoSubscription(
  db: Queryable,
  customer: Pick<Customer, 'id'>,
  options: { emailDomains?: string[]; metadata?: string | null } = {},
) {
  return one(
    await db
      .insert(ssoSubscriptions)
      .values({
        customerId: customer.id,
        name: unique('Identity provider'),
        emailDomains: options.emailDomains ?? [],
        metadata: options.metadata ?? null,
      })
      .returning(),
    'SSO subscription',
  );
}

export async function createSelfRegistrationKey(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: Partial<
    Pick<typeof selfRegistrationKeys.$inferInsert, 'status' | 'usageLimit' | 'orgUnits' | 'groups'>
  > = {},
) {
  return one(
    await db
      .insert(selfRegistrationKeys)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        name: unique('Key'),
        // Codes are stored upper-cased, as the key service makes them.
        key: unique('KEY').toUpperCase(),
        status: options.status ?? 'active',
        usageLimit: options.usageLimit ?? 10,
        ...(options.orgUnits && { orgUnits: options.orgUnits }),
        ...(options.groups && { groups: options.groups }),
      })
      .returning(),
    'self-registration key',
  );
}

/**
 * An unanswered invitation of a new (pending) person to the workspace. It has no secret, so it
 * can be cancelled or resent but not answered: tests of answering create theirs through the API.
 */
export async function createInvitation(db: Queryable, workspace: Workspace, invitedBy?: Pick<User, 'id'>) {
  const person = await createPerson(db, workspace, { password: null, status: 'pending', profileStatus: 'invited' });
  const invitation = one(
    await db
      .insert(invitations)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        userId: person.user.id,
        profileId: person.profile.id,
        invitedBy: invitedBy?.id ?? null,
        roles: person.profile.roles,
      })
      .returning(),
    'invitation',
  );
  return { invitation, person };
}

/** A file record in the workspace; a ready one also has its bytes in storage, so it downloads. */
export async function createFile(
  app: FastifyInstance,
  uploader: Pick<Person, 'user' | 'workspace'>,
  options: { status?: 'pending' | 'ready'; body?: Buffer; name?: string; mimeType?: string } = {},
) {
  const body = options.body ?? Buffer.from('name,score\nPat,1\n');
  const name = options.name ?? 'scores.csv';
  const mimeType = options.mimeType ?? 'text/csv';
  const storageKey = `workspaces/${uploader.workspace.id}/${crypto.randomUUID()}/${name}`;
  const status = options.status ?? 'ready';
  if (status === 'ready') await app.services.storage.put(storageKey, body, mimeType);
  return one(
    await app.services.database.db
      .insert(files)
      .values({
        customerId: uploader.workspace.customerId,
        workspaceId: uploader.workspace.id,
        uploadedBy: uploader.user.id,
        name,
        mimeType,
        size: body.length,
        storageKey,
        status,
      })
      .returning(),
    'file',
  );
}

/** A small real PNG (a plain colour), for media items and image uploads. */
export const testPng = (colour = '#0074D9', width = 320, height = 200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A media library item of the uploader's customer (an image unless told), uploaded by them:
 * the confirmed file and its media_items row.
 */
export async function createMediaItem(
  app: FastifyInstance,
  uploader: Pick<Person, 'user' | 'workspace'>,
  options: {
    kind?: 'image' | 'file';
    title?: string;
    alt?: string;
    isPrivate?: boolean;
    createdAt?: Date;
    owner?: Pick<User, 'id'>;
  } = {},
) {
  const kind = options.kind ?? 'image';
  const title = options.title ?? unique('Media');
  const file =
    kind === 'image'
      ? await createFile(app, uploader, { body: await testPng(), name: `${title}.png`, mimeType: 'image/png' })
      : await createFile(app, uploader, { name: `${title}.csv` });
  return one(
    await app.services.database.db
      .insert(mediaItems)
      .values({
        id: file.id,
        customerId: uploader.workspace.customerId,
        workspaceId: uploader.workspace.id,
        kind,
        title,
        alt: options.alt ?? (kind === 'image' ? `${title} alt` : ''),
        isPrivate: options.isPrivate ?? false,
        ownerId: options.owner?.id ?? uploader.user.id,
        uploaderId: uploader.user.id,
        ...(options.createdAt && { createdAt: options.createdAt }),
      })
      .returning(),
    'media item',
  );
}
