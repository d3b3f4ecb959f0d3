import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, subscriptions } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { activeServices } from './tenancy.repository.js';

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
