import { and, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_ROLES, type CustomerRole } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { customerUserRoles, customers } from '../../db/schema/index.js';
import type { ActingInCustomerScope, Scope } from '../../lib/scope.js';
import { inScopeCustomer } from '../../db/scope-filters.js';

/** Customer roles (master administrator, owner, trainer) people hold; this module owns the table. */

/** A customer role of a person, in the customer the caller acts in (`actingInCustomer`). */
export interface CustomerRoleGrant {
  userId: string;
  role: CustomerRole;
}

/** Whether the customer the caller acts in exists (a superadmin may name any id). */
export async function customerExists(db: Queryable, scope: ActingInCustomerScope): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, scope.acting.customerId));
  return rows.length > 0;
}

/** Grants the role in the customer the caller acts in; a role the person already holds changes nothing. */
export async function grantCustomerRole(
  db: Queryable,
  scope: ActingInCustomerScope,
  grant: CustomerRoleGrant,
): Promise<void> {
  await db
    .insert(customerUserRoles)
    .values({ ...grant, customerId: scope.acting.customerId })
    .onConflictDoNothing();
}

/** Removes the role in the customer the caller acts in. */
export async function removeCustomerRole(
  db: Queryable,
  scope: ActingInCustomerScope,
  grant: CustomerRoleGrant,
): Promise<void> {
  await db
    .delete(customerUserRoles)
    .where(
      and(
        eq(customerUserRoles.customerId, scope.acting.customerId),
        eq(customerUserRoles.userId, grant.userId),
        eq(customerUserRoles.role, grant.role),
      ),
    );
}

/**
 * The customer roles (owner, site admin, trainer) of these people that the actor may see, with
 * their customer's name: every one for a superadmin, otherwise only their own customer's. In
 * customer name, then role order.
 */
export async function visibleCustomerRolesOfPeople(db: Queryable, scope: Scope, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: customerUserRoles.userId,
      customerId: customerUserRoles.customerId,
      customerName: customers.name,
      role: customerUserRoles.role,
    })
    .from(customerUserRoles)
    .innerJoin(customers, eq(customers.id, customerUserRoles.customerId))
    .where(and(inArray(customerUserRoles.userId, [...userIds]), inScopeCustomer(scope, customerUserRoles.customerId)));
  const order = (role: CustomerRole) => CUSTOMER_ROLES.indexOf(role);
  return rows.sort((a, b) => a.customerName.localeCompare(b.customerName) || order(a.role) - order(b.role));
}

/** One person's customer roles the caller may see (`visibleCustomerRolesOfPeople`). */
export async function visibleCustomerRolesOf(db: Queryable, scope: Scope, userId: string) {
  const rows = await visibleCustomerRolesOfPeople(db, scope, [userId]);
  return rows.map(({ userId: _userId, ...entry }) => entry);
}
