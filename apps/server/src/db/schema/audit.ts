import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tz } from './columns.js';

// The audit trail of mutating requests. Written only by the audit plugin (plugins/audit.ts).

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
