import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationUnits, workspaceGroups } from '../../db/schema/index.js';
import {
  createCatalogItem,
  createGroup,
  createPerson,
  createTenant,
  createUnit,
  tokenOf,
} from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setGroup = (token: string, id: string, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/sso/workspace-group/suggested-courses/${id}`,
    headers: bearer(token),
    payload,
  });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function world() {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const group = await createGroup(db, workspace, { name: 'Newcomers' });
  const unit = await createUnit(db, workspace, { name: 'North' });
  const induction = await createCatalogItem(db, workspace, { name: 'Induction' });
  const safety = await createCatalogItem(db, workspace, { name: 'Health and safety' });
  const userAdmin = await createPerson(db, workspace, { roles: ['user_administrator'] });
  return { workspace, group, unit, induction, safety, token: await tokenOf(ctx.app, userAdmin) };
}

describe('courses suggested to groups and units', () => {
  it('sets a group’s suggested courses and lists groups and units with theirs', async () => {
    const w = await world();
    const set = await setGroup(w.token, w.group.id, { suggestedCourses: [w.safety, w.induction, w.safety] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      id: w.group.id,
      name: 'Newcomers',
      workspaceId: w.workspace.id,
      customerId: w.workspace.customerId,
      suggestedCourses: [
        { catalogItemId: w.safety, name: 'Health and safety' },
        { catalogItemId: w.induction, name: 'Induction' },
      ],
      disableSuggestedCourses: false,
    });
    const off = await setGroup(w.token, w.group.id, { suggestedCourses: [w.induction], disableSuggestedCourses: true });
    expect(off.json()).toMatchObject({ suggestedCourses: [{ name: 'Induction' }], disableSuggestedCourses: true });

    const groups = await get(w.token, `/api/sso/workspace-groups-with-courses/${w.workspace.id}`);
    expect(groups.json().data).toMatchObject([{ id: w.group.id, suggestedCourses: [{ catalogItemId: w.induction }] }]);

    // Units have no setter in the spec yet (the unit editor sets them); what is stored is listed.
    await ctx.database.db
      .update(organisationUnits)
      .set({ suggestedCourses: [w.safety] })
      .where(eq(organisationUnits.id, w.unit.id));
    const units = await get(w.token, `/api/subscription-manager/unit-with-courses/${w.workspace.id}`);
    expect(units.statusCode).toBe(200);
    expect(units.json().data).toEqual([
      {
        id: w.unit.id,
        name: 'North',
        parentId: null,
        suggestedCourses: [{ catalogItemId: w.safety, name: 'Health and safety' }],
      },
    ]);
  });

  it('suggests only the workspace’s courses, and only to its people administrators', async () => {
    const w = await world();
    const db = ctx.database.db;
    const elsewhere = await createTenant(db);
    const theirs = await createCatalogItem(db, elsewhere.workspace);
    const foreign = await setGroup(w.token, w.group.id, { suggestedCourses: [w.induction, theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.fields).toMatchObject([{ path: 'suggestedCourses' }]);
    const [group] = await db.select().from(workspaceGroups).where(eq(workspaceGroups.id, w.group.id));
    expect(group?.suggestedCourses).toEqual([]);

    const theirGroup = await createGroup(db, elsewhere.workspace);
    expect((await setGroup(w.token, theirGroup.id, { suggestedCourses: [] })).statusCode).toBe(404);
    expect((await get(w.token, `/api/sso/workspace-groups-with-courses/${elsewhere.workspace.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(w.token, `/api/subscription-manager/unit-with-courses/${elsewhere.workspace.id}`)).statusCode,
    ).toBe(404);
    const learner = await createPerson(db, w.workspace);
    expect((await setGroup(await tokenOf(ctx.app, learner), w.group.id, { suggestedCourses: [] })).statusCode).toBe(
      403,
    );
    // A site admin of the customer may.
    const siteAdmin = await createPerson(db, w.workspace, {
      roles: ['admin'],
      customerRoles: ['master_administrator'],
    });
    expect(
      (await setGroup(await tokenOf(ctx.app, siteAdmin), w.group.id, { suggestedCourses: [w.safety] })).statusCode,
    ).toBe(200);
  });
});
