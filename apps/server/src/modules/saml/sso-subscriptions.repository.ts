import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AttributeMappingOverride, SsoSubscription } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import {
  customers,
  ssoSubscriptions,
  userProfiles,
  users,
  workspaceSignInOptions,
  workspaces,
} from '../../db/schema/index.js';
import { samlUrls } from './sp-urls.js';

export type SsoSubscriptionRow = typeof ssoSubscriptions.$inferSelect;

/**
 * A subscription people may sign in with now: status active, now between its dates (either
 * bound open, 03 §4), identity provider metadata uploaded, and its customer active.
 */
export function usableNow(now = new Date()) {
  return and(
    eq(ssoSubscriptions.status, 'active'),
    or(isNull(ssoSubscriptions.fromDate), lte(ssoSubscriptions.fromDate, now)),
    or(isNull(ssoSubscriptions.toDate), gte(ssoSubscriptions.toDate, now)),
    isNotNull(ssoSubscriptions.metadata),
    eq(customers.status, 'active'),
  );
}

export async function findSsoSubscription(db: Queryable, id: string): Promise<SsoSubscriptionRow | null> {
  const [row] = await db.select().from(ssoSubscriptions).where(eq(ssoSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** The subscription when it can be used for signing in right now, else null. */
export async function findUsableSsoSubscription(db: Queryable, id: string): Promise<SsoSubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: ssoSubscriptions })
    .from(ssoSubscriptions)
    .innerJoin(customers, eq(customers.id, ssoSubscriptions.customerId))
    .where(and(eq(ssoSubscriptions.id, id), usableNow()))
    .limit(1);
  return row?.subscription ?? null;
}

export async function listSsoSubscriptions(db: Queryable, customerId: string): Promise<SsoSubscriptionRow[]> {
  return db
    .select()
    .from(ssoSubscriptions)
    .where(eq(ssoSubscriptions.customerId, customerId))
    .orderBy(asc(ssoSubscriptions.name));
}

/**
 * The identity providers offered to an email address at the 'sso' stage: usable subscriptions
 * whose email domains include the address's domain, plus those enabled for a workspace where
 * the person already has an active profile.
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

/** Active workspaces that offer this subscription at sign-in (where JIT sign-in adds a learner profile). */
export async function workspacesEnabledFor(db: Queryable, subscriptionId: string) {
  return db
    .select({ id: workspaces.id, customerId: workspaces.customerId })
    .from(workspaceSignInOptions)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSignInOptions.workspaceId))
    .where(and(eq(workspaceSignInOptions.subscriptionId, subscriptionId), eq(workspaces.status, 'active')));
}

/** The ids a workspace offers at sign-in, limited to subscriptions that are still active. */
export async function signInOptionsOf(db: Queryable, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceSignInOptions.subscriptionId })
    .from(workspaceSignInOptions)
    .innerJoin(ssoSubscriptions, eq(ssoSubscriptions.id, workspaceSignInOptions.subscriptionId))
    .where(and(eq(workspaceSignInOptions.workspaceId, workspaceId), eq(ssoSubscriptions.status, 'active')))
    .orderBy(asc(ssoSubscriptions.name));
  return rows.map((row) => row.id);
}

/** Replaces a workspace's sign-in options (the caller has checked the ids). */
export async function replaceSignInOptions(
  db: Queryable,
  workspace: { id: string; customerId: string },
  subscriptionIds: string[],
): Promise<void> {
  await db.delete(workspaceSignInOptions).where(eq(workspaceSignInOptions.workspaceId, workspace.id));
  if (subscriptionIds.length === 0) return;
  await db.insert(workspaceSignInOptions).values(
    subscriptionIds.map((subscriptionId) => ({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      subscriptionId,
    })),
  );
}

/** Of the given ids, those that are active subscriptions of the customer. */
export async function activeSubscriptionIdsOf(db: Queryable, customerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ssoSubscriptions.id })
    .from(ssoSubscriptions)
    .where(
      and(
        eq(ssoSubscriptions.customerId, customerId),
        eq(ssoSubscriptions.status, 'active'),
        inArray(ssoSubscriptions.id, ids),
      ),
    );
  return rows.map((row) => row.id);
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
