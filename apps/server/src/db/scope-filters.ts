import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../lib/scope.js';

/**
 * A reach: the condition on a tenant table's rows that a caller's scope reaches, always an SQL
 * condition. "Reaches nobody" is written one way, `reachesNobody()`, and "reaches everyone" one
 * way, `reachesEveryone()`; never `null`, `undefined` or a string. A repository may skip its query
 * when `reachesNone(reach)`: the answer is what the query would have found, nothing.
 */
export type Reach = SQL;

const NOBODY: SQL = sql`false`;
const EVERYONE: SQL = sql`true`;

/** The reach of a scope that reaches no row (no customer or workspace in the token, no role that ties). */
export const reachesNobody = (): Reach => NOBODY;

/** The reach of a scope that reaches every row (superadmins, on the tables they administer). */
export const reachesEveryone = (): Reach => EVERYONE;

/** Whether a reach is `reachesNobody()`, so a repository can answer "none" without a query. */
export const reachesNone = (reach: Reach): boolean => reach === NOBODY;

/**
 * The tenant filter on a row's customer: superadmins reach every customer, anyone else only the
 * customer their token names, and nothing without one. Repositories put it in their WHERE so no
 * handler can forget it; the area's policy then decides what the caller may do with a row reached.
 */
export function inScopeCustomer(scope: Pick<Scope, 'actor' | 'customerId'>, customerColumn: AnyPgColumn): Reach {
  if (scope.actor.isSuperadmin) return reachesEveryone();
  return scope.customerId ? eq(customerColumn, scope.customerId) : reachesNobody();
}
