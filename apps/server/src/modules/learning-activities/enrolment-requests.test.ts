import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import {
  catalogItems,
  courses,
  enrolments,
  mailMessages,
  organisationUnits,
  userProfiles,
  users,
  workspaces,
} from '../../db/schema/index.js';
import { bearer, createTestApp, workspaceToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let lxa: string;
let manager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  lxa = await workspaceToken(ctx.app, 'lxa@northwind.test', 'Northwind Learning');
  manager = await workspaceToken(ctx.app, 'manager@northwind.test', 'Northwind Learning');
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
const requestOf = async (email: string, course: string) => {
  const found = (await requests(lxa)).find(
    (request) => request.learner.emailAddress === email && request.course.name === course,
  );
  if (!found) throw new Error(`no request from ${email} for ${course}`);
  return found.id;
};
const mailsTo = (to: string) => ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, to));
const userId = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
/** Gives a person's profile in a workspace other roles (before their token is issued). */
const setRoles = async (email: string, workspaceName: string, roles: string[]) => {
  const [workspace] = await ctx.database.db.select().from(workspaces).where(eq(workspaces.name, workspaceName));
  await ctx.database.db
    .update(userProfiles)
    .set({ roles })
    .where(and(eq(userProfiles.userId, await userId(email)), eq(userProfiles.workspaceId, workspace?.id ?? '')));
};

const SEEDED = [
  'learner@northwind.test Leadership essentials',
  'learner@northwind.test Coaching conversations',
  'multi@northwind.test Leadership essentials',
];

describe('enrolment requests', () => {
  it('lists a workspace’s unresolved requests for its LXA, oldest first, a page at a time', async () => {
    const response = await unresolved(lxa, '?pageSize=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ page: 1, pageSize: 1, total: 3 });
    expect(await listed(lxa)).toEqual(SEEDED);
    expect((await requests(lxa))[0]?.learner.organisationUnitName).toBe('Inside Sales');
    // The spec's client asks for 9999 rows; lists serve at most 100 and say so.
    expect((await unresolved(lxa, '?pageSize=9999')).json().pagination).toEqual({ page: 1, pageSize: 100, total: 3 });
  });

  it('shows a manager only the requests of learners in the units they manage', async () => {
    expect(await listed(manager)).toEqual(SEEDED);
    // Move Max to a unit Mia does not manage: his request leaves her list, not the LXA's.
    const db = ctx.database.db;
    const [logistics] = await db.select().from(organisationUnits).where(eq(organisationUnits.name, 'Logistics'));
    const maxProfile = and(
      eq(userProfiles.userId, await userId('multi@northwind.test')),
      eq(userProfiles.workspaceId, logistics?.workspaceId ?? ''),
    );
    const [before] = await db.select().from(userProfiles).where(maxProfile);
    await db
      .update(userProfiles)
      .set({ organisationUnitId: logistics?.id ?? null })
      .where(maxProfile);
    try {
      expect(await listed(manager)).toEqual(SEEDED.slice(0, 2));
      expect(await listed(lxa)).toEqual(SEEDED);
      const maxRequest = await requestOf('multi@northwind.test', 'Leadership essentials');
      expect((await resolve(manager, maxRequest, 'approve')).statusCode).toBe(404);
    } finally {
      await db
        .update(userProfiles)
        .set({ organisationUnitId: before?.organisationUnitId ?? null })
        .where(maxProfile);
    }
  });

  it('keeps each workspace’s requests to its own LXAs', async () => {
    await setRoles('tutor@southwind.test', 'Southwind Campus', ['learning_experience_administrator']);
    await setRoles('infra@northwind.test', 'Northwind Events', ['learning_experience_administrator']);
    const southwind = await workspaceToken(ctx.app, 'tutor@southwind.test', 'Southwind Campus');
    const otherWorkspace = await workspaceToken(ctx.app, 'infra@northwind.test', 'Northwind Events');
    // Each sees its own workspace's requests, or none, and cannot resolve Northwind Learning's.
    expect(await listed(southwind)).toEqual(['learner@southwind.test Study skills']);
    expect(await listed(otherWorkspace)).toEqual([]);
    const northwindRequest = await requestOf('learner@northwind.test', 'Leadership essentials');
    expect((await resolve(southwind, northwindRequest, 'approve')).statusCode).toBe(404);
    expect((await resolve(otherWorkspace, northwindRequest, 'reject')).statusCode).toBe(404);
    // Nor can Northwind's LXA resolve Southwind's.
    const [studySkills] = await requests(southwind);
    expect((await resolve(lxa, studySkills?.id ?? '', 'approve')).statusCode).toBe(404);
    expect(await listed(lxa)).toEqual(SEEDED);
  });

  it('refuses other roles and a workspace other than the token’s', async () => {
    const learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    const userAdmin = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    expect((await unresolved(learner)).statusCode).toBe(403);
    expect((await unresolved(userAdmin)).statusCode).toBe(403);
    const id = await requestOf('learner@northwind.test', 'Leadership essentials');
    expect((await resolve(learner, id, 'approve')).statusCode).toBe(403);
    const other = await unresolved(lxa, `?workspaceId=${crypto.randomUUID()}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ENROLMENT_MESSAGES.otherWorkspace);
  });

  it('does not let an LXA who is also a learner approve their own request', async () => {
    await setRoles('lxa@northwind.test', 'Northwind Learning', ['learning_experience_administrator', 'learner']);
    const learnerLxa = await workspaceToken(ctx.app, 'lxa@northwind.test', 'Northwind Learning');
    const [item] = await ctx.database.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .where(eq(courses.name, 'Coaching conversations'));
    const own = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/enrolment`,
      headers: bearer(learnerLxa),
      payload: { catalogItem: item?.id },
    });
    expect(own.json().state).toBe('awaiting_approval');
    expect(await listed(learnerLxa)).toEqual(SEEDED);
    expect((await resolve(learnerLxa, own.json().id, 'approve')).statusCode).toBe(404);
    expect((await resolve(lxa, own.json().id, 'reject')).statusCode).toBe(404);
    await ctx.database.db.delete(enrolments).where(eq(enrolments.id, own.json().id));
    await setRoles('lxa@northwind.test', 'Northwind Learning', ['learning_experience_administrator']);
  });

  it('leaves out the requests of people no longer in the workspace, and will not resolve them', async () => {
    const db = ctx.database.db;
    const liam = await userId('learner@northwind.test');
    const setStatus = (status: 'active' | 'deleted') =>
      db.update(userProfiles).set({ status }).where(eq(userProfiles.userId, liam));
    const id = await requestOf('learner@northwind.test', 'Leadership essentials');
    await setStatus('deleted');
    try {
      expect(await listed(lxa)).toEqual([SEEDED[2]]);
      expect((await unresolved(lxa)).json().pagination.total).toBe(1);
      expect((await resolve(lxa, id, 'approve')).statusCode).toBe(404);
    } finally {
      await setStatus('active');
    }
    expect(await listed(lxa)).toEqual(SEEDED);
  });

  it('approves a request once: the learner is enrolled and told by email, once', async () => {
    const id = await requestOf('learner@northwind.test', 'Leadership essentials');
    const approved = await resolve(manager, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, state: 'enrolled', isCancellable: true });
    expect(approved.json().resolvedAt).toBeTruthy();
    const mails = await mailsTo('learner@northwind.test');
    expect(mails.map((mail) => mail.subject)).toEqual(['You are enrolled on Leadership essentials']);

    for (const outcome of ['approve', 'reject'] as const) {
      const again = await resolve(lxa, id, outcome);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ENROLMENT_MESSAGES.alreadyResolved);
    }
    expect(await mailsTo('learner@northwind.test')).toHaveLength(1);
    expect((await unresolved(lxa)).json().pagination.total).toBe(2);
  });

  it('will not enrol anyone on an archived course, but lets the request be rejected', async () => {
    const id = await requestOf('learner@northwind.test', 'Coaching conversations');
    const [row] = await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    await ctx.database.db
      .update(catalogItems)
      .set({ status: 'archived' })
      .where(eq(catalogItems.id, row?.catalogItemId ?? ''));
    const refused = await resolve(lxa, id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ENROLMENT_MESSAGES.noLongerOffered);
    const rejected = await resolve(lxa, id, 'reject');
    expect(rejected.json().state).toBe('rejected');
  });

  it('lets exactly one of an approval and a rejection of the same request win', async () => {
    const id = await requestOf('multi@northwind.test', 'Leadership essentials');
    const outcomes = await Promise.all([resolve(lxa, id, 'reject'), resolve(manager, id, 'approve')]);
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    const winner = outcomes.find((outcome) => outcome.statusCode === 200)?.json().state;
    expect(row?.state).toBe(winner);
    expect(await mailsTo('multi@northwind.test')).toHaveLength(1);
    expect((await unresolved(lxa)).json().pagination.total).toBe(0);
  });
});
