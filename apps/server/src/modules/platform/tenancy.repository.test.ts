import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, defaultCustomisation, type Actor } from '@campus/contracts';
import { customers, subscriptions, workspaces } from '../../db/schema/index.js';
import { scopeOf } from '../../lib/scope.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { activeServices, findCustomerInScope, findWorkspaceInScope } from './tenancy.repository.js';

let ctx: TestContext;
let customerId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [customer] = await ctx.database.db.insert(customers).values({ name: 'Subscription Test Co' }).returning();
  customerId = customer!.id;
});
afterAll(() => ctx.close());

const day = 24 * 60 * 60 * 1000;

describe('active services (status active and now between the dates, open bounds allowed)', () => {
  it('counts open-ended, current and bounded subscriptions; not future, expired or cancelled ones', async () => {
    const now = Date.now();
    await ctx.database.db.insert(subscriptions).values([
      { customerId, serviceKey: 'EBS', status: 'active', fromDate: null, toDate: null },
      { customerId, serviceKey: 'LMS', status: 'active', fromDate: new Date(now - day), toDate: new Date(now + day) },
      { customerId, serviceKey: 'CCS', status: 'active', fromDate: new Date(now + day), toDate: null },
      { customerId, serviceKey: 'ELMS', status: 'active', fromDate: null, toDate: new Date(now - day) },
      { customerId, serviceKey: 'SSO', status: 'cancelled', fromDate: null, toDate: null },
      { customerId, serviceKey: 'API', status: 'inactive', fromDate: new Date(now - day), toDate: null },
    ]);
    expect(await activeServices(ctx.database.db, customerId)).toEqual(['EBS', 'LMS']);
    expect(await activeServices(ctx.database.db, customerId, new Date(now + 2 * day))).toEqual(['EBS', 'CCS']);
  });

  it('defaults a new customer to active', async () => {
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.status).toBe('active');
  });
});

describe('lookups within the caller’s tenant', () => {
  const scope = (actor: Partial<Actor>) =>
    scopeOf({ actor: { ...ANONYMOUS, stage: 'second', userId: 'me', ...actor }, secondStage: null });

  it('finds a customer and its workspaces for its own people and superadmins, never for another customer', async () => {
    const [workspace] = await ctx.database.db
      .insert(workspaces)
      .values({ customerId, name: 'Reach Test', customisation: defaultCustomisation() })
      .returning();
    const [other] = await ctx.database.db.insert(customers).values({ name: 'Other Test Co' }).returning();
    const ours = scope({ customerId });
    const theirs = scope({ customerId: other!.id });
    const superadmin = scope({ isSuperadmin: true });
    const nobody = scope({});

    expect((await findCustomerInScope(ctx.database.db, ours, customerId))?.id).toBe(customerId);
    expect((await findCustomerInScope(ctx.database.db, superadmin, customerId))?.id).toBe(customerId);
    expect(await findCustomerInScope(ctx.database.db, theirs, customerId)).toBeNull();
    expect(await findCustomerInScope(ctx.database.db, nobody, customerId)).toBeNull();

    expect((await findWorkspaceInScope(ctx.database.db, ours, workspace!.id))?.customer.id).toBe(customerId);
    expect(await findWorkspaceInScope(ctx.database.db, superadmin, workspace!.id)).not.toBeNull();
    expect(await findWorkspaceInScope(ctx.database.db, theirs, workspace!.id)).toBeNull();
    expect(await findWorkspaceInScope(ctx.database.db, nobody, workspace!.id)).toBeNull();
  });
});
