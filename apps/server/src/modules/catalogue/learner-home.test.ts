import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItemWorkspaces, catalogItems, courses, workspaces } from '../../db/schema/index.js';
import { bearer, createTestApp, platformToken, workspaceToken, type TestContext } from '../../test/harness.js';

/** The learner's start page (catalogue and own enrolments) and a workspace's sign-in branding. */
let ctx: TestContext;
let learner: string;
let multi: string;
let southLearner: string;
let lxa: string;
beforeAll(async () => {
  ctx = await createTestApp();
  learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
  multi = await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Learning');
  southLearner = await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus');
  lxa = await workspaceToken(ctx.app, 'lxa@northwind.test', 'Northwind Learning');
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const CATALOG = '/api/course-catalogue/v2/catalog/learner';
const MINE = '/api/learning-activities/enrolments/mine';

describe('the learner catalogue', () => {
  it('lists what the learner’s workspace offers them, with their live enrolment on each', async () => {
    const response = await get(CATALOG, learner);
    expect(response.statusCode).toBe(200);
    const { data, pagination } = response.json();
    expect(pagination).toEqual({ page: 1, pageSize: 20, total: 4 });
    expect(
      data.map((item: { name: string; enrolmentStatus: string | null }) => [item.name, item.enrolmentStatus]),
    ).toEqual([
      ['Coaching conversations', 'awaiting_approval'],
      ['Data protection basics', null],
      ['Health and safety at work', 'enrolled'],
      ['Leadership essentials', 'awaiting_approval'],
    ]);
    expect(data[0]).toMatchObject({ requireApproval: true, duration: '02:00:00' });
  });

  it('is each learner’s own, and each workspace’s own', async () => {
    const theirs = (await get(CATALOG, multi)).json().data as { name: string; enrolmentStatus: string | null }[];
    expect(theirs.find((item) => item.name === 'Health and safety at work')?.enrolmentStatus).toBeNull();
    const south = (await get(CATALOG, southLearner)).json().data as { name: string }[];
    expect(south.map((item) => item.name)).toEqual(['Study skills']);
  });

  it('leaves out items hidden from the workspace or not open to the learner’s unit', async () => {
    const [item] = await ctx.database.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .where(eq(courses.name, 'Data protection basics'));
    await ctx.database.db
      .update(catalogItemWorkspaces)
      .set({ availableInOrganisationUnits: [crypto.randomUUID()] })
      .where(eq(catalogItemWorkspaces.catalogItemId, item!.id));
    const names = ((await get(CATALOG, learner)).json().data as { name: string }[]).map((entry) => entry.name);
    expect(names).not.toContain('Data protection basics');
    await ctx.database.db
      .update(catalogItemWorkspaces)
      .set({ availableInOrganisationUnits: [] })
      .where(eq(catalogItemWorkspaces.catalogItemId, item!.id));
  });

  it('is for learners signed in to a workspace', async () => {
    expect((await get(CATALOG)).statusCode).toBe(401);
    expect((await get(CATALOG, lxa)).statusCode).toBe(403);
  });
});

describe('a learner’s own enrolments', () => {
  it('lists their requests and enrolments, newest first, with the course names', async () => {
    const response = await get(MINE, learner);
    expect(response.statusCode).toBe(200);
    const { data, pagination } = response.json();
    expect(pagination.total).toBe(3);
    expect(data.map((entry: { courseName: string; state: string }) => [entry.courseName, entry.state])).toEqual([
      ['Coaching conversations', 'awaiting_approval'],
      ['Leadership essentials', 'awaiting_approval'],
      ['Health and safety at work', 'enrolled'],
    ]);
    expect(data[0]).toMatchObject({ isCancellable: true, resolvedAt: null });
  });

  it('never shows someone else’s', async () => {
    const theirs = (await get(MINE, multi)).json().data as { courseName: string }[];
    expect(theirs.map((entry) => entry.courseName)).toEqual(['Leadership essentials']);
    expect((await get(MINE, southLearner)).json().data).toHaveLength(1);
    expect((await get(MINE, lxa)).statusCode).toBe(403);
  });
});

describe('a workspace’s sign-in branding', () => {
  it('is open, and gives the display name, logo and colours of an active workspace', async () => {
    const [workspace] = await ctx.database.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.name, 'Northwind Learning'));
    const response = await get(`/api/subscription-manager/workspaces/${workspace!.id}/branding`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: workspace!.id,
      name: 'Northwind Learning',
      workspaceLogo: null,
      workspaceLogoHeight: 25,
      primaryColour: '#0074D9',
      textColour: '#111111',
      backgroundColour: '#FFFFFF',
    });
  });

  it('hides workspaces that are not active, and unknown ones', async () => {
    const [workspace] = await ctx.database.db
      .update(workspaces)
      .set({ status: 'archived' })
      .where(eq(workspaces.name, 'Southwind Campus'))
      .returning();
    expect((await get(`/api/subscription-manager/workspaces/${workspace!.id}/branding`)).statusCode).toBe(404);
    expect((await get(`/api/subscription-manager/workspaces/${crypto.randomUUID()}/branding`)).statusCode).toBe(404);
    // A platform token changes nothing: the answer is the same for everyone.
    const superadmin = await platformToken(ctx.app, 'owner@northwind.test');
    expect((await get(`/api/subscription-manager/workspaces/${workspace!.id}/branding`, superadmin)).statusCode).toBe(
      404,
    );
  });
});
