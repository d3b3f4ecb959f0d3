import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationUnits, users } from '../../db/schema/index.js';
import { createUnit } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { createScopeTenant, scopeSnapshotter, type Tenant } from './world.js';

/**
 * The harness's "nothing of A's changed" check reads only row versions written since its last
 * snapshot: it must still see every kind of change to A's rows, and nothing else.
 */
let ctx: TestContext;
let snapshotOf: Awaited<ReturnType<typeof scopeSnapshotter>>;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  ctx = await createTestApp();
  snapshotOf = await scopeSnapshotter(ctx.database.db);
  a = await createScopeTenant(ctx.database.db);
  b = await createScopeTenant(ctx.database.db);
});
afterAll(() => ctx.close());

/** The tables whose rows naming A differ between two snapshots. */
const changedTables = (before: Record<string, string[]>, after: Record<string, string[]>) =>
  Object.keys(after).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));

describe('scope snapshots', () => {
  it('list the rows naming A, and not B’s', async () => {
    const snapshot = await snapshotOf(a.customer);
    expect(snapshot.customers).toHaveLength(1);
    expect(snapshot.organisation_units?.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(snapshot)).not.toContain(b.customer.id);
  });

  it('see an update, an insert and a delete of A’s rows', async () => {
    const db = ctx.database.db;
    let before = await snapshotOf(a.customer);
    await db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, a.learner.user.id));
    let after = await snapshotOf(a.customer);
    expect(changedTables(before, after)).toEqual(['users']);

    before = after;
    const unit = await createUnit(db, a.workspace, { name: 'New' });
    after = await snapshotOf(a.customer);
    expect(changedTables(before, after)).toEqual(['organisation_units']);

    before = after;
    await db.delete(organisationUnits).where(eq(organisationUnits.id, unit.id));
    after = await snapshotOf(a.customer);
    expect(changedTables(before, after)).toEqual(['organisation_units']);
  });

  it('see a row of B’s that comes to name A', async () => {
    const db = ctx.database.db;
    const before = await snapshotOf(a.customer);
    await db.update(organisationUnits).set({ parentId: a.root.id }).where(eq(organisationUnits.id, b.team.id));
    expect(changedTables(before, await snapshotOf(a.customer))).toEqual(['organisation_units']);
  });

  it('ignore changes to B’s rows', async () => {
    const db = ctx.database.db;
    const before = await snapshotOf(a.customer);
    await db.update(users).set({ firstName: 'Other' }).where(eq(users.id, b.learner.user.id));
    expect(changedTables(before, await snapshotOf(a.customer))).toEqual([]);
  });
});
