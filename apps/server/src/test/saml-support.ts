import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, workspaces } from '../db/schema/index.js';
import { bearer, signInEnrolled, type TestContext } from './harness.js';

/** Test helpers for the SAML tests (src/test is not part of the server build). */

/** A platform (customer-level) token: superadmins and customer-role holders act with it. */
export async function platformToken(app: FastifyInstance, email: string): Promise<string> {
  const session = await signInEnrolled(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/exchange/token',
    headers: bearer(session.idToken),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function customerId(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.database.db.select().from(customers).where(eq(customers.name, name));
  if (!row) throw new Error(`no customer ${name}`);
  return row.id;
}

export async function workspaceId(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.database.db.select().from(workspaces).where(eq(workspaces.name, name));
  if (!row) throw new Error(`no workspace ${name}`);
  return row.id;
}

export interface SubscriptionSetup {
  /** The customer, by name (a demo customer) or by id (one a test made); Northwind Training by default. */
  customer?: string;
  customerId?: string;
  name?: string;
  emailDomains?: string[];
  metadata?: string;
  /** Workspaces that offer it at sign-in, by name (demo) or id. */
  workspaces?: string[];
  workspaceIds?: string[];
  attributeMappingOverride?: Record<string, string | null>;
  fromDate?: string | null;
  toDate?: string | null;
}

/** Creates an SSO subscription through the API as the superadmin, optionally set up and enabled. */
export async function createSubscription(ctx: TestContext, admin: string, setup: SubscriptionSetup) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscription-manager/sso-subscriptions',
    headers: bearer(admin),
    payload: {
      customerId: setup.customerId ?? (await customerId(ctx, setup.customer ?? 'Northwind Training')),
      name: setup.name ?? 'Northwind Entra ID',
      emailDomains: setup.emailDomains ?? [],
      fromDate: setup.fromDate === undefined ? '2020-01-01' : setup.fromDate,
      toDate: setup.toDate === undefined ? null : setup.toDate,
      setupType: 'metadata',
    },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const subscription = created.json() as { id: string; urls: { acsUrl: string; entityId: string } };
  if (setup.metadata) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscription-manager/sso-subscriptions-customer-setup/${subscription.id}`,
      headers: bearer(admin),
      payload: { metadata: setup.metadata, attributeMappingOverride: setup.attributeMappingOverride },
    });
    if (response.statusCode !== 200) throw new Error(`setup failed: ${response.body}`);
  }
  const enabledIn = [
    ...(setup.workspaceIds ?? []),
    ...(await Promise.all((setup.workspaces ?? []).map((name) => workspaceId(ctx, name)))),
  ];
  for (const id of enabledIn) {
    const current = await ctx.app.inject({
      url: `/api/subscription-manager/signup-and-authentication-settings/${id}`,
      headers: bearer(admin),
    });
    const options = [...(current.json() as { options: string[] }).options, subscription.id];
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscription-manager/signup-and-authentication-settings/${id}`,
      headers: bearer(admin),
      payload: { options },
    });
    if (response.statusCode !== 200) throw new Error(`enable failed: ${response.body}`);
  }
  return subscription;
}

export async function spMetadata(ctx: TestContext, admin: string, subscriptionId: string): Promise<string> {
  const response = await ctx.app.inject({
    url: `/api/subscription-manager/saml/metadata/${subscriptionId}`,
    headers: bearer(admin),
  });
  return response.body;
}
