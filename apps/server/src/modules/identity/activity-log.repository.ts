import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { auditLog, users, workspaces } from '../../db/schema/index.js';

/**
 * A page of the person's own rows of the audit trail, newest first (indexed by user and time),
 * with the workspace and, while impersonated, who acted as them.
 */
export async function activityOf(db: Queryable, userId: string, page: number, pageSize: number) {
  const actingUser = alias(users, 'acting_user');
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: auditLog.id,
        occurredAt: auditLog.occurredAt,
        action: auditLog.action,
        outcome: auditLog.outcome,
        workspaceName: workspaces.name,
        ip: auditLog.ip,
        actingFirst: actingUser.firstName,
        actingLast: actingUser.lastName,
      })
      .from(auditLog)
      .leftJoin(workspaces, eq(workspaces.id, auditLog.workspaceId))
      .leftJoin(actingUser, eq(actingUser.id, auditLog.impersonatorId))
      .where(eq(auditLog.userId, userId))
      .orderBy(desc(auditLog.occurredAt)),
    db.select({ total: count() }).from(auditLog).where(eq(auditLog.userId, userId)),
    { page, pageSize },
  );
  return { rows, total };
}
