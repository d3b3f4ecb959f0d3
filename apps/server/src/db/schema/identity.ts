import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { customers, organisationUnits, userProfiles, users, workspaces } from './tenancy.js';

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

type Availability<T extends string> = { availableFor: T; list: string[] };

/** A workspace's self-registration key (03 §3): usage limit, status and expiry enforced on register. */
export const selfRegistrationKeys = pgTable(
  'self_registration_keys',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    used: integer('used').notNull().default(0),
    usageLimit: integer('usage_limit').notNull().default(1),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('inactive'),
    expiryDate: tz('expiry_date'),
    orgUnits: jsonb('org_units')
      .$type<Availability<'all' | 'selected'>>()
      .notNull()
      .default({ availableFor: 'all', list: [] }),
    groups: jsonb('groups')
      .$type<Availability<'none' | 'all' | 'selected'>>()
      .notNull()
      .default({ availableFor: 'none', list: [] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('self_registration_keys_key_idx').on(t.key),
    index('self_registration_keys_workspace_idx').on(t.workspaceId),
  ],
);

/**
 * One-time codes other than password reset: emailed ones confirming a self-registration or a
 * new email address, and the single sign-on handoff (`/landing?sso=`, target = the SSO
 * subscription id) that the browser swaps once for its tokens. Only hashes are stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'email_change', 'sso_handoff'] }).notNull(),
    /** What the code confirms: the new email address, or the registration key id. */
    target: text('target'),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** A customer's SAML identity provider (03 §3 SSO subscription). */
export const ssoSubscriptions = pgTable(
  'sso_subscriptions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'cancelled'] })
      .notNull()
      .default('active'),
    serviceKey: text('service_key').notNull().default('SSO'),
    setupType: text('setup_type'),
    fromDate: tz('from_date'),
    toDate: tz('to_date'),
    /** The identity provider's metadata XML, uploaded in customer setup. */
    metadata: text('metadata'),
    attributeMappingOverride: jsonb('attribute_mapping_override')
      .$type<{ firstName?: string | null; lastName?: string | null; email?: string | null }>()
      .notNull()
      .default({}),
    /** Email domains whose people are offered this provider at the email stage. */
    emailDomains: text('email_domains').array().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sso_subscriptions_customer_idx').on(t.customerId)],
);

/** Which SSO subscriptions a workspace offers at sign-in (signup-and-authentication-settings). */
export const workspaceSignInOptions = pgTable(
  'workspace_sign_in_options',
  {
    customerId: uuid('customer_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => ssoSubscriptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.subscriptionId] })],
);

/** Outstanding SAML AuthnRequest ids, so a response is accepted once and only for our request. */
export const samlRequests = pgTable('saml_requests', {
  id: text('id').primaryKey(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => ssoSubscriptions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
});

/**
 * Old-system hand-over tokens already used (POST /jwt/validate, 01 §7): each one opens a session
 * once only, so a token copied from a URL or a log cannot be replayed.
 */
export const oldSystemHandovers = pgTable('old_system_handovers', {
  jti: text('jti').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
});

/** Which welcome and help banners a person has dismissed, per route (01 §3 Onboarding message). */
export const userOnboardingMessages = pgTable('user_onboarding_messages', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: jsonb('message').$type<{ routeName: string; type: 'welcome' | 'help'; active: boolean }[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
