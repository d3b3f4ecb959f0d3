import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq } from 'drizzle-orm';
import { ENDPOINTS } from '@campus/contracts';
import { auditLog, users, workspaces } from '../../db/schema/index.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { mayAdministerAccount } from '../users/users.policy.js';
import { findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

/** The person's own account: their name and their activity log (01 §2 account tabs). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  const mayEdit = async (scope: Scope, userId: string) => {
    if (userId === scope.userId) return true;
    const person = await findUserById(db, userId);
    return person !== null && (await mayAdministerAccount(db, scope, person));
  };

  route(app, ENDPOINTS.updateName, { audit: { entity: 'user', idParam: 'userId' } }, async (request, reply) => {
    const { userId, name, familyName } = request.body;
    if (!(await mayEdit(request.scope, userId))) throw new NotFoundError();
    const updated = await db
      .update(users)
      .set({ firstName: name, lastName: familyName })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new NotFoundError();
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.activityLog, {}, async (request) => {
    const userId = request.auth.actor.userId as string;
    const { page, pageSize } = request.query;
    const actingUser = alias(users, 'acting_user');
    const [rows, [total]] = await Promise.all([
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
        .orderBy(desc(auditLog.occurredAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(auditLog).where(eq(auditLog.userId, userId)),
    ]);
    return {
      data: rows.map(({ actingFirst, actingLast, occurredAt, ...row }) => ({
        ...row,
        occurredAt: occurredAt.toISOString(),
        actingUser: actingFirst ? `${actingFirst} ${actingLast ?? ''}`.trim() : null,
      })),
      pagination: { page, pageSize, total: total?.total ?? 0 },
    };
  });
};
