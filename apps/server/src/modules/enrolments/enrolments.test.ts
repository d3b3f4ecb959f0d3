import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import { catalogItemWorkspaces, mailMessages } from '../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
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

const BASE = '/api/learning-activities';
const allowed = (token: string, catalogItemId: string, learnerId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/enrolment-allowed/${catalogItemId}/${learnerId}`,
    headers: bearer(token),
  });
const enrol = (token: string, catalogItem: string) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/enrolment`, headers: bearer(token), payload: { catalogItem } });
const cancel = (token: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/enrolment/${id}/cancel`, headers: bearer(token) });

/** A workspace with a learner (and their token), an LXA, and a course that needs approval and one that does not. */
async function workspaceWithLearner() {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const unit = await createUnit(db, workspace);
  const learner = await createPerson(db, workspace, { unit });
  const lxa = await createPerson(db, workspace, { roles: ['learning_experience_administrator'] });
  const open = await createCatalogItem(db, workspace, { name: 'Data protection basics' });
  const approval = await createCatalogItem(db, workspace, { name: 'Leadership essentials', requireApproval: true });
  return { workspace, learner, lxa, open, approval, token: await tokenOf(ctx.app, learner) };
}

const unresolvedTotal = async (lxaToken: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${BASE}/enrolments/unresolved`, headers: bearer(lxaToken) })).json()
    .pagination.total as number;

describe('a learner’s enrolments', () => {
  it('enrols straight away where no approval is needed, once only, and can cancel before starting', async () => {
    const { learner, token, open: item } = await workspaceWithLearner();
    const profileId = learner.profile.id;
    expect((await allowed(token, item, profileId)).json()).toEqual({
      allowForEnrolment: true,
      isCancellable: false,
      latestEnrolment: null,
    });
    const created = await enrol(token, item);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ catalogItemId: item, learnerId: profileId, state: 'enrolled' });
    const again = await enrol(token, item);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ENROLMENT_MESSAGES.alreadyEnrolled);
    expect((await allowed(token, item, profileId)).json()).toMatchObject({
      allowForEnrolment: false,
      isCancellable: true,
    });

    const read = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/enrolment/${created.json().id}`,
      headers: bearer(token),
    });
    expect(read.json().state).toBe('enrolled');
    const cancelled = await cancel(token, created.json().id);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', isCancellable: false });
    expect((await cancel(token, created.json().id)).statusCode).toBe(409);
    expect((await allowed(token, item, profileId)).json().allowForEnrolment).toBe(true);
  });

  it('sends a request where the workspace requires approval; a rejection lets the learner ask again', async () => {
    const { learner, lxa, token, approval: item } = await workspaceWithLearner();
    const profileId = learner.profile.id;
    await createEnrolment(ctx.database.db, learner, item);
    expect((await allowed(token, item, profileId)).json()).toMatchObject({
      allowForEnrolment: false,
      isCancellable: true,
      latestEnrolment: { state: 'awaiting_approval' },
    });
    const pending = (await allowed(token, item, profileId)).json().latestEnrolment.id as string;
    const lxaToken = await tokenOf(ctx.app, lxa);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/enrolment/${pending}/reject`,
      headers: bearer(lxaToken),
    });
    expect(rejected.json().state).toBe('rejected');
    const [mail] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.to, learner.email));
    expect(mail?.subject).toBe('Your request to enrol on Leadership essentials was declined');

    expect(await unresolvedTotal(lxaToken)).toBe(0);
    const asked = await enrol(token, item);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().state).toBe('awaiting_approval');
    expect(await unresolvedTotal(lxaToken)).toBe(1);
    // Withdrawing one's own request takes it off the approvers' list.
    expect((await cancel(token, asked.json().id)).json().state).toBe('cancelled');
    expect(await unresolvedTotal(lxaToken)).toBe(0);
  });

  it('lets only one of several simultaneous enrolments through', async () => {
    const { token, open: item } = await workspaceWithLearner();
    const results = await Promise.all(Array.from({ length: 5 }, () => enrol(token, item)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('offers only what the workspace shows to the learner’s unit', async () => {
    const { learner, token, open: item } = await workspaceWithLearner();
    const settings = (values: Partial<typeof catalogItemWorkspaces.$inferInsert>) =>
      ctx.database.db.update(catalogItemWorkspaces).set(values).where(eq(catalogItemWorkspaces.catalogItemId, item));

    await settings({ visible: false });
    expect((await allowed(token, item, learner.profile.id)).json().allowForEnrolment).toBe(false);
    const hidden = await enrol(token, item);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(ENROLMENT_MESSAGES.notAllowed);

    // Visible, but only to a unit the learner is not in.
    await settings({ visible: true, availableInOrganisationUnits: [crypto.randomUUID()] });
    expect((await enrol(token, item)).statusCode).toBe(404);
    await settings({ availableInOrganisationUnits: [learner.profile.organisationUnitId!] });
    expect((await enrol(token, item)).statusCode).toBe(201);
  });

  it('keeps learners to themselves and their own workspace', async () => {
    const world = await workspaceWithLearner();
    const item = world.approval;
    const other = await createPerson(ctx.database.db, world.workspace);
    const otherToken = await tokenOf(ctx.app, other);
    // Asking about someone else.
    expect((await allowed(otherToken, item, world.learner.profile.id)).statusCode).toBe(403);
    // Another learner's enrolment is not theirs to read or cancel.
    const theirs = (await createEnrolment(ctx.database.db, world.learner, item)).id;
    expect((await cancel(otherToken, theirs)).statusCode).toBe(404);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/enrolment/${theirs}`,
      headers: bearer(otherToken),
    });
    expect(peek.statusCode).toBe(404);
    // A learner of another customer cannot enrol on this workspace's course.
    const elsewhere = await workspaceWithLearner();
    expect((await enrol(elsewhere.token, item)).statusCode).toBe(404);
    // Staff without the learner role cannot enrol themselves.
    expect((await enrol(await tokenOf(ctx.app, world.lxa), item)).statusCode).toBe(403);
  });
});
