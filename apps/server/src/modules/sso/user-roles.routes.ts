import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { type CustomerRole, ENDPOINTS, USER_ROLE_ERRORS, type UserDetails } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { authSessions, customerUserRoles, customers, users } from '../../db/schema/index.js';
import { NotFoundError, specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { mayAdministerAccount } from '../users/users.policy.js';
import { visibleProfilesOf } from '../users/users.repository.js';
import { route } from '../../lib/route.js';

/**
 * A person with their roles, profiles and customer roles (GET /v2/users/{id}). Superadmins see
 * everything; administrators see only their own customer's part, never other tenants'.
 */
async function userDetails(db: Queryable, scope: Scope, userId: string): Promise<UserDetails | null> {
  const { actor } = scope;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const profiles = await visibleProfilesOf(db, scope, [userId]);
  const roles = await db
    .select({ customerId: customerUserRoles.customerId, customerName: customers.name, role: customerUserRoles.role })
    .from(customerUserRoles)
    .innerJoin(customers, eq(customers.id, customerUserRoles.customerId))
    .where(
      and(
        eq(customerUserRoles.userId, userId),
        actor.isSuperadmin ? undefined : eq(customerUserRoles.customerId, actor.customerId ?? ''),
      ),
    );
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.email,
    status: user.status,
    roles: user.isSuperadmin ? ['superadmin'] : [],
    mfaEnabled: user.mfaEnabled,
    mfaRequired: user.mfaRequired,
    profiles: profiles.map(({ userId: _userId, ...profile }) => profile),
    customerRoles: roles.map((entry) => ({ ...entry, role: entry.role as CustomerRole })),
  };
}

/**
 * Platform and customer roles (01 §4 superadmin creation, 03 §6): granting the superadmin role
 * makes two-factor authentication required; removing it turns that off again and ends the
 * person's sessions, whose tokens still say superadmin. The grant and the read-back of the person
 * are one transaction, so if reading the user fails the role is not left granted (01 §4).
 */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.user, {}, async (request) => {
    const [person] = await db.select().from(users).where(eq(users.id, request.params.id));
    if (!person || !(await mayAdministerAccount(db, request.scope, person))) throw new NotFoundError();
    const details = await userDetails(db, request.scope, person.id);
    if (!details) throw new NotFoundError();
    return details;
  });

  route(app, ENDPOINTS.userRole, { audit: { entity: 'user', idParam: 'userId' } }, async (request) => {
    const { actor } = request.auth;
    const { userId, role, customerId, operation } = request.body;
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new NotFoundError();
      if (role === 'superadmin') {
        if (operation === 'add') {
          await tx.update(users).set({ isSuperadmin: true, mfaRequired: true }).where(eq(users.id, userId));
        } else if (user.isSuperadmin) {
          // Only superadmins get here and none may remove themselves, so one always remains.
          if (userId === actor.userId) throw specError(400, USER_ROLE_ERRORS.ownSuperadmin);
          await tx.update(users).set({ isSuperadmin: false, mfaRequired: false }).where(eq(users.id, userId));
          await tx
            .update(authSessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
        }
      } else {
        const [customer] = await tx
          .select()
          .from(customers)
          .where(eq(customers.id, customerId as string));
        if (!customer) throw new NotFoundError();
        if (operation === 'add') {
          await tx.insert(customerUserRoles).values({ customerId: customer.id, userId, role }).onConflictDoNothing();
        } else {
          await tx
            .delete(customerUserRoles)
            .where(
              and(
                eq(customerUserRoles.customerId, customer.id),
                eq(customerUserRoles.userId, userId),
                eq(customerUserRoles.role, role),
              ),
            );
        }
      }
      const details = await userDetails(tx, request.scope, userId);
      if (!details) throw new NotFoundError();
      return details;
    });
  });
};
