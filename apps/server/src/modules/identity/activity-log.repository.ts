import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { auditLog, users, workspaces } from '../../db/schema/index.js';
import { reachesNobody } from '../../db/scope-filters.js';
import type { Scope } from '../../lib/scope.js';

/**
 * A page of the caller's own rows of the audit trail, newest first (indexed by user and time),
 * with the workspace and, while impersonated, who acted as them; none without a person in the token.
 */
export async function activityOf(db: Queryable, scope: Scope, page: number, pageSize: number) {
  const mine = scope.userId ? eq(auditLog.userId, scope.userId) : reachesNobody();
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
      .where(mine)
      .orderBy(desc(auditLog.occurredAt)),
    db.select({ total: count() }).from(auditLog).where(mine),
    { page, pageSize },
  );
  return { rows, total };
}
