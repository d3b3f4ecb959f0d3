import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { jsonValue } from './json-value.js';
import { customers, organisationUnits, workspaceGroups, workspaces } from './platform.js';

// People: accounts, customer roles, workspace profiles, group membership, custom profile fields and their values, invitations. Owned by modules/people.

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

/**
 * An invitation to join a workspace (01 §3 Invitation, 03 §3): created 'sent', then accepted,
 * rejected or cancelled. The profile it prepares stays 'invited' until acceptance.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['sent', 'accepted', 'rejected', 'cancelled'] })
      .notNull()
      .default('sent'),
    roles: text('roles').array().notNull(),
    organisationUnitId: uuid('organisation_unit_id').references(() => organisationUnits.id, { onDelete: 'set null' }),
    groupIds: uuid('group_ids').array().notNull().default([]),
    /**
     * SHA-256 of the secret only the invitation email carries: answering an invitation needs it,
     * so the inviter (who learns the id) cannot accept or reject on the person's behalf.
     * Null for invitations made before secrets existed; those can no longer be answered.
     */
    secretHash: text('secret_hash'),
    createdAt: createdAt(),
    respondedAt: tz('responded_at'),
  },
  (t) => [
    index('invitations_workspace_status_idx').on(t.workspaceId, t.status),
    index('invitations_user_idx').on(t.userId),
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
