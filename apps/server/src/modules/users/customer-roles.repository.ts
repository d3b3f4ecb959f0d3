import { and, eq } from 'drizzle-orm';
import type { CustomerRole } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { customerUserRoles, customers } from '../../db/schema/index.js';
import type { Scope } from '../../lib/scope.js';

/** Customer roles (master administrator, owner, trainer) people hold; this module owns the table. */

export interface CustomerRoleGrant {
  customerId: string;
  userId: string;
  role: CustomerRole;
}

export async function customerExists(db: Queryable, customerId: string): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return rows.length > 0;
}

/** Granting a role the person already holds changes nothing. */
export async function grantCustomerRole(db: Queryable, grant: CustomerRoleGrant): Promise<void> {
  await db.insert(customerUserRoles).values(grant).onConflictDoNothing();
}

export async function removeCustomerRole(db: Queryable, grant: CustomerRoleGrant): Promise<void> {
  await db
    .delete(customerUserRoles)
    .where(
      and(
        eq(customerUserRoles.customerId, grant.customerId),
        eq(customerUserRoles.userId, grant.userId),
        eq(customerUserRoles.role, grant.role),
      ),
    );
}

/** The person's customer roles the caller may see: every one for a superadmin, else only their own customer's. */
export async function visibleCustomerRolesOf(db: Queryable, { actor }: Scope, userId: string) {
  const rows = await db
    .select({ customerId: customerUserRoles.customerId, customerName: customers.name, role: customerUserRoles.role })
    .from(customerUserRoles)
    .innerJoin(customers, eq(customers.id, customerUserRoles.customerId))
    .where(
      and(
        eq(customerUserRoles.userId, userId),
        actor.isSuperadmin ? undefined : eq(customerUserRoles.customerId, actor.customerId ?? ''),
      ),
    );
  return rows.map((entry) => ({ ...entry, role: entry.role as CustomerRole }));
}
