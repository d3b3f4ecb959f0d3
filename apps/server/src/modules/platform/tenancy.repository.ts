import { and, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { SERVICES, type CustomerRole, type Service } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import {
  customers,
  customerUserRoles,
  organisationUnitManagers,
  subscriptions,
  userProfiles,
  workspaces,
} from '../../db/schema/index.js';
import { inScopeCustomer } from '../../db/scope-filters.js';
import type { AdministeringScope, Scope } from '../../lib/scope.js';

/**
 * Owner of the tenant tables (customers, subscriptions, workspaces, organisation units and their
 * managers, workspace groups): other modules read them through these functions. Lookups for a
 * request take its scope; the ones without (token issuing, which decides the scope) take the
 * signed-in user's id.
 */

/**
 * Services a customer has now: a subscription is active when its status is active and now lies
 * between fromDate and toDate, either bound open (03 §4).
 * @unscoped sign-in Token claims, before any scope exists (and a customer already reached through
 * `findWorkspaceInScope`).
 */
export async function activeServices(db: Queryable, customerId: string, now = new Date()): Promise<Service[]> {
  const rows = await db
    .selectDistinct({ serviceKey: subscriptions.serviceKey })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.fromDate), lte(subscriptions.fromDate, now)),
        or(isNull(subscriptions.toDate), gte(subscriptions.toDate, now)),
      ),
    );
  const have = new Set(rows.map((row) => row.serviceKey));
  return SERVICES.filter((service) => have.has(service));
}

/**
 * The person's customer roles, by customer.
 * @unscoped sign-in Token issuing (claims) and the workspace picker, which lists the signed-in
 * person's own (a superadmin's for anyone).
 */
export async function customerRolesByCustomer(db: Queryable, userId: string) {
  const rows = await db
    .select({ customerId: customerUserRoles.customerId, customerName: customers.name, role: customerUserRoles.role })
    .from(customerUserRoles)
    .innerJoin(customers, eq(customers.id, customerUserRoles.customerId))
    .where(and(eq(customerUserRoles.userId, userId), ne(customers.status, 'archived')))
    .orderBy(asc(customers.name));
  const byCustomer = new Map<string, { customerId: string; customerName: string; roles: CustomerRole[] }>();
  for (const row of rows) {
    const entry = byCustomer.get(row.customerId) ?? {
      customerId: row.customerId,
      customerName: row.customerName,
      roles: [],
    };
    entry.roles.push(row.role);
    byCustomer.set(row.customerId, entry);
  }
  return [...byCustomer.values()];
}

/**
 * The workspaces where the user has a live profile, with the workspace and customer names.
 * @unscoped sign-in The workspace picker before a workspace token, for the signed-in person (a
 * superadmin: anyone).
 */
export async function workspacesOfUser(db: Queryable, userId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      status: workspaces.status,
      customisation: workspaces.customisation,
      customerId: customers.id,
      customerName: customers.name,
      profileId: userProfiles.id,
      roles: userProfiles.roles,
    })
    .from(userProfiles)
    .innerJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
    .innerJoin(customers, eq(customers.id, workspaces.customerId))
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.status, 'active'),
        eq(workspaces.status, 'active'),
        eq(customers.status, 'active'),
      ),
    )
    .orderBy(asc(workspaces.name));
}

/**
 * A workspace with its customer.
 * @unscoped sign-in Looked up to issue a workspace token, and by public self-registration (by key
 * code or the workspace's registration page).
 */
export async function findWorkspaceWithCustomer(db: Queryable, workspaceId: string) {
  const [row] = await db
    .select({ workspace: workspaces, customer: customers })
    .from(workspaces)
    .innerJoin(customers, eq(customers.id, workspaces.customerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return row ?? null;
}

/**
 * A workspace with its customer, when it is within the caller's tenant; the area's policy
 * (`workspaces.policy.ts`) then decides what the caller may do with it.
 */
export async function findWorkspaceInScope(db: Queryable, scope: Scope, workspaceId: string) {
  const [row] = await db
    .select({ workspace: workspaces, customer: customers })
    .from(workspaces)
    .innerJoin(customers, eq(customers.id, workspaces.customerId))
    .where(and(eq(workspaces.id, workspaceId), inScopeCustomer(scope, workspaces.customerId)))
    .limit(1);
  return row ?? null;
}

/** A customer the caller belongs to (superadmins: any customer); null for anyone else's. */
export async function findCustomerInScope(db: Queryable, scope: Scope, customerId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), inScopeCustomer(scope, customers.id)))
    .limit(1);
  return row ?? null;
}

/**
 * The person's active profile in the workspace.
 * @unscoped sign-in Token issuing (claims, and the impersonation token, whose workspace the
 * impersonation policy decides).
 */
export async function findProfile(db: Queryable, userId: string, workspaceId: string) {
  const [profile] = await db
    .select()
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.workspaceId, workspaceId),
        eq(userProfiles.status, 'active'),
      ),
    )
    .limit(1);
  return profile ?? null;
}

/**
 * The units these profiles manage.
 * @unscoped sign-in Token issuing (claims), which puts them in the token.
 */
export async function managedUnitIds(db: Queryable, profileIds: string[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ unitId: organisationUnitManagers.unitId })
    .from(organisationUnitManagers)
    .where(inArray(organisationUnitManagers.profileId, profileIds));
  return rows.map((row) => row.unitId);
}

/** Turns self-registration on or off for the workspace the caller administers (its keys' screen switches it). */
export async function setSelfRegistrationEnabled(db: Queryable, scope: AdministeringScope, enabled: boolean) {
  await db
    .update(workspaces)
    .set({ selfRegistrationEnabled: enabled })
    .where(eq(workspaces.id, scope.administered.workspaceId));
}
