import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItemWorkspaces, catalogItems } from '../../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
  createFile,
  createPerson,
  createTenant,
  createUnit,
  createWorkspace,
  shareCatalogItemTo,
  tokenOf,
  type Person,
  type Unit,
  type Workspace,
} from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Catalogue items (02 §3, §6, §7; decision 0052): each workspace's settings, sharing within the
 * customer, archiving, and the administrators' catalogue lists, through HTTP.
 */
let ctx: TestContext;
const BASE = '/api/course-catalogue';
const LXA = 'learning_experience_administrator' as const;

interface World {
  north: Workspace;
  south: Workspace;
  other: Workspace;
  sales: Unit;
  logistics: Unit;
  southUnit: Unit;
  lxa: Person;
  admin: Person;
  manager: Person;
  siteAdmin: Person;
  southLxa: Person;
  otherLxa: Person;
  learner: Person;
  logisticsLearner: Person;
  tokens: Record<'lxa' | 'admin' | 'manager' | 'siteAdmin' | 'southLxa' | 'otherLxa' | 'learner', string>;
}
let w: World;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const { customer, workspace: north } = await createTenant(db);
  const south = await createWorkspace(db, customer, { name: 'South campus' });
  const { workspace: other } = await createTenant(db);
  const sales = await createUnit(db, north, { name: 'Sales' });
  const logistics = await createUnit(db, north, { name: 'Logistics' });
  const southUnit = await createUnit(db, south, { name: 'South team' });
  const lxa = await createPerson(db, north, { roles: [LXA] });
  const admin = await createPerson(db, north, { roles: ['admin'] });
  const manager = await createPerson(db, north, { roles: ['manager'], unit: sales, manages: [sales] });
  const siteAdmin = await createPerson(db, north, { roles: [], customerRoles: ['master_administrator'] });
  const southLxa = await createPerson(db, south, { roles: [LXA] });
  const otherLxa = await createPerson(db, other, { roles: [LXA] });
  const learner = await createPerson(db, north, { unit: sales });
  const logisticsLearner = await createPerson(db, north, { unit: logistics });
  const entries = await Promise.all(
    Object.entries({ lxa, admin, manager, siteAdmin, southLxa, otherLxa, learner }).map(
      async ([name, person]) => [name, await tokenOf(ctx.app, person)] as const,
    ),
  );
  w = {
    north,
    south,
    other,
    sales,
    logistics,
    southUnit,
    lxa,
    admin,
    manager,
    siteAdmin,
    southLxa,
    otherLxa,
    learner,
    logisticsLearner,
    tokens: Object.fromEntries(entries) as World['tokens'],
  };
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers: token ? bearer(token) : {}, payload });
const get = (url: string, token?: string) => call('GET', url, token);

const newItem = (options: Parameters<typeof createCatalogItem>[2] = {}) =>
  createCatalogItem(ctx.database.db, w.north, options);

describe('a catalogue item’s settings in a workspace', () => {
  it('reads the defaults and saves what the LXA chooses', async () => {
    const id = await newItem({ name: 'Fire safety' });
    const read = await get(`/v2/catalog/${id}/workspace/${w.north.id}`, w.tokens.lxa);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      catalogItemId: id,
      workspaceId: w.north.id,
      owning: true,
      visible: true,
      requireApproval: false,
      availableInOrganisationUnits: [],
      certificateType: 'default',
      certificateContentId: null,
      disableCertificates: false,
      notification: 'default',
      feedbackForm: 'default',
    });

    const certificate = crypto.randomUUID();
    const saved = await call('POST', `/v2/catalog/${id}/workspace/${w.north.id}`, w.tokens.lxa, {
      workspaceId: w.north.id,
      approvalRequired: true,
      certificateContentId: certificate,
      notification: 'selected',
      notificationIdentifier: 'course-enrolment-custom',
      feedbackForm: 'workspaceDefault',
      disableCertificates: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      requireApproval: true,
      certificateType: 'selected',
      certificateContentId: certificate,
      notification: 'selected',
      notificationIdentifier: 'course-enrolment-custom',
      feedbackForm: 'workspaceDefault',
    });
    const again = (await get(`/v2/catalog/${id}/workspace/${w.north.id}`, w.tokens.lxa)).json();
    expect(again.requireApproval).toBe(true);

    const off = await call('POST', `/v2/catalog/${id}/workspace/${w.north.id}`, w.tokens.lxa, {
      workspaceId: w.north.id,
      approvalRequired: false,
      notification: null,
      disableCertificates: true,
    });
    expect(off.json()).toMatchObject({
      requireApproval: false,
      certificateType: 'disabled',
      notification: null,
      notificationIdentifier: null,
      feedbackForm: 'workspaceDefault',
    });
  });

  it('refuses bad input with field errors', async () => {
    const id = await newItem();
    const url = `/v2/catalog/${id}/workspace/${w.north.id}`;
    const other = await call('POST', url, w.tokens.lxa, { workspaceId: w.south.id, approvalRequired: true });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.fields).toEqual([expect.objectContaining({ path: 'workspaceId' })]);
    const noEmail = await call('POST', url, w.tokens.lxa, {
      workspaceId: w.north.id,
      approvalRequired: true,
      notification: 'selected',
    });
    expect(noEmail.statusCode).toBe(400);
    expect((await call('POST', url, w.tokens.lxa, { workspaceId: w.north.id })).statusCode).toBe(400);
    expect((await get(`/v2/catalog/not-an-id/workspace/${w.north.id}`, w.tokens.lxa)).statusCode).toBe(400);
  });

  it('limits the item to organisation units of the workspace, or hides it, and learners see that', async () => {
    const id = await newItem({ name: 'Forklift basics' });
    const url = `/v2/catalog/${id}/workspace/${w.north.id}/visible`;
    const learnerSees = async (token: string) =>
      ((await get('/v2/catalog/learner?pageSize=100', token)).json().data as { catalogItemId: string }[]).some(
        (item) => item.catalogItemId === id,
      );
    expect(await learnerSees(w.tokens.learner)).toBe(true);

    const limited = await call('PATCH', url, w.tokens.lxa, { visible: true, organisationUnits: [w.logistics.id] });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().availableInOrganisationUnits).toEqual([w.logistics.id]);
    expect(await learnerSees(w.tokens.learner)).toBe(false);

    const foreignUnit = await call('PATCH', url, w.tokens.lxa, { visible: true, organisationUnits: [w.southUnit.id] });
    expect(foreignUnit.statusCode).toBe(400);
    expect(foreignUnit.json().errors.fields[0].path).toBe('organisationUnits');

    const hidden = await call('PATCH', url, w.tokens.lxa, { visible: false, organisationUnits: [] });
    expect(hidden.json()).toMatchObject({ visible: false, availableInOrganisationUnits: [] });
    expect(await learnerSees(w.tokens.learner)).toBe(false);
    await call('PATCH', url, w.tokens.lxa, { visible: true });
    expect(await learnerSees(w.tokens.learner)).toBe(true);
  });

  it('is for the LXAs of that workspace; others are refused', async () => {
    const id = await newItem();
    const url = `/v2/catalog/${id}/workspace/${w.north.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, w.tokens.learner)).statusCode).toBe(403);
    expect((await get(url, w.tokens.manager)).statusCode).toBe(403);
    // Another customer's LXA, and the LXA of another workspace of the same customer: not found.
    expect((await get(url, w.tokens.otherLxa)).statusCode).toBe(404);
    expect((await get(url, w.tokens.southLxa)).statusCode).toBe(404);
    const write = { workspaceId: w.north.id, approvalRequired: true };
    expect((await call('POST', url, w.tokens.otherLxa, write)).statusCode).toBe(404);
    expect((await call('PATCH', `${url}/visible`, w.tokens.southLxa, { visible: false })).statusCode).toBe(404);
    // Not offered in the south workspace yet: nothing to configure there.
    expect((await get(`/v2/catalog/${id}/workspace/${w.south.id}`, w.tokens.southLxa)).statusCode).toBe(404);
    // The edit screen is the LXA's (routes.tsv): a site admin without the role is refused by the rule.
    expect((await get(url, w.tokens.siteAdmin)).statusCode).toBe(403);
    expect((await get(url, w.tokens.lxa)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(catalogItemWorkspaces)
      .where(eq(catalogItemWorkspaces.catalogItemId, id));
    expect(row?.requireApproval).toBe(false);
  });
});

describe('GET /v2/catalog-item/{id}', () => {
  it('gives the item with the caller’s workspace settings and its enrolments there', async () => {
    const id = await newItem({ name: 'Customer care', description: 'Listening first.' });
    await createEnrolment(ctx.database.db, w.learner, id, { state: 'enrolled' });
    await createEnrolment(ctx.database.db, w.logisticsLearner, id, { state: 'in_progress' });
    const response = await get(`/v2/catalog-item/${id}`, w.tokens.lxa);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      id,
      name: 'Customer care',
      description: 'Listening first.',
      status: 'active',
      majorVersion: 1,
      minorVersion: 0,
      courseOriginWorkspaceId: w.north.id,
      originCustomerId: w.north.customerId,
      workspaceId: w.north.id,
      certificateType: 'default',
      files: [],
      urls: [],
      enrolments: { not_started: 1, in_progress: 1, awaiting_feedback: 0 },
    });
    expect(item.latestEnrolment.state).toBe('in_progress');
    expect((await get(`/v2/catalog-item/${id}`, w.tokens.otherLxa)).statusCode).toBe(404);
    expect((await get(`/v2/catalog-item/${id}`, w.tokens.southLxa)).statusCode).toBe(404);
    expect((await get(`/v2/catalog-item/${id}`, w.tokens.learner)).statusCode).toBe(403);
    expect((await get(`/v2/catalog-item/${crypto.randomUUID()}`, w.tokens.lxa)).statusCode).toBe(404);
  });
});

describe('sharing a catalogue item', () => {
  it('shares to workspaces of the same customer, each with its own settings, and unshares', async () => {
    const id = await newItem({ name: 'Shared induction' });
    const shared = await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, {
      workspaceIds: [w.south.id],
    });
    expect(shared.statusCode).toBe(200);
    expect(
      shared.json().data.map((row: { workspaceId: string; owning: boolean }) => [row.workspaceId, row.owning]),
    ).toEqual([
      [w.north.id, true],
      [w.south.id, false],
    ]);
    // Sharing again changes nothing.
    expect(
      (
        await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, { workspaceIds: [w.south.id] })
      ).json().data,
    ).toHaveLength(2);

    const sharedList = await get(`/v2/catalog/${id}/shared-workspace`, w.tokens.lxa);
    expect(sharedList.json().data).toEqual([
      expect.objectContaining({ workspaceId: w.south.id, name: 'South campus' }),
    ]);

    // The south LXA now configures their own workspace's offer, not the owner's.
    const southUrl = `/v2/catalog/${id}/workspace/${w.south.id}`;
    const southSaved = await call('POST', southUrl, w.tokens.southLxa, {
      workspaceId: w.south.id,
      approvalRequired: true,
    });
    expect(southSaved.statusCode).toBe(200);
    expect(southSaved.json()).toMatchObject({ owning: false, requireApproval: true });
    expect((await get(`/v2/catalog/${id}/workspace/${w.north.id}`, w.tokens.lxa)).json().requireApproval).toBe(false);
    expect((await get(`/v2/catalog-item/${id}`, w.tokens.southLxa)).json()).toMatchObject({
      workspaceId: w.south.id,
      requireApproval: true,
    });
    const everywhere = await get(`/v2/catalog/${id}/workspaces`, w.tokens.southLxa);
    expect(everywhere.json().data).toHaveLength(2);

    // Only the owning workspace's administrators share and unshare.
    expect((await get(`/v2/catalog/${id}/shared-workspace`, w.tokens.southLxa)).statusCode).toBe(404);
    expect(
      (await call('POST', `/v2/catalog/${id}/unshare-from-workspaces`, w.tokens.southLxa, { workspaces: [w.south.id] }))
        .statusCode,
    ).toBe(404);

    const ownerToo = await call('POST', `/v2/catalog/${id}/unshare-from-workspaces`, w.tokens.lxa, {
      workspaces: [w.north.id],
    });
    expect(ownerToo.statusCode).toBe(400);
    const unshared = await call('POST', `/v2/catalog/${id}/unshare-from-workspaces`, w.tokens.admin, {
      workspaces: [w.south.id],
    });
    expect(unshared.statusCode).toBe(200);
    expect(unshared.json().data.map((row: { workspaceId: string }) => row.workspaceId)).toEqual([w.north.id]);
    expect((await get(southUrl, w.tokens.southLxa)).statusCode).toBe(404);
  });

  it('never shares to another customer’s workspace, and shares nothing when one is named', async () => {
    const id = await newItem();
    const response = await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, {
      workspaceIds: [w.south.id, w.other.id],
    });
    expect(response.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select({ workspaceId: catalogItemWorkspaces.workspaceId })
      .from(catalogItemWorkspaces)
      .where(eq(catalogItemWorkspaces.catalogItemId, id));
    expect(rows).toEqual([{ workspaceId: w.north.id }]);
    expect(
      (
        await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, {
          workspaceIds: [crypto.randomUUID()],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, { workspaceIds: [] })).statusCode,
    ).toBe(400);
  });

  it('is for the owning workspace’s admins and LXAs and the site admins, not managers, learners or others', async () => {
    const id = await newItem();
    const share = (token: string) =>
      call('POST', `/v2/catalog/${id}/add-shared-workspace`, token, { workspaceIds: [w.south.id] });
    expect((await share(w.tokens.learner)).statusCode).toBe(403);
    expect((await share(w.tokens.manager)).statusCode).toBe(403);
    expect((await share(w.tokens.otherLxa)).statusCode).toBe(404);
    expect((await share(w.tokens.southLxa)).statusCode).toBe(404);
    expect((await share(w.tokens.siteAdmin)).statusCode).toBe(200);
  });

  it('does not share an archived item', async () => {
    const id = await newItem();
    expect((await call('POST', `/v3/catalog-item/${id}/archive`, w.tokens.lxa)).statusCode).toBe(200);
    const response = await call('POST', `/v2/catalog/${id}/add-shared-workspace`, w.tokens.lxa, {
      workspaceIds: [w.south.id],
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('archiving a catalogue item', () => {
  it('archives it everywhere: off the learner’s catalogue and the active lists, kept for the archive list', async () => {
    const id = await newItem({ name: 'Old onboarding' });
    await shareCatalogItemTo(ctx.database.db, id, w.south);
    expect((await call('POST', `/v3/catalog-item/${id}/archive`, w.tokens.southLxa)).statusCode).toBe(404);
    expect((await call('POST', `/v3/catalog-item/${id}/archive`, w.tokens.manager)).statusCode).toBe(403);
    const archived = await call('POST', `/v3/catalog-item/${id}/archive`, w.tokens.lxa);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id, status: 'archived' });
    const again = await call('POST', `/v3/catalog-item/${id}/archive`, w.tokens.lxa);
    expect(again.json().archivedAt).toBe(archived.json().archivedAt);

    const learnerItems = (await get('/v2/catalog/learner?pageSize=100', w.tokens.learner)).json().data as {
      catalogItemId: string;
    }[];
    expect(learnerItems.map((item) => item.catalogItemId)).not.toContain(id);
    const active = (await get('/v2/catalog/admin?search=old%20onboarding', w.tokens.lxa)).json();
    expect(active.data).toEqual([]);
    const archive = (
      await get('/v2/catalog/admin?search=old%20onboarding&filters[status]=archived', w.tokens.lxa)
    ).json();
    expect(archive.data.map((item: { catalogItemId: string }) => item.catalogItemId)).toEqual([id]);
    const [row] = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.id, id));
    expect(row?.status).toBe('archived');
    // No new enrolment on it (the enrolment rules read the same offer).
    const enrol = await ctx.app.inject({
      method: 'POST',
      url: '/api/learning-activities/enrolment',
      headers: bearer(w.tokens.learner),
      payload: { catalogItem: id },
    });
    expect(enrol.statusCode).toBeGreaterThanOrEqual(400);
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: `/api/learning-activities/enrolment-allowed/${id}/${w.learner.profile.id}`,
      headers: bearer(w.tokens.learner),
    });
    expect(allowed.json().allowForEnrolment).toBe(false);
  });
});

describe('the administrators’ catalogue lists', () => {
  let lists: { ws: Workspace; lxa: string; admin: string; learner: Person; item: (name: string) => string };
  beforeAll(async () => {
    const db = ctx.database.db;
    const { customer, workspace: ws } = await createTenant(db);
    const second = await createWorkspace(db, customer, { name: 'Second site' });
    const unit = await createUnit(db, ws, { name: 'Warehouse' });
    const lxa = await createPerson(db, ws, { roles: [LXA] });
    const admin = await createPerson(db, ws, { roles: ['admin'] });
    const learner = await createPerson(db, ws, { unit });
    const ids: Record<string, string> = {};
    for (const [name, labels] of [
      ['Alpha safety', ['safety']],
      ['Bravo leadership', ['leadership']],
      ['Charlie safety refresher', ['safety', 'refresher']],
      ['Delta data_protection 100%', ['compliance']],
    ] as const) {
      ids[name] = await createCatalogItem(db, ws, { name, labels: [...labels], description: `${name} course` });
    }
    const fromSecond = await createCatalogItem(db, second, { name: 'Echo from second site', labels: ['safety'] });
    await shareCatalogItemTo(db, fromSecond, ws);
    ids['Echo from second site'] = fromSecond;
    await createEnrolment(db, learner, ids['Alpha safety']!, { state: 'enrolled' });
    await createEnrolment(db, learner, ids['Bravo leadership']!, { state: 'awaiting_approval' });
    // Hidden from the learner's unit: the single-learner list leaves it out, the admin lists keep it.
    await db
      .update(catalogItemWorkspaces)
      .set({ availableInOrganisationUnits: [crypto.randomUUID()] })
      .where(
        and(
          eq(catalogItemWorkspaces.catalogItemId, ids['Charlie safety refresher']!),
          eq(catalogItemWorkspaces.workspaceId, ws.id),
        ),
      );
    lists = {
      ws,
      lxa: await tokenOf(ctx.app, lxa),
      admin: await tokenOf(ctx.app, admin),
      learner,
      item: (name) => ids[name]!,
    };
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((item) => item.name);

  it('lists the workspace’s own and shared items by name, with paging', async () => {
    const all = await get('/v2/catalog/admin', lists.lxa);
    expect(all.statusCode).toBe(200);
    expect(names(all.json())).toEqual([
      'Alpha safety',
      'Bravo leadership',
      'Charlie safety refresher',
      'Delta data_protection 100%',
      'Echo from second site',
    ]);
    expect(all.json().data[4]).toMatchObject({ type: 'course', sharedFrom: 'Second site', status: 'active' });
    expect(all.json().data[0]).toMatchObject({
      sharedFrom: null,
      majorVersion: 1,
      minorVersion: 0,
      labels: ['safety'],
    });
    expect(all.json().pagination).toEqual({ page: 1, pageSize: 20, total: 5 });
    const page2 = (await get('/v2/catalog/admin?page=2&pageSize=2', lists.lxa)).json();
    expect(names(page2)).toEqual(['Charlie safety refresher', 'Delta data_protection 100%']);
    expect(page2.pagination).toEqual({ page: 2, pageSize: 2, total: 5 });
    const big = (await get('/v2/catalog/admin?pageSize=9999', lists.lxa)).json();
    expect(big.pagination.pageSize).toBe(100);
    const named = await get(`/v2/catalog/admin/${lists.ws.id}`, lists.admin);
    expect(names(named.json())).toHaveLength(5);
  });

  it('searches words in the name and filters by labels', async () => {
    expect(names((await get('/v2/catalog/admin?search=SAFETY', lists.lxa)).json())).toEqual([
      'Alpha safety',
      'Charlie safety refresher',
    ]);
    expect(names((await get('/v2/catalog/admin?search=safety%20ref', lists.lxa)).json())).toEqual([
      'Charlie safety refresher',
    ]);
    // LIKE's wildcards are searched as text.
    expect(names((await get('/v2/catalog/admin?search=100%25', lists.lxa)).json())).toEqual([
      'Delta data_protection 100%',
    ]);
    expect(names((await get('/v2/catalog/admin?search=a_p', lists.lxa)).json())).toEqual([
      'Delta data_protection 100%',
    ]);
    expect(names((await get('/v2/catalog/admin?search=%25', lists.lxa)).json())).toEqual([
      'Delta data_protection 100%',
    ]);
    const labelled = (await get('/v2/catalog/admin?filters[labels]=leadership,compliance', lists.lxa)).json();
    expect(names(labelled)).toEqual(['Bravo leadership', 'Delta data_protection 100%']);
    expect(labelled.pagination.total).toBe(2);
    expect(names((await get('/v2/catalog/admin?filters[labels]=safety&search=echo', lists.lxa)).json())).toEqual([
      'Echo from second site',
    ]);
  });

  it('serves the pickers, the admin enrolment list and the single learner’s catalogue', async () => {
    const { ws, learner } = lists;
    const pickers = await get(`/v2/catalog/for-autoenrolments-workflows/${ws.id}?search=safety`, lists.lxa);
    expect(pickers.statusCode).toBe(200);
    expect(names(pickers.json())).toEqual(['Alpha safety', 'Charlie safety refresher']);

    const enrolments = await get(`/v2/catalog/for-admin-enrolments/${ws.id}/${learner.profile.id}`, lists.lxa);
    expect(enrolments.statusCode).toBe(200);
    const states = Object.fromEntries(
      enrolments
        .json()
        .data.map((item: { name: string; enrolmentStatus: string | null; isEnrolled: boolean }) => [
          item.name,
          [item.enrolmentStatus, item.isEnrolled],
        ]),
    );
    expect(states).toEqual({
      'Alpha safety': ['enrolled', true],
      'Bravo leadership': ['awaiting_approval', false],
      'Charlie safety refresher': [null, false],
      'Delta data_protection 100%': [null, false],
      'Echo from second site': [null, false],
    });

    const single = await get(`/v2/catalog/single-learner/${learner.profile.id}`, lists.admin);
    expect(single.statusCode).toBe(200);
    expect(names(single.json())).toEqual([
      'Alpha safety',
      'Bravo leadership',
      'Delta data_protection 100%',
      'Echo from second site',
    ]);

    const withCourses = await get(`/v3/catalog-items-with-courses/${ws.id}?filters[labels]=leadership`, lists.lxa);
    expect(withCourses.statusCode).toBe(200);
    expect(withCourses.json().data).toEqual([
      expect.objectContaining({
        catalogItemId: lists.item('Bravo leadership'),
        course: expect.objectContaining({
          name: 'Bravo leadership',
          description: 'Bravo leadership course',
          labels: ['leadership'],
        }),
      }),
    ]);
  });

  it('refuses other workspaces, other customers, learners, and managers outside their units', async () => {
    const { ws, learner } = lists;
    // North's people on this customer's lists: not found.
    expect((await get(`/v2/catalog/admin/${ws.id}`, w.tokens.siteAdmin)).statusCode).toBe(404);
    expect((await get(`/v2/catalog/admin/${ws.id}`, w.tokens.lxa)).statusCode).toBe(404);
    expect((await get(`/v2/catalog/for-autoenrolments-workflows/${ws.id}`, w.tokens.lxa)).statusCode).toBe(404);
    expect((await get(`/v3/catalog-items-with-courses/${ws.id}`, w.tokens.lxa)).statusCode).toBe(404);
    expect(
      (await get(`/v2/catalog/for-admin-enrolments/${ws.id}/${learner.profile.id}`, w.tokens.lxa)).statusCode,
    ).toBe(404);
    expect((await get(`/v2/catalog/single-learner/${learner.profile.id}`, w.tokens.lxa)).statusCode).toBe(404);
    // A learner of another workspace named with this one.
    expect((await get(`/v2/catalog/for-admin-enrolments/${ws.id}/${w.learner.profile.id}`, lists.lxa)).statusCode).toBe(
      404,
    );
    expect((await get('/v2/catalog/admin', w.tokens.learner)).statusCode).toBe(403);
    expect((await get('/v2/catalog/admin')).statusCode).toBe(401);
    // North's manager: their own unit's learner yes, another unit's no; the LXA reads both.
    expect((await get(`/v2/catalog/single-learner/${w.learner.profile.id}`, w.tokens.manager)).statusCode).toBe(200);
    expect(
      (await get(`/v2/catalog/single-learner/${w.logisticsLearner.profile.id}`, w.tokens.manager)).statusCode,
    ).toBe(404);
    expect((await get(`/v2/catalog/single-learner/${w.logisticsLearner.profile.id}`, w.tokens.lxa)).statusCode).toBe(
      200,
    );
    // The customer's site admin reads any of its workspaces' catalogues.
    expect((await get(`/v2/catalog/admin/${w.south.id}`, w.tokens.siteAdmin)).statusCode).toBe(200);
    expect((await get(`/v2/catalog/admin/${w.south.id}`, w.tokens.lxa)).statusCode).toBe(404);
  });
});

describe('the learner’s catalogue in the spec’s form', () => {
  const LEARNER = '/v2/catalog/learner';
  let own: { alpha: string; beta: string; gamma: string };
  beforeAll(async () => {
    own = {
      alpha: await newItem({ name: 'Zeta alpha ladders', labels: ['heights'] }),
      beta: await newItem({ name: 'Zeta beta lifting', labels: ['manual-handling'] }),
      gamma: await newItem({ name: 'Zeta gamma ladders refresher', labels: ['heights', 'refresher'] }),
    };
    await createEnrolment(ctx.database.db, w.learner, own.beta, { state: 'enrolled' });
  });
  const ids = (body: { data: { catalogItemId: string }[] }) => body.data.map((item) => item.catalogItemId);

  it('takes the learner’s workspace and unit, searches, filters by labels and enrolment, and pages', async () => {
    const path = `${LEARNER}/${w.north.id}/${w.sales.id}`;
    const all = await get(`${path}?search=zeta`, w.tokens.learner);
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual([own.alpha, own.beta, own.gamma]);
    expect(all.json().data[0].labels).toEqual(['heights']);
    expect(ids((await get(`${LEARNER}/${w.north.id}?search=zeta%20ladders`, w.tokens.learner)).json())).toEqual([
      own.alpha,
      own.gamma,
    ]);
    expect(ids((await get(`${path}?filters[labels]=refresher,manual-handling`, w.tokens.learner)).json())).toEqual([
      own.beta,
      own.gamma,
    ]);
    expect(ids((await get(`${path}?search=zeta&showEnrolmentsFor=enrolled`, w.tokens.learner)).json())).toEqual([
      own.beta,
    ]);
    const notEnrolled = (
      await get(`${path}?search=zeta&showEnrolmentsFor=notEnrolled&externalTrainings=true`, w.tokens.learner)
    ).json();
    expect(ids(notEnrolled)).toEqual([own.alpha, own.gamma]);
    const paged = (await get(`${path}?search=zeta&page=2&pageSize=2`, w.tokens.learner)).json();
    expect(ids(paged)).toEqual([own.gamma]);
    expect(paged.pagination).toEqual({ page: 2, pageSize: 2, total: 3 });
  });

  it('is only the learner’s own: another workspace or unit is not found', async () => {
    expect((await get(`${LEARNER}/${w.south.id}`, w.tokens.learner)).statusCode).toBe(404);
    expect((await get(`${LEARNER}/${w.other.id}`, w.tokens.learner)).statusCode).toBe(404);
    expect((await get(`${LEARNER}/${w.north.id}/${w.logistics.id}`, w.tokens.learner)).statusCode).toBe(404);
    expect((await get(`${LEARNER}?showEnrolmentsFor=some`, w.tokens.learner)).statusCode).toBe(400);
    expect((await get(`${LEARNER}/${w.north.id}`, w.tokens.lxa)).statusCode).toBe(403);
  });
});

describe('a catalogue item’s files and links', () => {
  const pdf = (person: Person, name = 'handbook.pdf') =>
    createFile(ctx.app, person, { body: Buffer.from('%PDF-1.4\n%test\n'), name, mimeType: 'application/pdf' });

  it('attaches confirmed PDFs of the owning workspace to the item, and detaches them', async () => {
    const id = await newItem();
    await shareCatalogItemTo(ctx.database.db, id, w.south);
    const file = await pdf(w.lxa);
    const added = await call('POST', `/v2/catalog/${id}/add-file`, w.tokens.lxa, { fileId: file.id });
    expect(added.statusCode).toBe(200);
    const url = `/api/file-storage/files/${file.id}`;
    expect(added.json()).toEqual({ data: [{ name: 'handbook.pdf', url, size: file.size }], hiddenCourseFiles: [] });
    // Twice is once.
    expect(
      (await call('POST', `/v2/catalog/${id}/add-file`, w.tokens.lxa, { fileId: file.id })).json().data,
    ).toHaveLength(1);
    // The shared-to workspace sees the item's files, but does not change them.
    expect((await get(`/v2/catalog/${id}/list-files`, w.tokens.southLxa)).json().data).toHaveLength(1);
    expect((await call('POST', `/v2/catalog/${id}/remove-file`, w.tokens.southLxa, { url })).statusCode).toBe(404);

    const notPdf = await createFile(ctx.app, w.lxa);
    const pending = await createFile(ctx.app, w.lxa, { status: 'pending', name: 'x.pdf', mimeType: 'application/pdf' });
    const elsewhere = await pdf(w.otherLxa);
    for (const fileId of [notPdf.id, pending.id, elsewhere.id, crypto.randomUUID()]) {
      const refused = await call('POST', `/v2/catalog/${id}/add-file`, w.tokens.lxa, { fileId });
      expect(refused.statusCode, fileId).toBe(400);
      expect(refused.json().errors.fields[0].path).toBe('fileId');
    }

    // Two added at once are both kept.
    const [first, second] = await Promise.all([pdf(w.lxa, 'one.pdf'), pdf(w.lxa, 'two.pdf')]);
    await Promise.all(
      [first!, second!].map((entry) => call('POST', `/v2/catalog/${id}/add-file`, w.tokens.lxa, { fileId: entry.id })),
    );
    const three = (await get(`/v2/catalog/${id}/list-files`, w.tokens.lxa)).json().data as { name: string }[];
    expect(three.map((entry) => entry.name).sort()).toEqual(['handbook.pdf', 'one.pdf', 'two.pdf']);

    const removed = await call('POST', `/v2/catalog/${id}/remove-file`, w.tokens.lxa, { url });
    expect(
      removed
        .json()
        .data.map((entry: { name: string }) => entry.name)
        .sort(),
    ).toEqual(['one.pdf', 'two.pdf']);
    expect(
      (await call('POST', `/v2/catalog/${id}/remove-file`, w.tokens.lxa, { url: '/nothing.pdf' })).json().data,
    ).toHaveLength(2);
    expect((await call('POST', `/v2/catalog/${id}/add-file`, w.tokens.otherLxa, { fileId: file.id })).statusCode).toBe(
      404,
    );
    expect((await get(`/v2/catalog/${id}/list-files`, w.tokens.learner)).statusCode).toBe(403);
  });

  it('keeps each workspace’s links and hidden course files its own', async () => {
    const id = await newItem();
    await shareCatalogItemTo(ctx.database.db, id, w.south);
    const set = await call('POST', `/v2/catalog/${id}/set-urls`, w.tokens.southLxa, {
      urls: [
        { url: 'https://example.test/guide', visibility: true },
        { url: 'https://example.test/faq', visibility: false },
      ],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual([
      { url: 'https://example.test/guide', visibility: true, providedByCourse: false },
      { url: 'https://example.test/faq', visibility: false, providedByCourse: false },
    ]);
    expect((await get(`/v2/catalog/${id}/list-urls`, w.tokens.southLxa)).json().data).toHaveLength(2);
    expect((await get(`/v2/catalog/${id}/list-urls`, w.tokens.lxa)).json().data).toEqual([]);
    const script = await call('POST', `/v2/catalog/${id}/set-urls`, w.tokens.lxa, {
      urls: [{ url: 'javascript:alert(1)' }],
    });
    expect(script.statusCode).toBe(400);

    const hidden = await call('POST', `/v2/catalog/${id}/set-hidden-course-files`, w.tokens.lxa, {
      files: ['https://files.example.test/old.pdf'],
    });
    expect(hidden.json().hiddenCourseFiles).toEqual(['https://files.example.test/old.pdf']);
    expect((await get(`/v2/catalog/${id}/list-files`, w.tokens.southLxa)).json().hiddenCourseFiles).toEqual([]);
    expect((await get(`/v2/catalog-item/${id}`, w.tokens.lxa)).json().hiddenCourseFiles).toEqual([
      'https://files.example.test/old.pdf',
    ]);

    expect((await call('POST', `/v2/catalog/${id}/set-urls`, w.tokens.otherLxa, { urls: [] })).statusCode).toBe(404);
    expect((await get(`/v2/catalog/${id}/list-urls`, w.tokens.otherLxa)).statusCode).toBe(404);
    expect((await call('POST', `/v2/catalog/${id}/set-urls`, w.tokens.learner, { urls: [] })).statusCode).toBe(403);
  });
});

describe('uploading a PDF for a catalogue item', () => {
  it('presigns a PDF upload, and the confirmed file is attached with add-file', async () => {
    const id = await newItem();
    const body = Buffer.from('%PDF-1.4\n%catalogue item handbook\n');
    const presigned = await call('POST', '/catalog-item-files/generatePresignedPost', w.tokens.lxa, {
      mimeType: 'application/pdf',
      name: 'Handbook.pdf',
      size: body.length,
    });
    expect(presigned.statusCode).toBe(200);
    const post = presigned.json() as { fileId: string; url: string; fields: Record<string, string> };
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: post.url,
      ...multipart(post.fields, { name: 'Handbook.pdf', type: 'application/pdf', body }),
    });
    expect(uploaded.statusCode).toBeLessThan(300);
    const completed = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(w.tokens.lxa),
      payload: {},
    });
    expect(completed.statusCode).toBe(200);
    const added = await call('POST', `/v2/catalog/${id}/add-file`, w.tokens.lxa, { fileId: post.fileId });
    expect(added.json().data).toEqual([
      { name: 'Handbook.pdf', url: `/api/file-storage/files/${post.fileId}`, size: body.length },
    ]);

    const image = await call('POST', '/catalog-item-files/generatePresignedPost', w.tokens.lxa, {
      mimeType: 'image/png',
      name: 'a.png',
      size: 10,
    });
    expect(image.statusCode).toBe(400);
    const asLearner = await call('POST', '/catalog-item-files/generatePresignedPost', w.tokens.learner, {
      mimeType: 'application/pdf',
      name: 'a.pdf',
      size: 10,
    });
    expect(asLearner.statusCode).toBe(403);
  });
});

describe('GET /v2/catalog/notification-usage/{id}', () => {
  it('lists the items whose settings send the email, in the workspaces the caller administers', async () => {
    const email = `reminder-${crypto.randomUUID()}`;
    const id = await newItem({ name: 'Usage course' });
    await shareCatalogItemTo(ctx.database.db, id, w.south);
    const choose = (token: string, workspaceId: string) =>
      call('POST', `/v2/catalog/${id}/workspace/${workspaceId}`, token, {
        workspaceId,
        approvalRequired: false,
        notification: 'selected',
        notificationIdentifier: email,
      });
    expect((await choose(w.tokens.lxa, w.north.id)).statusCode).toBe(200);
    expect((await choose(w.tokens.southLxa, w.south.id)).statusCode).toBe(200);
    const mine = await get(`/v2/catalog/notification-usage/${email}`, w.tokens.lxa);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      { catalogItemId: id, name: 'Usage course', workspaceId: w.north.id, workspaceName: w.north.name },
    ]);
    expect((await get(`/v2/catalog/notification-usage/${email}`, w.tokens.siteAdmin)).json().data).toHaveLength(2);
    expect((await get(`/v2/catalog/notification-usage/${email}`, w.tokens.otherLxa)).json().data).toEqual([]);
    expect((await get(`/v2/catalog/notification-usage/${email}`, w.tokens.learner)).statusCode).toBe(403);
  });
});
