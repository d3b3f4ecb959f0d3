import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItemWorkspaces, enrolments } from '../../db/schema/index.js';
import { forSystem, jobIn } from '../../lib/scope.js';
import {
  createCatalogItem,
  createEnrolment,
  createPerson,
  createTenant,
  createUnit,
  tokenOf,
} from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { progressByNode } from './learner-course.service.js';
import { moduleProgress } from './module-progress.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/learning-activities';
const read = (token: string, catalogItemId: string, enrolmentId?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/learner-course/${catalogItemId}${enrolmentId ? `?enrolmentId=${enrolmentId}` : ''}`,
    headers: bearer(token),
  });

const moduleNode = (name: string, required: boolean) => ({
  id: crypto.randomUUID(),
  name,
  type: 'module',
  subType: 'scorm',
  moduleId: crypto.randomUUID(),
  required,
  nodes: [],
});

/** A course of an introduction note, a group holding two required modules, and an optional module. */
async function courseWithLearner() {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const unit = await createUnit(db, workspace);
  const learner = await createPerson(db, workspace, { unit });
  const first = moduleNode('Hazards', true);
  const second = moduleNode('Reporting', true);
  const optional = moduleNode('Further reading', false);
  const tree = [
    { id: crypto.randomUUID(), name: 'Welcome', type: 'note', description: '<p>Welcome</p>', nodes: [] },
    { id: crypto.randomUUID(), name: 'Part one', type: 'group', nodes: [first, second] },
    optional,
  ];
  const item = await createCatalogItem(db, workspace, {
    name: 'Health and safety',
    description: '<p>Stay safe.</p>',
    labels: ['safety'],
    contentTree: tree,
  });
  return { db, workspace, learner, item, first, second, optional, token: await tokenOf(ctx.app, learner) };
}

const report = (
  workspace: { id: string; customerId: string },
  enrolmentId: string,
  node: { id: string; moduleId: string },
  completion: 'incomplete' | 'completed',
) =>
  moduleProgress.recordModuleOutcome(
    ctx.database.db,
    jobIn(forSystem('test'), { customerId: workspace.customerId, workspaceId: workspace.id }),
    {
      enrolmentId,
      nodeId: node.id,
      moduleId: node.moduleId,
      completion,
      success: 'unknown',
      scoreScaled: null,
    },
  );

describe('the learner’s view of a course', () => {
  it('shows an offered course before enrolling: details, outline, enrolment allowed', async () => {
    const { item, token } = await courseWithLearner();
    const response = await read(token, item);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      catalogItemId: item,
      name: 'Health and safety',
      description: '<p>Stay safe.</p>',
      labels: ['safety'],
      offered: true,
      allowForEnrolment: true,
      isCancellable: false,
      enrolment: null,
      progress: [],
      requiredNodes: 2,
      completedRequiredNodes: 0,
      lastNodeId: null,
    });
    expect(response.json().contentTree.map((node: { name: string }) => node.name)).toEqual([
      'Welcome',
      'Part one',
      'Further reading',
    ]);
  });

  it('walks progress to completion: the required nodes decide, the optional one does not', async () => {
    const { db, workspace, learner, item, first, second, token } = await courseWithLearner();
    const enrolment = await createEnrolment(db, learner, item, { state: 'enrolled' });

    await report(workspace, enrolment.id, first, 'completed');
    let body = (await read(token, item, enrolment.id)).json();
    expect(body.enrolment).toMatchObject({ id: enrolment.id, state: 'in_progress', isCancellable: false });
    expect(body).toMatchObject({ requiredNodes: 2, completedRequiredNodes: 1, lastNodeId: first.id });
    expect(body.progress).toEqual([expect.objectContaining({ nodeId: first.id, state: 'completed' })]);

    await report(workspace, enrolment.id, second, 'incomplete');
    body = (await read(token, item)).json();
    expect(body.enrolment.state).toBe('in_progress');
    expect(body.lastNodeId).toBe(second.id);

    await report(workspace, enrolment.id, second, 'completed');
    body = (await read(token, item)).json();
    expect(body.enrolment.state).toBe('completed');
    expect(body).toMatchObject({ completedRequiredNodes: 2, allowForEnrolment: true });
    // A later report on a finished enrolment is not kept and changes nothing.
    expect(await report(workspace, enrolment.id, first, 'incomplete')).toBe(false);
    const [row] = await db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(row!.state).toBe('completed');
  });

  it('keeps showing a course the learner holds an enrolment on after it stops being offered', async () => {
    const { db, learner, item, token } = await courseWithLearner();
    const enrolment = await createEnrolment(db, learner, item, { state: 'completed' });
    await db.update(catalogItemWorkspaces).set({ visible: false }).where(eq(catalogItemWorkspaces.catalogItemId, item));
    const body = (await read(token, item)).json();
    expect(body).toMatchObject({ offered: false, allowForEnrolment: false, enrolment: { id: enrolment.id } });
  });

  it('answers 404 for a course not offered and not enrolled on, another unit’s, another learner’s enrolment', async () => {
    const { db, workspace, item, token } = await courseWithLearner();
    expect((await read(token, crypto.randomUUID())).statusCode).toBe(404);
    // Offered to another unit only.
    await db
      .update(catalogItemWorkspaces)
      .set({ availableInOrganisationUnits: [crypto.randomUUID()] })
      .where(eq(catalogItemWorkspaces.catalogItemId, item));
    expect((await read(token, item)).statusCode).toBe(404);
    // Someone else's enrolment named.
    const other = await createPerson(db, workspace);
    const theirs = await createEnrolment(db, other, item, { state: 'enrolled' });
    expect((await read(token, item, theirs.id)).statusCode).toBe(404);
    // Another workspace's learner.
    const stranger = await courseWithLearner();
    expect((await read(stranger.token, item)).statusCode).toBe(404);
  });
});

describe('progress by node (pure)', () => {
  it('puts an event’s outcome on the nodes naming the event and leaves out nodes the version lacks', () => {
    const eventId = crypto.randomUUID();
    const tree = [
      { id: 'event-node', name: 'Workshop', type: 'module' as const, subType: 'event' as const, moduleId: eventId },
      { id: 'module-node', name: 'Hazards', type: 'module' as const, subType: 'scorm' as const, moduleId: 'm' },
    ];
    const at = new Date('2026-11-20T10:00:00Z');
    const progress = progressByNode(tree, 'e1', {
      modules: [
        {
          enrolmentId: 'e1',
          nodeId: 'module-node',
          completion: 'completed',
          success: 'failed',
          scoreScaled: 0.2,
          recordedAt: at,
        },
        {
          enrolmentId: 'e1',
          nodeId: 'removed-node',
          completion: 'completed',
          success: 'passed',
          scoreScaled: null,
          recordedAt: at,
        },
        {
          enrolmentId: 'e2',
          nodeId: 'module-node',
          completion: 'completed',
          success: 'passed',
          scoreScaled: null,
          recordedAt: at,
        },
      ],
      events: [{ enrolmentId: 'e1', eventId, outcome: 'passed', recordedAt: at }],
    });
    expect(progress.map(({ nodeId, state }) => [nodeId, state])).toEqual([
      ['module-node', 'failed'],
      ['event-node', 'completed'],
    ]);
  });
});
