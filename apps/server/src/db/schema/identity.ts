import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';

// Signing in: sessions, retired refresh tokens, throttling, password-reset and verification codes, self-registration keys, SSO subscriptions, sign-in options, SAML requests, old-system hand-overs, onboarding messages. Owned by modules/identity.

/** A signed-in session: the refresh token's hash; revoking it ends the session for real. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at').defaultNow().notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    /**
     * While this session's person impersonates someone (01 §4): who, and in which workspace.
     * Kept here so every instance renews the right token and "Back to admin" can end it.
     */
    impersonatedUserId: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonationWorkspaceId: uuid('impersonation_workspace_id').references(() => workspaces.id, {
      onDelete: 'set null',
    }),
    /**
     * The workspace the administrator was in when the impersonation began; null when they began
     * from their platform token (a superadmin on the user list): "Back to admin" returns there.
     */
    impersonationOriginWorkspaceId: uuid('impersonation_origin_workspace_id').references(() => workspaces.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('auth_sessions_refresh_idx').on(t.refreshTokenHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Refresh tokens a session has rotated past. Presenting one again means someone else holds a
 * copy (theft): the session is ended (decision 0017). Goes with its session.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    retiredAt: tz('retired_at').defaultNow().notNull(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Attempt counters shared by every instance (sign-in, reset codes): one row per key, counting
 * within a window that restarts when it has run out.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: tz('window_started_at').notNull(),
});

/** Emailed password-reset codes, stored only as hashes; a new code replaces the old one. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
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
