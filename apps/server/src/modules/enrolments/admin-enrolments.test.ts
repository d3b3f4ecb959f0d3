import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES, type EnrolmentState } from '@campus/contracts';
import { auditLog, catalogItemWorkspaces, enrolments } from '../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
  createPerson,
  createTenant,
  createUnit,
  tokenOf,
  type Person,
} from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/learning-activities';
const adminEnrol = (token: string, catalogItem: string, learner: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/enrolment/admin`,
    headers: bearer(token),
    payload: { catalogItem, learner },
  });
const withdraw = (token: string, catalogItem: string, learners: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/withdraw-enrolment`,
    headers: bearer(token),
    payload: { catalogItem, learners },
  });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A workspace with two units, learners in each, an LXA, a manager of the first unit and two courses. */
async function world() {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const north = await createUnit(db, workspace, { name: 'North' });
  const south = await createUnit(db, workspace, { name: 'South' });
  const ann = await createPerson(db, workspace, { unit: north, firstName: 'Ann', lastName: 'Archer' });
  const bob = await createPerson(db, workspace, { unit: north, firstName: 'Bob', lastName: 'Baker' });
  const cat = await createPerson(db, workspace, { unit: south, firstName: 'Cat', lastName: 'Carter' });
  const lxa = await createPerson(db, workspace, { roles: ['learning_experience_administrator', 'learner'] });
  const manager = await createPerson(db, workspace, { roles: ['manager', 'learner'], unit: north, manages: [north] });
  const open = await createCatalogItem(db, workspace, { name: 'Data protection basics' });
  const approval = await createCatalogItem(db, workspace, { name: 'Leadership essentials', requireApproval: true });
  const [lxaToken, managerToken] = await Promise.all([tokenOf(ctx.app, lxa), tokenOf(ctx.app, manager)]);
  return { workspace, north, south, ann, bob, cat, lxa, manager, open, approval, lxaToken, managerToken };
}

const stateOf = async (learner: Person, item: string) =>
  (
    await ctx.database.db
      .select({ state: enrolments.state })
      .from(enrolments)
      .where(and(eq(enrolments.learnerProfileId, learner.profile.id), eq(enrolments.catalogItemId, item)))
  )
    .map((row) => row.state)
    .sort();

describe('POST /enrolment/admin', () => {
  it('enrols a learner straight away, even where learners must ask, once only, and audits it', async () => {
    const w = await world();
    const created = await adminEnrol(w.lxaToken, w.approval, w.ann.profile.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ catalogItemId: w.approval, learnerId: w.ann.profile.id, state: 'enrolled' });
    const [row] = await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, created.json().id));
    expect(row).toMatchObject({ createdBy: w.lxa.user.id, learnerUserId: w.ann.user.id, workspaceId: w.workspace.id });

    const again = await adminEnrol(w.lxaToken, w.approval, w.ann.profile.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: ENROLMENT_MESSAGES.learnerAlreadyEnrolled });

    // A pending request of the learner counts as live too.
    await createEnrolment(ctx.database.db, w.bob, w.approval);
    expect((await adminEnrol(w.lxaToken, w.approval, w.bob.profile.id)).statusCode).toBe(409);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, w.lxa.user.id), eq(auditLog.entity, 'enrolment')));
    expect(audited.map((entry) => [entry.statusCode, entry.outcome]).sort()).toEqual([
      [201, 'success'],
      [409, 'failure'],
      [409, 'failure'],
    ]);
    expect(audited.find((entry) => entry.statusCode === 201)?.entityId).toBe(created.json().id);
  });

  it('enrols only on what the workspace offers to the learner', async () => {
    const w = await world();
    const settings = (values: Partial<typeof catalogItemWorkspaces.$inferInsert>) =>
      ctx.database.db.update(catalogItemWorkspaces).set(values).where(eq(catalogItemWorkspaces.catalogItemId, w.open));
    await settings({ visible: false });
    const hidden = await adminEnrol(w.lxaToken, w.open, w.ann.profile.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(ENROLMENT_MESSAGES.notOfferedToLearner);
    await settings({ visible: true, availableInOrganisationUnits: [w.south.id] });
    expect((await adminEnrol(w.lxaToken, w.open, w.ann.profile.id)).statusCode).toBe(404);
    expect((await adminEnrol(w.lxaToken, w.open, w.cat.profile.id)).statusCode).toBe(201);

    // Another customer's course, and an unknown one, are not found.
    const elsewhere = await createTenant(ctx.database.db);
    const theirs = await createCatalogItem(ctx.database.db, elsewhere.workspace);
    expect((await adminEnrol(w.lxaToken, theirs, w.ann.profile.id)).statusCode).toBe(404);
    expect((await adminEnrol(w.lxaToken, crypto.randomUUID(), w.ann.profile.id)).statusCode).toBe(404);
    // Bad input is the spec's error shape.
    const bad = await adminEnrol(w.lxaToken, 'not-an-id', w.ann.profile.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, errors: { fields: expect.anything() } });
  });

  it('enrols only learners the caller administers: not themselves, not staff, not another workspace’s', async () => {
    const w = await world();
    const db = ctx.database.db;
    const staff = await createPerson(db, w.workspace, { roles: ['event_coordinator'] });
    const gone = await createPerson(db, w.workspace, { profileStatus: 'deleted' });
    const elsewhere = await createTenant(db);
    const stranger = await createPerson(db, elsewhere.workspace);
    for (const learner of [w.lxa, staff, gone, stranger]) {
      const refused = await adminEnrol(w.lxaToken, w.open, learner.profile.id);
      expect(refused.statusCode, learner.email).toBe(404);
      expect(refused.json().details.reason).toBe(ENROLMENT_MESSAGES.notALearner);
    }
    // A manager enrols the learners of the units they manage only.
    expect((await adminEnrol(w.managerToken, w.open, w.ann.profile.id)).statusCode).toBe(201);
    expect((await adminEnrol(w.managerToken, w.open, w.cat.profile.id)).statusCode).toBe(404);
    expect((await adminEnrol(w.managerToken, w.open, w.manager.profile.id)).statusCode).toBe(404);
    // A learner, and another customer's administrator.
    expect((await adminEnrol(await tokenOf(ctx.app, w.bob), w.open, w.cat.profile.id)).statusCode).toBe(403);
    const theirLxa = await createPerson(db, elsewhere.workspace, { roles: ['learning_experience_administrator'] });
    expect((await adminEnrol(await tokenOf(ctx.app, theirLxa), w.open, w.bob.profile.id)).statusCode).toBe(404);
    expect(await stateOf(w.bob, w.open)).toEqual([]);
  });

  it('takes a burst of bulk enrolments: 30 learners at once, and of 5 for one learner exactly one', async () => {
    const w = await world();
    const db = ctx.database.db;
    const learners = await Promise.all(Array.from({ length: 30 }, () => createPerson(db, w.workspace)));
    const results = await Promise.all(learners.map((learner) => adminEnrol(w.lxaToken, w.open, learner.profile.id)));
    expect(results.map((result) => result.statusCode)).toEqual(learners.map(() => 201));
    expect(new Set(results.map((result) => result.json().id)).size).toBe(30);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => adminEnrol(w.lxaToken, w.approval, w.ann.profile.id)),
    );
    expect(same.map((result) => result.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await stateOf(w.ann, w.approval)).toEqual(['enrolled']);
  });
});

describe('POST /withdraw-enrolment', () => {
  it('withdraws many in one call, lists who had nothing to withdraw and counts licences freed', async () => {
    const w = await world();
    const db = ctx.database.db;
    const dan = await createPerson(db, w.workspace, { unit: w.north });
    const eve = await createPerson(db, w.workspace, { unit: w.north });
    const states: [Person, EnrolmentState][] = [
      [w.ann, 'enrolled'],
      [w.bob, 'in_progress'],
      [w.cat, 'awaiting_feedback'],
      [dan, 'awaiting_approval'],
    ];
    for (const [learner, state] of states) await createEnrolment(db, learner, w.open, { state });
    const named = [w.ann, w.bob, w.cat, dan, eve].map((learner) => learner.profile.id);
    const response = await withdraw(w.lxaToken, w.open, named);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.withdrawn.map((row: { learnerId: string }) => row.learnerId).sort()).toEqual(
      [w.ann, w.bob, w.cat].map((learner) => learner.profile.id).sort(),
    );
    expect(body.withdrawn.every((row: { state: string }) => row.state === 'withdrawn')).toBe(true);
    expect(body.notEnrolled.sort()).toEqual([dan.profile.id, eve.profile.id].sort());
    // Only Ann's licence comes back: Bob is in progress, Cat awaiting feedback.
    expect(body.reclaimableLicences).toBe(1);
    expect(await stateOf(dan, w.open)).toEqual(['awaiting_approval']);
    const [row] = await db.select().from(enrolments).where(eq(enrolments.learnerProfileId, w.ann.profile.id));
    expect(row).toMatchObject({ state: 'withdrawn', resolvedBy: w.lxa.user.id });

    // Withdrawn learners may be enrolled again.
    expect((await adminEnrol(w.lxaToken, w.open, w.ann.profile.id)).statusCode).toBe(201);
    const twice = await withdraw(w.lxaToken, w.open, [w.bob.profile.id]);
    expect(twice.json()).toEqual({ withdrawn: [], notEnrolled: [w.bob.profile.id], reclaimableLicences: 0 });
  });

  it('withdraws nobody when one learner named is out of the caller’s reach', async () => {
    const w = await world();
    const db = ctx.database.db;
    await createEnrolment(db, w.ann, w.open, { state: 'enrolled' });
    await createEnrolment(db, w.cat, w.open, { state: 'enrolled' });
    // The manager manages North (Ann), not South (Cat).
    const refused = await withdraw(w.managerToken, w.open, [w.ann.profile.id, w.cat.profile.id]);
    expect(refused.statusCode).toBe(404);
    expect(await stateOf(w.ann, w.open)).toEqual(['enrolled']);
    const elsewhere = await createTenant(db);
    const stranger = await createPerson(db, elsewhere.workspace);
    expect((await withdraw(w.lxaToken, w.open, [w.ann.profile.id, stranger.profile.id])).statusCode).toBe(404);
    expect(await stateOf(w.ann, w.open)).toEqual(['enrolled']);
    // Another workspace's course, a learner, an empty list.
    expect(
      (await withdraw(w.lxaToken, await createCatalogItem(db, elsewhere.workspace), [w.ann.profile.id])).statusCode,
    ).toBe(404);
    expect((await withdraw(await tokenOf(ctx.app, w.bob), w.open, [w.ann.profile.id])).statusCode).toBe(403);
    expect((await withdraw(w.lxaToken, w.open, [])).statusCode).toBe(400);

    const done = await withdraw(w.managerToken, w.open, [w.ann.profile.id, w.ann.profile.id]);
    expect(done.json()).toMatchObject({ notEnrolled: [], reclaimableLicences: 1 });
    expect(await stateOf(w.ann, w.open)).toEqual(['withdrawn']);
    expect(await stateOf(w.cat, w.open)).toEqual(['enrolled']);
  });
});

describe('POST /enrolment/assign-suggested-courses', () => {
  const assign = (token: string, body: { catalogItems: string[]; learner: string; workspaceId: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: `${BASE}/enrolment/assign-suggested-courses`,
      headers: bearer(token),
      payload: body,
    });

  it('enrols the learner on each suggested course offered to them, leaving those they are on', async () => {
    const w = await world();
    const db = ctx.database.db;
    const hidden = await createCatalogItem(db, w.workspace);
    await db
      .update(catalogItemWorkspaces)
      .set({ visible: false })
      .where(eq(catalogItemWorkspaces.catalogItemId, hidden));
    await createEnrolment(db, w.ann, w.approval, { state: 'awaiting_approval' });
    const userAdmin = await createPerson(db, w.workspace, { roles: ['user_administrator'] });
    const token = await tokenOf(ctx.app, userAdmin);
    const body = {
      catalogItems: [w.open, w.approval, hidden, w.open],
      learner: w.ann.profile.id,
      workspaceId: w.workspace.id,
    };
    const response = await assign(token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      enrolled: [{ catalogItemId: w.open, learnerId: w.ann.profile.id, state: 'enrolled' }],
      alreadyEnrolled: [w.approval],
      notOffered: [hidden],
    });
    // Sent again (a second save of the profile): nothing new.
    expect((await assign(token, body)).json()).toMatchObject({ enrolled: [], alreadyEnrolled: [w.open, w.approval] });
    expect(await stateOf(w.ann, w.open)).toEqual(['enrolled']);
  });

  it('refuses another workspace’s course or learner, the caller themselves and a learner', async () => {
    const w = await world();
    const db = ctx.database.db;
    const elsewhere = await createTenant(db);
    const theirs = await createCatalogItem(db, elsewhere.workspace);
    const stranger = await createPerson(db, elsewhere.workspace);
    const call = (token: string, catalogItems: string[], learner: string, workspaceId = w.workspace.id) =>
      assign(token, { catalogItems, learner, workspaceId });
    expect((await call(w.lxaToken, [w.open, theirs], w.ann.profile.id)).statusCode).toBe(404);
    expect((await call(w.lxaToken, [w.open], stranger.profile.id)).statusCode).toBe(404);
    expect((await call(w.lxaToken, [w.open], w.lxa.profile.id)).statusCode).toBe(404);
    expect((await call(w.lxaToken, [w.open], w.ann.profile.id, elsewhere.workspace.id)).statusCode).toBe(403);
    expect((await call(w.managerToken, [w.open], w.cat.profile.id)).statusCode).toBe(404);
    expect((await call(await tokenOf(ctx.app, w.bob), [w.open], w.ann.profile.id)).statusCode).toBe(403);
    expect(await stateOf(w.ann, w.open)).toEqual([]);
    expect((await call(w.managerToken, [w.open], w.ann.profile.id)).statusCode).toBe(200);
  });
});

describe('enrolment lists', () => {
  it('lists who is enrolled on an item, and one learner’s enrolments on it', async () => {
    const w = await world();
    const db = ctx.database.db;
    await createEnrolment(db, w.ann, w.open, { state: 'completed', createdAt: new Date('2026-01-01T00:00:00Z') });
    await createEnrolment(db, w.ann, w.open, { state: 'in_progress', createdAt: new Date('2026-02-01T00:00:00Z') });
    await createEnrolment(db, w.bob, w.open, { state: 'awaiting_approval' });
    await createEnrolment(db, w.cat, w.open, { state: 'withdrawn' });
    const listed = await get(w.lxaToken, `${BASE}/users-enrolled-to-catalog-item/${w.open}`);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as { learner: { profileId: string }; isEnrolled: boolean }[];
    expect(rows.map((row) => [row.learner.profileId, row.isEnrolled])).toEqual([
      [w.ann.profile.id, true],
      [w.bob.profile.id, false],
    ]);
    expect(listed.json().data[0]).toMatchObject({
      courseName: 'Data protection basics',
      enrolmentState: 'in_progress',
      enrolmentDate: '2026-02-01T00:00:00.000Z',
      completionsCount: 1,
      organisationUnitName: 'North',
    });
    const some = await get(
      w.lxaToken,
      `${BASE}/users-enrolled-to-catalog-item/${w.open}?learners=${w.bob.profile.id},${w.cat.profile.id}`,
    );
    expect(some.json().data.map((row: { learner: { profileId: string } }) => row.learner.profileId)).toEqual([
      w.bob.profile.id,
    ]);
    // A manager sees their units' learners only.
    const managed = await get(w.managerToken, `${BASE}/users-enrolled-to-catalog-item/${w.open}`);
    expect(managed.json().data).toHaveLength(2);

    const history = await get(w.lxaToken, `${BASE}/learner-enrolments-by-catalog-item/${w.open}/${w.ann.user.id}`);
    expect(history.json().data.map((row: { state: string }) => row.state)).toEqual(['in_progress', 'completed']);
    expect(
      (await get(w.managerToken, `${BASE}/learner-enrolments-by-catalog-item/${w.open}/${w.cat.user.id}`)).statusCode,
    ).toBe(404);
    const elsewhere = await createTenant(db);
    const theirs = await createCatalogItem(db, elsewhere.workspace);
    expect((await get(w.lxaToken, `${BASE}/users-enrolled-to-catalog-item/${theirs}`)).statusCode).toBe(404);
    expect(
      (await get(await tokenOf(ctx.app, w.ann), `${BASE}/users-enrolled-to-catalog-item/${w.open}`)).statusCode,
    ).toBe(403);
  });

  it('lists a person’s enrolments: one row per course, sorted and filtered, for them or their administrators', async () => {
    const w = await world();
    const db = ctx.database.db;
    const third = await createCatalogItem(db, w.workspace, { name: 'Coaching conversations' });
    await createEnrolment(db, w.ann, w.open, { state: 'completed', createdAt: new Date('2026-03-01T00:00:00Z') });
    await createEnrolment(db, w.ann, w.approval, { state: 'enrolled', createdAt: new Date('2026-01-01T00:00:00Z') });
    await createEnrolment(db, w.ann, third, { state: 'rejected', createdAt: new Date('2026-02-01T00:00:00Z') });
    const names = (response: { json(): { data: { courseName: string }[] } }) =>
      response.json().data.map((row) => row.courseName);

    const defaults = await get(w.lxaToken, `${BASE}/v2/user-enrolments/${w.ann.user.id}`);
    expect(defaults.statusCode).toBe(200);
    // enrolmentDateTime ascending (02 §5); a declined request is not an enrolment.
    expect(names(defaults)).toEqual(['Leadership essentials', 'Data protection basics']);
    expect(defaults.json().pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    const byName = await get(
      w.lxaToken,
      `${BASE}/v2/user-enrolments/${w.ann.user.id}?sortBy=courseName&sortDirection=desc`,
    );
    expect(names(byName)).toEqual(['Leadership essentials', 'Data protection basics']);
    const completed = await get(w.lxaToken, `${BASE}/v2/user-enrolments/${w.ann.user.id}?filters[completed]=true`);
    expect(completed.json().data).toMatchObject([
      { courseName: 'Data protection basics', completionsCount: 1, isEnrolled: false },
    ]);
    expect(completed.json().data[0].lastCompletion).not.toBeNull();
    const notCompleted = await get(
      w.lxaToken,
      `${BASE}/v2/user-enrolments/${w.ann.user.id}?filters%5Bcompleted%5D=false`,
    );
    expect(names(notCompleted)).toEqual(['Leadership essentials']);
    expect((await get(w.lxaToken, `${BASE}/v2/user-enrolments/${w.ann.user.id}?sortBy=nonsense`)).statusCode).toBe(400);

    // The learner reads their own; a manager reads their units' people only.
    const own = await get(await tokenOf(ctx.app, w.ann), `${BASE}/v2/user-enrolments`);
    expect(names(own)).toEqual(['Leadership essentials', 'Data protection basics']);
    expect((await get(w.managerToken, `${BASE}/v2/user-enrolments/${w.ann.user.id}`)).statusCode).toBe(200);
    expect((await get(w.managerToken, `${BASE}/v2/user-enrolments/${w.cat.user.id}`)).statusCode).toBe(404);
    expect((await get(await tokenOf(ctx.app, w.bob), `${BASE}/v2/user-enrolments/${w.ann.user.id}`)).statusCode).toBe(
      403,
    );
    const elsewhere = await createTenant(db);
    const stranger = await createPerson(db, elsewhere.workspace);
    expect((await get(w.lxaToken, `${BASE}/v2/user-enrolments/${stranger.user.id}`)).statusCode).toBe(404);
  });
});

describe('report engine: learners to enrol and to withdraw', () => {
  const list = (token: string, which: 'to-enrol' | 'to-withdraw', item: string, workspaceId: string, query = '') =>
    get(token, `/api/report-engine/user-list/${which}/${item}/${workspaceId}${query}`);
  const profileIds = (response: { json(): { data: { profileId: string }[] } }) =>
    response.json().data.map((row) => row.profileId);

  it('lists the workspace’s learners who may be enrolled, and those who may be withdrawn', async () => {
    const w = await world();
    const db = ctx.database.db;
    await createEnrolment(db, w.bob, w.open, { state: 'in_progress' });
    await createEnrolment(db, w.cat, w.open, { state: 'awaiting_approval' });
    const ws = w.workspace.id;
    // Bob is enrolled and Cat has asked; the LXA is the caller; the manager is a learner too.
    const toEnrol = await list(w.lxaToken, 'to-enrol', w.open, ws);
    expect(toEnrol.statusCode).toBe(200);
    expect(profileIds(toEnrol)).toEqual([w.ann.profile.id, w.manager.profile.id]);
    expect(toEnrol.json().data[0]).toMatchObject({ firstName: 'Ann', organisationUnitName: 'North', enrolment: null });
    const toWithdraw = await list(w.lxaToken, 'to-withdraw', w.open, ws);
    expect(toWithdraw.json().data).toMatchObject([
      { profileId: w.bob.profile.id, enrolment: { state: 'in_progress', reclaimsLicence: false } },
    ]);
    // Searching, paging.
    expect(profileIds(await list(w.lxaToken, 'to-enrol', w.open, ws, '?search=arch'))).toEqual([w.ann.profile.id]);
    const paged = await list(w.lxaToken, 'to-enrol', w.open, ws, '?page=2&pageSize=1');
    expect(paged.json().pagination).toEqual({ page: 2, pageSize: 1, total: 2 });
    expect(profileIds(paged)).toEqual([w.manager.profile.id]);
    // A unit-limited course lists that unit's learners.
    await db
      .update(catalogItemWorkspaces)
      .set({ availableInOrganisationUnits: [w.south.id] })
      .where(eq(catalogItemWorkspaces.catalogItemId, w.approval));
    expect(profileIds(await list(w.lxaToken, 'to-enrol', w.approval, ws))).toEqual([w.cat.profile.id]);
    // A manager: their unit's people, never themselves.
    expect(profileIds(await list(w.managerToken, 'to-enrol', w.open, ws))).toEqual([w.ann.profile.id]);
  });

  it('refuses another workspace, another customer’s course and learners', async () => {
    const w = await world();
    const db = ctx.database.db;
    const elsewhere = await createTenant(db);
    const theirs = await createCatalogItem(db, elsewhere.workspace);
    const other = await list(w.lxaToken, 'to-enrol', w.open, elsewhere.workspace.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ENROLMENT_MESSAGES.otherWorkspaceList);
    expect((await list(w.lxaToken, 'to-withdraw', theirs, w.workspace.id)).statusCode).toBe(404);
    expect((await list(await tokenOf(ctx.app, w.ann), 'to-enrol', w.open, w.workspace.id)).statusCode).toBe(403);
    await db
      .update(catalogItemWorkspaces)
      .set({ visible: false })
      .where(eq(catalogItemWorkspaces.catalogItemId, w.open));
    expect((await list(w.lxaToken, 'to-enrol', w.open, w.workspace.id)).statusCode).toBe(404);
    expect((await list(w.lxaToken, 'to-withdraw', w.open, w.workspace.id)).statusCode).toBe(200);
  });
});

describe('GET /dashboard-enrolments', () => {
  it('counts the workspace’s enrolments made in the range by status, by unit, for the caller’s learners', async () => {
    const w = await world();
    const db = ctx.database.db;
    const at = (day: string) => ({ createdAt: new Date(`${day}T10:00:00Z`) });
    await createEnrolment(db, w.ann, w.open, { state: 'enrolled', ...at('2026-10-01') });
    await createEnrolment(db, w.ann, w.approval, { state: 'in_progress', ...at('2026-10-15') });
    await createEnrolment(db, w.bob, w.open, { state: 'completed', ...at('2026-10-31') });
    await createEnrolment(db, w.cat, w.open, { state: 'awaiting_feedback', ...at('2026-11-02') });
    await createEnrolment(db, w.cat, w.approval, { state: 'withdrawn', ...at('2026-10-20') });
    await createEnrolment(db, w.bob, w.approval, { state: 'awaiting_approval', ...at('2026-10-20') });
    const dashboard = (token: string, query = '') => get(token, `${BASE}/dashboard-enrolments${query}`);

    expect((await dashboard(w.lxaToken)).json()).toEqual({ enrolled: 2, in_progress: 1, completed: 1 });
    const october = await dashboard(w.lxaToken, '?filters[startDate]=2026-10-01&filters[endDate]=2026-10-31');
    expect(october.json()).toEqual({ enrolled: 1, in_progress: 1, completed: 1 });
    expect((await dashboard(w.lxaToken, `?filters[orgUnits]=${w.south.id}`)).json()).toEqual({
      enrolled: 1,
      in_progress: 0,
      completed: 0,
    });
    // A manager counts the units they manage; a site admin the workspace; a learner may not ask.
    expect((await dashboard(w.managerToken)).json()).toEqual({ enrolled: 1, in_progress: 1, completed: 1 });
    const siteAdmin = await createPerson(db, w.workspace, {
      roles: ['admin'],
      customerRoles: ['master_administrator'],
    });
    expect((await dashboard(await tokenOf(ctx.app, siteAdmin))).json()).toEqual({
      enrolled: 2,
      in_progress: 1,
      completed: 1,
    });
    expect((await dashboard(await tokenOf(ctx.app, w.ann))).statusCode).toBe(403);
    expect((await dashboard(w.lxaToken, '?filters[startDate]=yesterday')).statusCode).toBe(400);
    // Another customer's figures are their own.
    const elsewhere = await createTenant(db);
    const theirLxa = await createPerson(db, elsewhere.workspace, { roles: ['learning_experience_administrator'] });
    expect((await dashboard(await tokenOf(ctx.app, theirLxa))).json()).toEqual({
      enrolled: 0,
      in_progress: 0,
      completed: 0,
    });
  });
});
