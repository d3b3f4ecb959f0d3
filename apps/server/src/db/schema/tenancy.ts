import { sql } from 'drizzle-orm';
import { jsonValue } from './json-value.js';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Customisation } from '@campus/contracts';
import { createdAt, id, tz, updatedAt } from './columns.js';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    longName: text('long_name'),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    notes: text('notes'),
    url: text('url'),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<Record<string, string | null>>(),
    options: jsonb('options').$type<{ hideEventsCatalogue?: boolean }>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('customers_status_check', sql`${t.status} in ('active','draft','archived')`)],
);

/** A customer's subscription to one service (03 §3 Subscription). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceKey: text('service_key', { enum: ['EBS', 'LMS', 'DW', 'CCS', 'ELMS', 'SSO', 'API'] }).notNull(),
    fromDate: tz('from_date'),
    toDate: tz('to_date'),
    status: text('status', { enum: ['active', 'inactive', 'cancelled'] }).notNull(),
    createdBy: uuid('created_by'),
    cancelledBy: uuid('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_customer_service_idx').on(t.customerId, t.serviceKey)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    domain: text('domain'),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    selfRegistrationEnabled: boolean('self_registration_enabled').notNull().default(false),
    feedbackFormsEnabled: boolean('feedback_forms_enabled').notNull().default(false),
    customisation: jsonb('customisation').$type<Customisation>().notNull(),
    expiryDate: tz('expiry_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workspaces_customer_idx').on(t.customerId), uniqueIndex('workspaces_domain_idx').on(t.domain)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'pending', 'disabled'] })
      .notNull()
      .default('active'),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaRequired: boolean('mfa_required').notNull().default(false),
    /** The verified TOTP secret; mfaEnabled says whether sign-in asks for a code. */
    mfaSecret: text('mfa_secret'),
    /** A secret handed out by get-mfa-secret-code, waiting for its first good code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    mfaLastStep: integer('mfa_last_step'),
    /** Set for accounts given a temporary password: sign-in asks for a new one (01 §4). */
    newPasswordRequired: boolean('new_password_required').notNull().default(false),
    marketingAgree: boolean('marketing_agree').notNull().default(false),
    /** Set by an administrator's reset: sign-in is refused until the user resets (01 §4). */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    // The user list pages in name order.
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
  ],
);

/** Customer roles (master_administrator, owner, trainer) a user holds for one customer. */
export const customerUserRoles = pgTable(
  'customer_user_roles',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['master_administrator', 'owner', 'trainer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.userId, t.role] }),
    index('customer_user_roles_user_idx').on(t.userId),
  ],
);

export const organisationUnits = pgTable(
  'organisation_units',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => organisationUnits.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('organisation_units_workspace_idx').on(t.workspaceId, t.parentId)],
);

/** A person's profile in one workspace: their roles there (default learner) and status. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['learner']::text[]`),
    status: text('status', { enum: ['active', 'deleted', 'expired', 'invited'] })
      .notNull()
      .default('active'),
    organisationUnitId: uuid('organisation_unit_id').references(() => organisationUnits.id, { onDelete: 'set null' }),
    expireDate: tz('expire_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_workspace_idx').on(t.userId, t.workspaceId),
    index('user_profiles_workspace_status_idx').on(t.workspaceId, t.status),
    // A site admin's user list: everyone with a profile in their customer.
    index('user_profiles_customer_user_idx').on(t.customerId, t.userId),
  ],
);

export const organisationUnitManagers = pgTable(
  'organisation_unit_managers',
  {
    customerId: uuid('customer_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => organisationUnits.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.profileId] }),
    index('organisation_unit_managers_profile_idx').on(t.profileId),
  ],
);

export const workspaceGroups = pgTable(
  'workspace_groups',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    disableSuggestedCourses: boolean('disable_suggested_courses').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workspace_groups_workspace_name_idx').on(t.workspaceId, t.name)],
);

export const workspaceGroupMembers = pgTable(
  'workspace_group_members',
  {
    customerId: uuid('customer_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => workspaceGroups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.profileId] }),
    index('workspace_group_members_profile_idx').on(t.profileId),
  ],
);

export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fieldType: text('field_type', { enum: ['text', 'checkbox', 'single_choice', 'multi_choice'] }).notNull(),
    customValidation: jsonb('custom_validation').$type<{ minLength?: number; maxLength?: number; set?: string[] }>(),
    help: text('help'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('custom_fields_workspace_idx').on(t.workspaceId)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    customerId: uuid('customer_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: jsonValue<string | number | boolean | string[]>('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.fieldId, t.userId] })],
);
