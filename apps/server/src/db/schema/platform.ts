import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns.js';
import { customers, users, workspaces } from './tenancy.js';

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

export const files = pgTable(
  'files',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    // pending: upload address given out; uploaded: the local upload endpoint took the one
    // upload its policy allows; ready: confirmed (checked, decoded) and served from storageKey.
    status: text('status', { enum: ['pending', 'uploaded', 'ready'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('files_workspace_idx').on(t.workspaceId)],
);

/** A file sent with a message: text content as is, binary content base64-encoded. */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; method=REQUEST` for an invitation. */
  contentType: string;
  content: string;
  encoding: 'utf8' | 'base64';
}

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (calendar invitations…), content as text or base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Transactional mail (codes, resets, confirmations) is delivered ahead of bulk mail (decision 0045). */
    priority: text('priority', { enum: ['transactional', 'bulk'] })
      .notNull()
      .default('transactional'),
    /**
     * Set when a job writes the message (`<job id>:<n>`): a retried job finds its earlier
     * messages already recorded instead of recording them twice.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    index('mail_messages_to_idx').on(t.to),
    uniqueIndex('mail_messages_dedupe_idx').on(t.dedupeKey),
  ],
);

/** One row per mutating API request: who, as whom, where, what, outcome. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    occurredAt: tz('occurred_at').defaultNow().notNull(),
    userId: uuid('user_id'),
    impersonatorId: uuid('impersonator_id'),
    customerId: uuid('customer_id'),
    workspaceId: uuid('workspace_id'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    statusCode: integer('status_code').notNull(),
    correlationId: text('correlation_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_workspace_time_idx').on(t.workspaceId, t.occurredAt),
    index('audit_log_customer_time_idx').on(t.customerId, t.occurredAt),
    index('audit_log_user_time_idx').on(t.userId, t.occurredAt),
  ],
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
