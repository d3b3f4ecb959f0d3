import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import { catalogItems, enrolments, mailMessages, userProfiles } from '../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
  createPerson,
  createTenant,
  createWorkspace,
  createUnit,
  tokenOf,
  type Person,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/learning-activities';
const unresolved = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${BASE}/enrolments/unresolved${query}`, headers: bearer(token) });
const resolve = (token: string, id: string, outcome: 'approve' | 'reject') =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/enrolment/${id}/${outcome}`, headers: bearer(token) });

interface Listed {
  id: string;
  learner: { emailAddress: string; organisationUnitName: string | null };
  course: { name: string };
}
const requests = async (token: string) => (await unresolved(token, '?pageSize=100')).json().data as Listed[];
const listed = async (token: string) =>
  (await requests(token)).map((request) => `${request.learner.emailAddress} ${request.course.name}`);
const mailsTo = (to: string) => ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, to));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * A workspace with two courses that need approval and three waiting requests: Liam's for both and
 * Max's for one, both in units the manager manages, so the LXA and the manager see all three.
 */
async function workspaceWithRequests() {
  const db = ctx.database.db;
  const { customer, workspace } = await createTenant(db);
  const sales = await createUnit(db, workspace, { name: 'Sales' });
  const insideSales = await createUnit(db, workspace, { name: 'Inside Sales', parent: sales });
  const fieldSales = await createUnit(db, workspace, { name: 'Field Sales', parent: sales });
  const logistics = await createUnit(db, workspace, { name: 'Logistics' });
  const lxa = await createPerson(db, workspace, { roles: ['learning_experience_administrator'] });
  const manager = await createPerson(db, workspace, {
    roles: ['manager'],
    unit: sales,
    manages: [insideSales, fieldSales],
  });
  const liam = await createPerson(db, workspace, { unit: insideSales });
  const max = await createPerson(db, workspace, { unit: fieldSales });
  const leadership = await createCatalogItem(db, workspace, { name: 'Leadership essentials', requireApproval: true });
  const coaching = await createCatalogItem(db, workspace, { name: 'Coaching conversations', requireApproval: true });
  const liamLeadership = await createEnrolment(db, liam, leadership, { createdAt: daysAgo(3) });
  const liamCoaching = await createEnrolment(db, liam, coaching, { createdAt: daysAgo(2) });
  const maxLeadership = await createEnrolment(db, max, leadership, { createdAt: daysAgo(1) });
  return {
    customer,
    workspace,
    logistics,
    lxa,
    manager,
    liam,
    max,
    coaching,
    requests: { liamLeadership: liamLeadership.id, liamCoaching: liamCoaching.id, maxLeadership: maxLeadership.id },
    // Oldest first, as the list shows them.
    waiting: [
      `${liam.email} Leadership essentials`,
      `${liam.email} Coaching conversations`,
      `${max.email} Leadership essentials`,
    ],
  };
}

/** An LXA of another workspace (of the same customer or another one), with a request of its own. */
async function otherLxa(workspace: Workspace) {
  const db = ctx.database.db;
  const lxa = await createPerson(db, workspace, { roles: ['learning_experience_administrator'] });
  const learner = await createPerson(db, workspace);
  const item = await createCatalogItem(db, workspace, { name: 'Study skills', requireApproval: true });
  await createEnrolment(db, learner, item);
  return { token: await tokenOf(ctx.app, lxa), waiting: [`${learner.email} Study skills`] };
}

const tokens = (...people: Person[]) => Promise.all(people.map((person) => tokenOf(ctx.app, person)));

describe('enrolment requests', () => {
  it('lists a workspace’s unresolved requests for its LXA, oldest first, a page at a time', async () => {
    const world = await workspaceWithRequests();
    const [lxa] = await tokens(world.lxa);
    const response = await unresolved(lxa!, '?pageSize=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ page: 1, pageSize: 1, total: 3 });
    expect(await listed(lxa!)).toEqual(world.waiting);
    expect((await requests(lxa!))[0]?.learner.organisationUnitName).toBe('Inside Sales');
    // The spec's client asks for 9999 rows; lists serve at most 100 and say so.
    expect((await unresolved(lxa!, '?pageSize=9999')).json().pagination).toEqual({
      page: 1,
      pageSize: 100,
      total: 3,
    });
  });

  it('shows a manager only the requests of learners in the units they manage', async () => {
    const world = await workspaceWithRequests();
    const [lxa, manager] = await tokens(world.lxa, world.manager);
    expect(await listed(manager!)).toEqual(world.waiting);
    // Max moves to a unit the manager does not manage: his request leaves their list, not the LXA's.
    await ctx.database.db
      .update(userProfiles)
      .set({ organisationUnitId: world.logistics.id })
      .where(eq(userProfiles.id, world.max.profile.id));
    expect(await listed(manager!)).toEqual(world.waiting.slice(0, 2));
    expect(await listed(lxa!)).toEqual(world.waiting);
    expect((await resolve(manager!, world.requests.maxLeadership, 'approve')).statusCode).toBe(404);
  });

  it('keeps each workspace’s requests to its own LXAs', async () => {
    const world = await workspaceWithRequests();
    const [lxa] = await tokens(world.lxa);
    const otherCustomer = await otherLxa((await createTenant(ctx.database.db)).workspace);
    const sameCustomer = await otherLxa(await createWorkspace(ctx.database.db, world.customer));
    // Each sees its own workspace's requests only, and cannot resolve this workspace's.
    expect(await listed(otherCustomer.token)).toEqual(otherCustomer.waiting);
    expect(await listed(sameCustomer.token)).toEqual(sameCustomer.waiting);
    expect((await resolve(otherCustomer.token, world.requests.liamLeadership, 'approve')).statusCode).toBe(404);
    expect((await resolve(sameCustomer.token, world.requests.liamLeadership, 'reject')).statusCode).toBe(404);
    // Nor can this workspace's LXA resolve theirs.
    const [theirs] = await requests(otherCustomer.token);
    expect((await resolve(lxa!, theirs?.id ?? '', 'approve')).statusCode).toBe(404);
    expect(await listed(lxa!)).toEqual(world.waiting);
  });

  it('refuses other roles and a workspace other than the token’s', async () => {
    const world = await workspaceWithRequests();
    const userAdmin = await createPerson(ctx.database.db, world.workspace, { roles: ['user_administrator'] });
    const [lxa, learner, admin] = await tokens(world.lxa, world.liam, userAdmin);
    expect((await unresolved(learner!)).statusCode).toBe(403);
    expect((await unresolved(admin!)).statusCode).toBe(403);
    expect((await resolve(learner!, world.requests.liamLeadership, 'approve')).statusCode).toBe(403);
    const other = await unresolved(lxa!, `?workspaceId=${crypto.randomUUID()}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ENROLMENT_MESSAGES.otherWorkspace);
  });

  it('does not let an LXA who is also a learner approve their own request', async () => {
    const world = await workspaceWithRequests();
    const learnerLxa = await createPerson(ctx.database.db, world.workspace, {
      roles: ['learning_experience_administrator', 'learner'],
    });
    const [lxa, token] = await tokens(world.lxa, learnerLxa);
    const own = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/enrolment`,
      headers: bearer(token!),
      payload: { catalogItem: world.coaching },
    });
    expect(own.json().state).toBe('awaiting_approval');
    // Their own request is not on their list, and they cannot resolve it; other LXAs can.
    expect(await listed(token!)).toEqual(world.waiting);
    expect((await resolve(token!, own.json().id, 'approve')).statusCode).toBe(404);
    expect((await resolve(lxa!, own.json().id, 'reject')).statusCode).toBe(200);
  });

  it('leaves out the requests of people no longer in the workspace, and will not resolve them', async () => {
    const world = await workspaceWithRequests();
    const [lxa] = await tokens(world.lxa);
    await ctx.database.db
      .update(userProfiles)
      .set({ status: 'deleted' })
      .where(eq(userProfiles.id, world.liam.profile.id));
    expect(await listed(lxa!)).toEqual([world.waiting[2]]);
    expect((await unresolved(lxa!)).json().pagination.total).toBe(1);
    expect((await resolve(lxa!, world.requests.liamLeadership, 'approve')).statusCode).toBe(404);
  });

  it('approves a request once: the learner is enrolled and told by email, once', async () => {
    const world = await workspaceWithRequests();
    const [lxa, manager] = await tokens(world.lxa, world.manager);
    const id = world.requests.liamLeadership;
    const approved = await resolve(manager!, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, state: 'enrolled', isCancellable: true });
    expect(approved.json().resolvedAt).toBeTruthy();
    const mails = await mailsTo(world.liam.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are enrolled on Leadership essentials']);

    for (const outcome of ['approve', 'reject'] as const) {
      const again = await resolve(lxa!, id, outcome);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ENROLMENT_MESSAGES.alreadyResolved);
    }
    expect(await mailsTo(world.liam.email)).toHaveLength(1);
    expect((await unresolved(lxa!)).json().pagination.total).toBe(2);
  });

  it('will not enrol anyone on an archived course, but lets the request be rejected', async () => {
    const world = await workspaceWithRequests();
    const [lxa] = await tokens(world.lxa);
    await ctx.database.db.update(catalogItems).set({ status: 'archived' }).where(eq(catalogItems.id, world.coaching));
    const refused = await resolve(lxa!, world.requests.liamCoaching, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ENROLMENT_MESSAGES.noLongerOffered);
    const rejected = await resolve(lxa!, world.requests.liamCoaching, 'reject');
    expect(rejected.json().state).toBe('rejected');
  });

  it('lets exactly one of an approval and a rejection of the same request win', async () => {
    const world = await workspaceWithRequests();
    const [lxa, manager] = await tokens(world.lxa, world.manager);
    const id = world.requests.maxLeadership;
    const outcomes = await Promise.all([resolve(lxa!, id, 'reject'), resolve(manager!, id, 'approve')]);
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    const winner = outcomes.find((outcome) => outcome.statusCode === 200)?.json().state;
    expect(row?.state).toBe(winner);
    expect(await mailsTo(world.max.email)).toHaveLength(1);
    expect((await unresolved(lxa!)).json().pagination.total).toBe(2);
  });
});
