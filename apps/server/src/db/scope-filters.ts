import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../lib/scope.js';

/**
 * The tenant filter on a row's customer: superadmins reach every customer, anyone else only the
 * customer their token names, and nothing without one. Repositories put it in their WHERE so no
 * handler can forget it; the area's policy then decides what the caller may do with a row reached.
 */
export function inScopeCustomer(
  scope: Pick<Scope, 'actor' | 'customerId'>,
  customerColumn: AnyPgColumn,
): SQL | undefined {
  if (scope.actor.isSuperadmin) return undefined;
  return scope.customerId ? eq(customerColumn, scope.customerId) : sql`false`;
}
