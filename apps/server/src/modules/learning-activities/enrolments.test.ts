import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import { catalogItemWorkspaces, catalogItems, courses, mailMessages } from '../../db/schema/index.js';
import { bearer, createTestApp, decodeJwt, workspaceToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let learner: string;
let learnerProfileId: string;
let lxa: string;
beforeAll(async () => {
  ctx = await createTestApp();
  learner = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Learning');
  learnerProfileId = decodeJwt<{ profile: { id: string } }>(learner).profile.id;
  lxa = await workspaceToken(ctx.app, 'lxa@northwind.test', 'Northwind Learning');
});
afterAll(() => ctx.close());

const BASE = '/api/learning-activities';
const catalogItemOf = async (courseName: string) => {
  const [row] = await ctx.database.db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .innerJoin(courses, eq(courses.id, catalogItems.courseId))
    .where(eq(courses.name, courseName));
  if (!row) throw new Error(courseName);
  return row.id;
};
const allowed = (token: string, catalogItemId: string, learnerId = learnerProfileId) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/enrolment-allowed/${catalogItemId}/${learnerId}`,
    headers: bearer(token),
  });
const enrol = (token: string, catalogItem: string) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/enrolment`, headers: bearer(token), payload: { catalogItem } });
const cancel = (token: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/enrolment/${id}/cancel`, headers: bearer(token) });
const unresolvedTotal = async () =>
  (await ctx.app.inject({ method: 'GET', url: `${BASE}/enrolments/unresolved`, headers: bearer(lxa) })).json()
    .pagination.total as number;

describe('a learner’s enrolments', () => {
  it('enrols straight away where no approval is needed, once only, and can cancel before starting', async () => {
    const item = await catalogItemOf('Data protection basics');
    expect((await allowed(learner, item)).json()).toEqual({
      allowForEnrolment: true,
      isCancellable: false,
      latestEnrolment: null,
    });
    const created = await enrol(learner, item);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ catalogItemId: item, learnerId: learnerProfileId, state: 'enrolled' });
    const again = await enrol(learner, item);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ENROLMENT_MESSAGES.alreadyEnrolled);
    expect((await allowed(learner, item)).json()).toMatchObject({ allowForEnrolment: false, isCancellable: true });

    const read = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/enrolment/${created.json().id}`,
      headers: bearer(learner),
    });
    expect(read.json().state).toBe('enrolled');
    const cancelled = await cancel(learner, created.json().id);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', isCancellable: false });
    expect((await cancel(learner, created.json().id)).statusCode).toBe(409);
    expect((await allowed(learner, item)).json().allowForEnrolment).toBe(true);
  });

  it('sends a request where the workspace requires approval; a rejection lets the learner ask again', async () => {
    const item = await catalogItemOf('Leadership essentials');
    const max = await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Learning');
    const maxProfile = decodeJwt<{ profile: { id: string } }>(max).profile.id;
    // Seeded: Max is already waiting.
    expect((await allowed(max, item, maxProfile)).json()).toMatchObject({
      allowForEnrolment: false,
      isCancellable: true,
      latestEnrolment: { state: 'awaiting_approval' },
    });
    const pending = (await allowed(max, item, maxProfile)).json().latestEnrolment.id as string;
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/enrolment/${pending}/reject`,
      headers: bearer(lxa),
    });
    expect(rejected.json().state).toBe('rejected');
    const [mail] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, 'multi@northwind.test'));
    expect(mail?.subject).toBe('Your request to enrol on Leadership essentials was declined');

    const before = await unresolvedTotal();
    const asked = await enrol(max, item);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().state).toBe('awaiting_approval');
    expect(await unresolvedTotal()).toBe(before + 1);
    // Withdrawing one's own request takes it off the approvers' list.
    expect((await cancel(max, asked.json().id)).json().state).toBe('cancelled');
    expect(await unresolvedTotal()).toBe(before);
  });

  it('lets only one of several simultaneous enrolments through', async () => {
    const item = await catalogItemOf('Health and safety at work');
    const max = await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Learning');
    const results = await Promise.all(Array.from({ length: 5 }, () => enrol(max, item)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('offers only what the workspace shows to the learner’s unit', async () => {
    const item = await catalogItemOf('Data protection basics');
    const max = await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Learning');
    const maxProfile = decodeJwt<{ profile: { id: string } }>(max).profile.id;
    const settings = (values: Partial<typeof catalogItemWorkspaces.$inferInsert>) =>
      ctx.database.db.update(catalogItemWorkspaces).set(values).where(eq(catalogItemWorkspaces.catalogItemId, item));

    await settings({ visible: false });
    expect((await allowed(max, item, maxProfile)).json().allowForEnrolment).toBe(false);
    const hidden = await enrol(max, item);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(ENROLMENT_MESSAGES.notAllowed);

    // Visible, but only to a unit Max is not in.
    await settings({ visible: true, availableInOrganisationUnits: [crypto.randomUUID()] });
    expect((await enrol(max, item)).statusCode).toBe(404);
    await settings({ availableInOrganisationUnits: [] });
    expect((await enrol(max, item)).statusCode).toBe(201);
  });

  it('keeps learners to themselves and their own workspace', async () => {
    const item = await catalogItemOf('Leadership essentials');
    const max = await workspaceToken(ctx.app, 'multi@northwind.test', 'Northwind Learning');
    // Asking about someone else.
    expect((await allowed(max, item, learnerProfileId)).statusCode).toBe(403);
    // Another learner's enrolment is not theirs to read or cancel.
    const liam = (await allowed(learner, item)).json().latestEnrolment.id as string;
    expect((await cancel(max, liam)).statusCode).toBe(404);
    const peek = await ctx.app.inject({ method: 'GET', url: `${BASE}/enrolment/${liam}`, headers: bearer(max) });
    expect(peek.statusCode).toBe(404);
    // A Southwind learner cannot enrol on a Northwind course.
    const southwind = await workspaceToken(ctx.app, 'learner@southwind.test', 'Southwind Campus');
    expect((await enrol(southwind, item)).statusCode).toBe(404);
    // Staff without the learner role cannot enrol themselves.
    expect((await enrol(lxa, item)).statusCode).toBe(403);
  });
});
