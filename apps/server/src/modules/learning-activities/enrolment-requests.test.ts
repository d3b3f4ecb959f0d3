import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import { enrolments, mailMessages, organisationUnits, userProfiles, users } from '../../db/schema/index.js';
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
const requestOf = async (email: string, course = 'Leadership essentials') => {
  const found = (await requests(lxa)).find(
    (request) => request.learner.emailAddress === email && request.course.name === course,
  );
  if (!found) throw new Error(`no request from ${email}`);
  return found.id;
};
const newestMail = async (to: string) =>
  (
    await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, to))
      .orderBy(desc(mailMessages.createdAt))
  )[0];

describe('enrolment requests', () => {
  it('lists a workspace’s unresolved requests for its LXA, oldest first, a page at a time', async () => {
    const response = await unresolved(lxa, '?pageSize=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ page: 1, pageSize: 1, total: 2 });
    const all = await requests(lxa);
    expect(all.map((request) => request.learner.emailAddress)).toEqual([
      'learner@northwind.test',
      'multi@northwind.test',
    ]);
    expect(all[0]).toMatchObject({
      course: { name: 'Leadership essentials' },
      learner: { organisationUnitName: 'Inside Sales' },
    });
  });

  it('shows a manager only the requests of learners in the units they manage', async () => {
    expect((await requests(manager)).map((request) => request.learner.emailAddress)).toEqual([
      'learner@northwind.test',
      'multi@northwind.test',
    ]);
    // Move Max to a unit Mia does not manage: his request leaves her list, not the LXA's.
    const db = ctx.database.db;
    const [logistics] = await db.select().from(organisationUnits).where(eq(organisationUnits.name, 'Logistics'));
    const [max] = await db.select().from(users).where(eq(users.email, 'multi@northwind.test'));
    const [profile] = await db
      .update(userProfiles)
      .set({ organisationUnitId: logistics?.id ?? null })
      .where(and(eq(userProfiles.userId, max?.id ?? ''), eq(userProfiles.workspaceId, logistics?.workspaceId ?? '')))
      .returning();
    expect(profile).toBeTruthy();
    expect((await requests(manager)).map((request) => request.learner.emailAddress)).toEqual([
      'learner@northwind.test',
    ]);
    expect(await requests(lxa)).toHaveLength(2);
    const maxRequest = await requestOf('multi@northwind.test');
    expect((await resolve(manager, maxRequest, 'approve')).statusCode).toBe(404);
  });

  it('never shows or resolves another customer’s requests', async () => {
    const southwindTutor = await workspaceToken(ctx.app, 'tutor@southwind.test', 'Southwind Campus');
    expect(await requests(southwindTutor)).toEqual([]);
    const [southwind] = await ctx.database.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.learnerUserId))
      .where(eq(users.email, 'learner@southwind.test'));
    expect((await resolve(lxa, southwind?.id ?? '', 'approve')).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, southwind?.id ?? ''));
    expect(row?.state).toBe('awaiting_approval');
  });

  it('refuses other roles and a workspace other than the token’s', async () => {
    const learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
    const userAdmin = await workspaceToken(ctx.app, 'useradmin@northwind.test', 'Northwind Learning');
    expect((await unresolved(learner)).statusCode).toBe(403);
    expect((await unresolved(userAdmin)).statusCode).toBe(403);
    const id = await requestOf('learner@northwind.test');
    expect((await resolve(learner, id, 'approve')).statusCode).toBe(403);
    const other = await unresolved(lxa, `?workspaceId=${crypto.randomUUID()}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ENROLMENT_MESSAGES.otherWorkspace);
  });

  it('leaves out the requests of people no longer in the workspace', async () => {
    const db = ctx.database.db;
    const [liam] = await db.select().from(users).where(eq(users.email, 'learner@northwind.test'));
    const setStatus = (status: 'active' | 'deleted') =>
      db
        .update(userProfiles)
        .set({ status })
        .where(eq(userProfiles.userId, liam?.id ?? ''));
    await setStatus('deleted');
    expect((await requests(lxa)).map((request) => request.learner.emailAddress)).toEqual(['multi@northwind.test']);
    expect((await unresolved(lxa)).json().pagination.total).toBe(1);
    await setStatus('active');
    expect(await requests(lxa)).toHaveLength(2);
  });

  it('approves a request once: the learner is enrolled and told by email', async () => {
    const id = await requestOf('learner@northwind.test');
    const approved = await resolve(manager, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, state: 'enrolled', isCancellable: true });
    expect(approved.json().resolvedAt).toBeTruthy();
    const again = await resolve(lxa, id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ENROLMENT_MESSAGES.alreadyResolved);
    expect((await newestMail('learner@northwind.test'))?.subject).toBe('You are enrolled on Leadership essentials');
    expect((await unresolved(lxa)).json().pagination.total).toBe(1);
  });

  it('lets exactly one of an approval and a rejection of the same request win', async () => {
    const id = await requestOf('multi@northwind.test');
    const outcomes = await Promise.all([resolve(lxa, id, 'reject'), resolve(lxa, id, 'approve')]);
    const codes = outcomes.map((outcome) => outcome.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    const winner = outcomes.find((outcome) => outcome.statusCode === 200)?.json().state;
    expect(row?.state).toBe(winner);
    expect((await unresolved(lxa)).json().pagination.total).toBe(0);
  });
});
