import type { z } from 'zod';
import { USER_ROLE_ERRORS, type UserDetails, type userRoleRequestSchema } from '@campus/contracts';
import { NotFoundError, specError } from '../../lib/errors.js';
import { actingInCustomer, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findUserById, lockUser, setSuperadmin } from './accounts.repository.js';
import { customerExists, grantCustomerRole, removeCustomerRole } from './customer-roles.repository.js';
import { mayAdministerAccount } from './users.policy.js';
import { personDetails } from './users.repository.js';
import type { IdentityForPeople } from './identity-for-people.js';

/**
 * Platform and customer roles (01 §4 superadmin creation, 03 §6): granting the superadmin role
 * makes two-factor authentication required; removing it turns that off again and ends the
 * person's sessions, whose tokens still say superadmin. The grant and the read-back of the person
 * are one transaction, so if reading the user fails the role is not left granted (01 §4).
 */
export function userRolesService({ database }: Pick<AppServices, 'database'>, identity: IdentityForPeople) {
  const { db } = database;

  return {
    async details(scope: Scope, userId: string): Promise<UserDetails> {
      const person = await findUserById(db, userId);
      if (!person || !(await mayAdministerAccount(db, scope, person))) throw new NotFoundError();
      const details = await personDetails(db, scope, person.id);
      if (!details) throw new NotFoundError();
      return details;
    },

    async change(scope: Scope, body: z.infer<typeof userRoleRequestSchema>): Promise<UserDetails> {
      const { userId, role, customerId, operation } = body;
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new NotFoundError();
        if (role === 'superadmin') {
          if (operation === 'add') {
            await setSuperadmin(tx, userId, true);
          } else if (user.isSuperadmin) {
            // Only superadmins get here and none may remove themselves, so one always remains.
            if (userId === scope.userId) throw specError(400, USER_ROLE_ERRORS.ownSuperadmin);
            await setSuperadmin(tx, userId, false);
            await identity.endSessionsOf(tx, userId);
          }
        } else {
          // Only superadmins get here: they act in the customer the body names (required for a customer role).
          const acting = actingInCustomer(scope, customerId ?? undefined);
          if (!(await customerExists(tx, acting))) throw new NotFoundError();
          const grant = { userId, role };
          if (operation === 'add') await grantCustomerRole(tx, acting, grant);
          else await removeCustomerRole(tx, acting, grant);
        }
        const details = await personDetails(tx, scope, userId);
        if (!details) throw new NotFoundError();
        return details;
      });
    },
  };
}

export type UserRolesService = ReturnType<typeof userRolesService>;
