import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScormConnector, ScormConnectorLaunch } from '@campus/contracts';
import { subscriptions } from '../../../db/schema/index.js';
import { createCatalogItem, createPerson, createTenant, tokenOf, type Workspace } from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createScormContent, createScormModule, scormNode } from '../../../test/scorm-player-factories.js';
import { readZip } from '../../../test/zip.js';
import { launchableItems } from '../import/manifest.js';
import { importZipBytes } from '../package/import-zip-bytes.js';

const PUBLIC_URL = 'http://campus.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, SCORM_CONTENT_ORIGIN: 'http://content.test' });
});
afterAll(() => ctx.close());

const BASE = '/api/course-catalogue/v2';
const download = (token: string, catalogItemId: string) =>
  ctx.app.inject({ method: 'GET', url: `${BASE}/lms-connector/${catalogItemId}`, headers: bearer(token) });
const launch = (connectorId: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/lms-connectors/${connectorId}/launch`, payload });
const beacon = (attemptId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/scorm-player/attempts/${attemptId}/beacon`,
    payload,
  });

async function releasedModule(workspace: Workspace) {
  const content = await createScormContent(ctx.database.db, ctx.app.services.storage, workspace);
  return createScormModule(ctx.database.db, workspace, content.id);
}

/** A workspace whose course holds two SCORM modules (one inside a group), a note and an event, and its admin. */
async function world(services?: NonNullable<Parameters<typeof createTenant>[1]>['services']) {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db, services ? { services } : {});
  const first = await releasedModule(workspace);
  const second = await releasedModule(workspace);
  const course = await createCatalogItem(db, workspace, {
    name: 'Safe lifting',
    contentTree: [
      scormNode('node-1', first.module.id, { name: 'Lifting basics' }),
      { id: 'note-1', name: 'Read me', type: 'note' },
      {
        id: 'group-1',
        name: 'Practice',
        type: 'group',
        nodes: [scormNode('node-2', second.module.id), { id: 'event-1', type: 'module', subType: 'event' }],
      },
    ],
  });
  const admin = await createPerson(db, workspace, { roles: ['admin'] });
  return { db, workspace, first, second, course, admin, token: await tokenOf(ctx.app, admin) };
}

/** The package of a course, downloaded, and what its config.js says. */
async function packageOf(token: string, catalogItemId: string) {
  const response = await download(token, catalogItemId);
  expect(response.statusCode, response.body).toBe(200);
  const files = await readZip(response.rawPayload);
  const config = JSON.parse(/window\.CAMPUS_CONNECTOR = (.*);/.exec(files.get('config.js')!.toString('utf8'))![1]!) as {
    connectorId: string;
    key: string;
    launchUrl: string;
    title: string;
  };
  return { response, files, config };
}

const learner = { id: 'lms-learner-17', name: 'Okafor, Ada' };

async function launched(connectorId: string, key: string, extra: object = {}) {
  const response = await launch(connectorId, { key, learner, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScormConnectorLaunch>();
}

describe('downloading a package (lms-connector)', () => {
  it('answers a SCORM 1.2 package our own import reads, whose script frames the connector page with its key', async () => {
    const w = await world();
    const { response, files, config } = await packageOf(w.token, w.course);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Safe-lifting-scorm-connector.zip"');
    expect([...files.keys()].sort()).toEqual(['config.js', 'connector.js', 'imsmanifest.xml', 'index.html']);
    expect(config.title).toBe('Safe lifting');
    expect(config.launchUrl).toBe(`${PUBLIC_URL}/catalogue/modules/iframe/connector/${config.connectorId}`);
    expect(config.key).toMatch(/^[\w-]{43}$/);
    const index = files.get('index.html')!.toString('utf8');
    expect(index).toContain('<title>Safe lifting</title>');
    expect(index).toContain('<h1 class="visually-hidden">Safe lifting</h1>');

    // Any learning system's import reads it as ours does: SCORM 1.2, one SCO launching index.html.
    const imported = await importZipBytes(ctx.app.services.storage, response.rawPayload, 'connector.zip');
    expect(imported.manifest.standard).toBe('scorm12');
    expect(launchableItems(imported.manifest).map((item) => item.launch)).toEqual(['index.html']);

    const listed = await ctx.app.inject({ method: 'GET', url: `${BASE}/lms-connectors`, headers: bearer(w.token) });
    expect(listed.json<{ data: ScormConnector[] }>().data).toEqual([
      expect.objectContaining({
        id: config.connectorId,
        catalogItemId: w.course,
        name: 'Safe lifting',
        revokedAt: null,
        learners: 0,
        createdBy: { id: w.admin.user.id, name: `${w.admin.user.lastName}, ${w.admin.user.firstName}` },
      }),
    ]);
  });

  it('makes a package with its own key at each download', async () => {
    const w = await world();
    const one = await packageOf(w.token, w.course);
    const two = await packageOf(w.token, w.course);
    expect(two.config.connectorId).not.toBe(one.config.connectorId);
    expect(two.config.key).not.toBe(one.config.key);
  });

  it('refuses a customer without SCORM Connectors, a learner, another workspace’s course and a course with no SCORM module', async () => {
    const withoutElms = await world(['LMS', 'CCS']);
    expect((await download(withoutElms.token, withoutElms.course)).statusCode).toBe(403);

    const w = await world();
    const learnerToken = await tokenOf(ctx.app, await createPerson(w.db, w.workspace));
    expect((await download(learnerToken, w.course)).statusCode).toBe(403);

    const other = await world();
    expect((await download(w.token, other.course)).statusCode).toBe(404);

    const empty = await createCatalogItem(w.db, w.workspace, { contentTree: [{ id: 'n', type: 'note' }] });
    const refused = await download(w.token, empty);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This course has no SCORM modules.' });
  });
});

describe('a package launched from another learning system', () => {
  it('plays the course’s SCORM modules in order for that system’s learner, and resumes where they were', async () => {
    const w = await world();
    const { config } = await packageOf(w.token, w.course);
    const first = await launched(config.connectorId, config.key);
    expect(first.course).toEqual({ name: 'Safe lifting' });
    expect(first.nodes).toEqual([
      expect.objectContaining({
        nodeId: 'node-1',
        moduleId: w.first.module.id,
        title: 'Lifting basics',
        required: true,
      }),
      expect.objectContaining({ nodeId: 'node-2', moduleId: w.second.module.id, completionStatus: 'not_attempted' }),
    ]);
    expect(first.nodeId).toBe('node-1');
    expect(first.launch).toMatchObject({
      moduleId: w.first.module.id,
      versionId: w.first.version!.id,
      entry: 'ab-initio',
      learner: { name: 'Okafor, Ada' },
    });

    // Its content may sit below the other system's page (frame-ancestors checks every ancestor).
    const frameUrl = new URL(first.launch.frameUrl);
    const framePage = await ctx.app.inject({ method: 'GET', url: frameUrl.pathname, headers: { host: frameUrl.host } });
    expect(framePage.statusCode, framePage.body).toBe(200);
    expect(framePage.headers['content-security-policy']).toContain('frame-ancestors *');

    // The player saves by the attempt's commit key (the learner has no session here).
    const saved = await beacon(first.launch.attemptId, {
      key: first.launch.commitKey,
      sequence: 1,
      scoId: 'sco-1',
      cmi: { cmi: { core: { lesson_status: 'passed', score: { raw: '80', min: '0', max: '100' }, exit: '' } } },
      suspendData: 'page=9',
      finish: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      stored: true,
      status: { completionStatus: 'completed', successStatus: 'passed' },
    });

    // The next launch goes on to the module not completed, and shows the first one done.
    const second = await launched(config.connectorId, config.key);
    expect(second.nodeId).toBe('node-2');
    expect(second.nodes[0]).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8 });
    // Asked for by node, the first one comes back with its data.
    const again = await launched(config.connectorId, config.key, { nodeId: 'node-1' });
    expect(again.launch).toMatchObject({ attemptId: first.launch.attemptId, entry: 'resume' });
    expect(again.launch.data['sco-1']!.suspendData).toBe('page=9');

    const listed = await ctx.app.inject({ method: 'GET', url: `${BASE}/lms-connectors`, headers: bearer(w.token) });
    expect(listed.json<{ data: ScormConnector[] }>().data[0]).toMatchObject({ learners: 1 });
    expect(listed.json<{ data: ScormConnector[] }>().data[0]!.lastLaunchedAt).not.toBeNull();
  });

  it('keeps each learner of the other system apart', async () => {
    const w = await world();
    const { config } = await packageOf(w.token, w.course);
    const ada = await launched(config.connectorId, config.key);
    const other = await launch(config.connectorId, {
      key: config.key,
      learner: { id: 'lms-learner-18', name: 'Li, Wei' },
    });
    expect(other.json<ScormConnectorLaunch>().launch.attemptId).not.toBe(ada.launch.attemptId);
  });

  it('refuses a wrong key, a revoked package (launch and saves) and a customer no longer subscribed', async () => {
    const w = await world();
    const { config } = await packageOf(w.token, w.course);
    expect((await launch(config.connectorId, { key: `${config.key.slice(0, -2)}xx`, learner })).statusCode).toBe(404);
    const started = await launched(config.connectorId, config.key);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/lms-connectors/${config.connectorId}/revoke`,
      headers: bearer(w.token),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ScormConnector>().revokedAt).not.toBeNull();
    const refused = await launch(config.connectorId, { key: config.key, learner });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'This course connection is not available.' });
    const late = await beacon(started.launch.attemptId, {
      key: started.launch.commitKey,
      sequence: 1,
      scoId: 'sco-1',
      cmi: { cmi: { core: { lesson_status: 'completed' } } },
    });
    expect(late.statusCode).toBe(404);

    // A package of a customer whose ELMS subscription ended.
    const lapsed = await world();
    const lapsedPackage = await packageOf(lapsed.token, lapsed.course);
    await lapsed.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(and(eq(subscriptions.customerId, lapsed.workspace.customerId), eq(subscriptions.serviceKey, 'ELMS')));
    expect(
      (await launch(lapsedPackage.config.connectorId, { key: lapsedPackage.config.key, learner })).statusCode,
    ).toBe(404);
  });

  it('asks the learning system to name its learner', async () => {
    const w = await world();
    const { config } = await packageOf(w.token, w.course);
    const response = await launch(config.connectorId, { key: config.key, learner: { id: ' ', name: '' } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('The learning system named no learner');
  });
});

describe('revoking and listing', () => {
  it('lists and revokes only the workspace’s own packages', async () => {
    const w = await world();
    const other = await world();
    const { config } = await packageOf(other.token, other.course);
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/lms-connectors/${config.connectorId}/revoke`,
      headers: bearer(w.token),
    });
    expect(revoke.statusCode).toBe(404);
    const listed = await ctx.app.inject({ method: 'GET', url: `${BASE}/lms-connectors`, headers: bearer(w.token) });
    expect(listed.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await launched(config.connectorId, config.key)).nodes).toHaveLength(2);
  });
});

describe('downloading packages of several courses (lms-connector-multi)', () => {
  it('answers a zip with one package per course of the workspace with SCORM modules, each with its own key', async () => {
    const w = await world();
    const another = await releasedModule(w.workspace);
    const second = await createCatalogItem(w.db, w.workspace, {
      name: 'Fire safety',
      contentTree: [scormNode('n1', another.module.id)],
    });
    await createCatalogItem(w.db, w.workspace, { name: 'No modules' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/lms-connector-multi/${w.workspace.id}`,
      headers: bearer(w.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const outer = await readZip(response.rawPayload);
    expect([...outer.keys()].sort()).toEqual(['Fire-safety-scorm-connector.zip', 'Safe-lifting-scorm-connector.zip']);
    const inner = await readZip(outer.get('Fire-safety-scorm-connector.zip')!);
    expect(inner.has('imsmanifest.xml')).toBe(true);

    const picked = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/lms-connector-multi/${w.workspace.id}`,
      query: { catalogItemIds: second },
      headers: bearer(w.token),
    });
    expect([...(await readZip(picked.rawPayload)).keys()]).toEqual(['Fire-safety-scorm-connector.zip']);
    const listed = await ctx.app.inject({ method: 'GET', url: `${BASE}/lms-connectors`, headers: bearer(w.token) });
    expect(listed.json()).toMatchObject({ pagination: { total: 3 } });
  });

  it('refuses another workspace', async () => {
    const w = await world();
    const other = await world();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/lms-connector-multi/${other.workspace.id}`,
      headers: bearer(w.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
