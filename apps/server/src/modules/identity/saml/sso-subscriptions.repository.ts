import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AttributeMappingOverride, SsoSubscription } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import {
  customers,
  ssoSubscriptions,
  userProfiles,
  users,
  workspaceSignInOptions,
  workspaces,
} from '../../../db/schema/index.js';
import { inScopeCustomer } from '../../../db/scope-filters.js';
import type { Scope } from '../../../lib/scope.js';
import { samlUrls } from './sp-urls.js';

/**
 * Owner of sso_subscriptions. Administration takes the caller's scope (the tenant filter on the
 * subscription's customer); sign-in, which has no caller yet, takes the subscription the browser
 * or the identity provider names and only finds it while it is usable.
 */

export type SsoSubscriptionRow = typeof ssoSubscriptions.$inferSelect;

/**
 * A subscription people may sign in with now: status active, now between its dates (either
 * bound open, 03 §4), identity provider metadata uploaded, and its customer active.
 */
function usableNow(now = new Date()) {
  return and(
    eq(ssoSubscriptions.status, 'active'),
    or(isNull(ssoSubscriptions.fromDate), lte(ssoSubscriptions.fromDate, now)),
    or(isNull(ssoSubscriptions.toDate), gte(ssoSubscriptions.toDate, now)),
    isNotNull(ssoSubscriptions.metadata),
    eq(customers.status, 'active'),
  );
}

export async function findSsoSubscription(db: Queryable, scope: Scope, id: string): Promise<SsoSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(ssoSubscriptions)
    .where(and(eq(ssoSubscriptions.id, id), inScopeCustomer(scope, ssoSubscriptions.customerId)))
    .limit(1);
  return row ?? null;
}

/**
 * The subscription when it can be used for signing in right now, else null.
 * @unscoped sign-in Before any scope exists, by the subscription the sign-in names.
 */
export async function findUsableSsoSubscription(db: Queryable, id: string): Promise<SsoSubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: ssoSubscriptions })
    .from(ssoSubscriptions)
    .innerJoin(customers, eq(customers.id, ssoSubscriptions.customerId))
    .where(and(eq(ssoSubscriptions.id, id), usableNow()))
    .limit(1);
  return row?.subscription ?? null;
}

export async function listSsoSubscriptions(
  db: Queryable,
  scope: Scope,
  customerId: string,
): Promise<SsoSubscriptionRow[]> {
  return db
    .select()
    .from(ssoSubscriptions)
    .where(and(eq(ssoSubscriptions.customerId, customerId), inScopeCustomer(scope, ssoSubscriptions.customerId)))
    .orderBy(asc(ssoSubscriptions.name));
}

/** Of the given ids, the subscriptions within the caller's scope (whether a workspace may offer them is the policy's). */
export async function findSsoSubscriptionsIn(
  db: Queryable,
  scope: Scope,
  ids: string[],
): Promise<Pick<SsoSubscriptionRow, 'id' | 'customerId' | 'status'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: ssoSubscriptions.id, customerId: ssoSubscriptions.customerId, status: ssoSubscriptions.status })
    .from(ssoSubscriptions)
    .where(and(inArray(ssoSubscriptions.id, ids), inScopeCustomer(scope, ssoSubscriptions.customerId)));
}

/** A new subscription, created by the caller for a customer they have found in their scope. */
export async function insertSsoSubscription(
  db: Queryable,
  scope: Scope,
  values: Omit<typeof ssoSubscriptions.$inferInsert, 'createdBy'>,
): Promise<SsoSubscriptionRow> {
  const [row] = await db
    .insert(ssoSubscriptions)
    .values({ ...values, createdBy: scope.userId })
    .returning();
  if (!row) throw new Error('The SSO subscription was not created');
  return row;
}

/** Changes a subscription in the caller's scope (one found with `findSsoSubscription`); null when it is gone meanwhile. */
export async function updateSsoSubscription(
  db: Queryable,
  scope: Scope,
  subscription: Pick<SsoSubscriptionRow, 'id'>,
  changes: Partial<Omit<typeof ssoSubscriptions.$inferInsert, 'id' | 'customerId' | 'createdBy'>>,
): Promise<SsoSubscriptionRow | null> {
  const [row] = await db
    .update(ssoSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(ssoSubscriptions.id, subscription.id), inScopeCustomer(scope, ssoSubscriptions.customerId)))
    .returning();
  return row ?? null;
}

/**
 * The identity providers offered to an email address at the 'sso' stage: usable subscriptions
 * whose email domains include the address's domain, plus those enabled for a workspace where
 * the person already has an active profile.
 * @unscoped sign-in Before any scope exists, so by the address.
 */
export async function loginMethodsFor(db: Queryable, email: string): Promise<{ id: string; name: string }[]> {
  const domain = email.split('@').pop() ?? '';
  const hasProfileInEnabledWorkspace = sql`exists (
    select 1 from ${workspaceSignInOptions}
    join ${workspaces} on ${workspaces.id} = ${workspaceSignInOptions.workspaceId}
    join ${userProfiles} on ${userProfiles.workspaceId} = ${workspaceSignInOptions.workspaceId}
    join ${users} on ${users.id} = ${userProfiles.userId}
    where ${workspaceSignInOptions.subscriptionId} = ${ssoSubscriptions.id}
      and ${users.email} = ${email}
      and ${userProfiles.status} = 'active'
      and ${workspaces.status} = 'active')`;
  return db
    .select({ id: ssoSubscriptions.id, name: ssoSubscriptions.name })
    .from(ssoSubscriptions)
    .innerJoin(customers, eq(customers.id, ssoSubscriptions.customerId))
    .where(and(usableNow(), or(sql`${domain} = any(${ssoSubscriptions.emailDomains})`, hasProfileInEnabledWorkspace)))
    .orderBy(asc(ssoSubscriptions.name), asc(ssoSubscriptions.id));
}

const mapping = (override: AttributeMappingOverride) => ({
  firstName: override.firstName ?? null,
  lastName: override.lastName ?? null,
  email: override.email ?? null,
});

/** The API shape of 03 §3 "SSO subscription", with the URLs the identity provider needs. */
export function toSsoSubscription(row: SsoSubscriptionRow, publicUrl: string): SsoSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    createdBy: row.createdBy,
    status: row.status,
    fromDate: row.fromDate?.toISOString() ?? null,
    toDate: row.toDate?.toISOString() ?? null,
    name: row.name,
    setupType: row.setupType,
    serviceKey: 'SSO',
    metadata: row.metadata,
    attributeMappingOverride: mapping(row.attributeMappingOverride),
    emailDomains: row.emailDomains,
    urls: samlUrls(publicUrl, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
