import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORM_ERROR_CODES, type Service } from '@campus/contracts';
import { auditLog, scormContents } from '../../db/schema/index.js';
import { createFile, createPerson, createTenant, testPng, tokenOf, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { buildZip, scorm12Manifest } from '../../test/zip.js';
import { forSystem, jobIn } from '../../lib/scope.js';
import { findVersionWithContent } from './index.js';

/** SCORM modules through HTTP (02 §3, §4, §7): import on create, drafts, releases, delete, lists, access. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/course-catalogue/v2';
const FIXTURES = new URL('../../../assets/demo-scorm/', import.meta.url);
const golf12 = fs.readFileSync(new URL('RuntimeBasicCalls_SCORM12.zip', FIXTURES));

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A workspace of a customer with CCS and a course creator signed in. */
async function creatorWorkspace(services?: readonly Service[]) {
  const { workspace } = await createTenant(ctx.database.db, services ? { services } : {});
  const creator = await createPerson(ctx.database.db, workspace, { roles: ['course_creator'] });
  return { workspace, creator, token: await tokenOf(ctx.app, creator) };
}

/** A zip uploaded through the presigned flow and confirmed (its file id). */
const uploadZip = async (person: Person, body: Buffer = golf12, name = 'golf.zip') =>
  (await createFile(ctx.app, person, { body, name, mimeType: 'application/zip' })).id;

const details = (content: string, extra: object = {}) => ({
  name: 'Golf explained',
  description: 'Rules and etiquette',
  duration: '00:45',
  labels: ['Sport'],
  keywords: ['golf', 'handicap'],
  content,
  ...extra,
});

describe('creating a module from an uploaded package', () => {
  it('imports the zip and answers a draft with its content, stored under scorm/<content id>', async () => {
    const { creator, token } = await creatorWorkspace();
    const created = await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)));
    expect(created.statusCode).toBe(201);
    const module = created.json();
    expect(module).toMatchObject({
      name: 'Golf explained',
      duration: '00:45:00',
      labels: ['Sport'],
      keywords: ['golf', 'handicap'],
      draft: true,
      deleted: false,
      versions: [],
      owner: { id: creator.user.id, name: `${creator.user.firstName} ${creator.user.lastName}` },
      content: {
        name: 'Golf Explained - Run-time Basic Calls',
        standard: 'scorm12',
        schemaVersion: '1.2',
        scos: [{ identifier: 'item_1', launch: 'shared/launchpage.html', masteryScore: null }],
      },
    });
    expect(module.externalModule).toEqual({ moduleType: 'scorm', externalId: module.content.id });
    const [row] = await ctx.database.db.select().from(scormContents).where(eq(scormContents.id, module.content.id));
    expect(row?.storagePrefix).toBe(`scorm/${module.content.id}`);
    expect(await ctx.app.services.storage.head(`scorm/${module.content.id}/shared/launchpage.html`)).not.toBeNull();
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, module.id));
    expect(audit).toMatchObject({ entity: 'scorm_module', outcome: 'success' });
  });

  it('refuses a bad package with a 400 naming the problem, and records nothing', async () => {
    const { creator, token } = await creatorWorkspace();
    const zip = buildZip([
      { name: 'imsmanifest.xml', data: scorm12Manifest() },
      { name: '../../evil.html', data: 'x' },
    ]);
    const refused = await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator, zip)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: SCORM_ERROR_CODES.invalidPackage,
      message: "The package's files would unpack outside its folder: ../../evil.html",
      details: { entry: '../../evil.html', reason: 'Zip the course folder again with relative paths only.' },
    });
    const listed = await call(token, 'GET', '/list-scorm-content');
    expect(listed.json().pagination.total).toBe(0);
    const noManifest = await call(
      token,
      'POST',
      '/scorm-modules',
      details(await uploadZip(creator, buildZip([{ name: 'index.html', data: 'x' }]))),
    );
    expect(noManifest.json().message).toBe('The package has no imsmanifest.xml at its root.');
  });

  it('refuses content that is neither an upload of the workspace nor its imported content', async () => {
    const { token } = await creatorWorkspace();
    const other = await creatorWorkspace();
    const elsewhere = await uploadZip(other.creator);
    const refused = await call(token, 'POST', '/scorm-modules', details(elsewhere));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([
      { path: 'content', message: 'Upload a SCORM package (.zip) or choose content imported before.' },
    ]);
    const png = await createFile(ctx.app, other.creator, {
      body: await testPng(),
      name: 'a.png',
      mimeType: 'image/png',
    });
    expect((await call(other.token, 'POST', '/scorm-modules', details(png.id))).statusCode).toBe(400);
  });

  it('takes content imported before, a library image and another course creator as owner', async () => {
    const { workspace, creator, token } = await creatorWorkspace();
    const first = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const colleague = await createPerson(ctx.database.db, workspace, { roles: ['course_creator'] });
    const learner = await createPerson(ctx.database.db, workspace);
    const image = await createFile(ctx.app, creator, {
      body: await testPng(),
      name: 'cover.png',
      mimeType: 'image/png',
    });
    const second = await call(
      token,
      'POST',
      '/scorm-modules',
      details(first.content.id, { name: 'Golf again', image: image.id, owner: colleague.user.id }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      image: image.id,
      owner: { id: colleague.user.id },
      content: { id: first.content.id },
    });
    const notCreator = await call(
      token,
      'POST',
      '/scorm-modules',
      details(first.content.id, { owner: learner.user.id }),
    );
    expect(notCreator.statusCode).toBe(400);
    expect(notCreator.json().errors.fields[0].path).toBe('owner');
    const listed = (await call(token, 'GET', '/list-scorm-content')).json();
    expect(listed.pagination.total).toBe(1);
  });

  it('names the content an upload became when the same upload is sent again, without importing it twice', async () => {
    const { creator, token } = await creatorWorkspace();
    const upload = await uploadZip(creator);
    const first = (await call(token, 'POST', '/scorm-modules', details(upload))).json();
    const again = (await call(token, 'POST', '/scorm-modules', details(upload, { name: 'Sent twice' }))).json();
    expect(again.content.id).toBe(first.content.id);
    expect((await call(token, 'GET', '/list-scorm-content')).json().pagination.total).toBe(1);
  });
});

describe('releases', () => {
  it('releases major first, then minor after each change; learners keep the content of their release', async () => {
    const { creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const firstContent = module.content.id;

    const minorFirst = await call(token, 'POST', `/scorm-modules/${module.id}/release/minor`, { releaseNotes: 'x' });
    expect(minorFirst.statusCode).toBe(409);
    expect(minorFirst.json().message).toBe("A module's first release is a major release.");

    const major = await call(token, 'POST', `/scorm-modules/${module.id}/release/major`, {
      releaseNotes: 'First release',
      instantOffer: true,
    });
    expect(major.statusCode).toBe(200);
    expect(major.json()).toMatchObject({ draft: false, releaseNotes: 'First release', instantOffer: true });
    expect(major.json().versions).toMatchObject([
      { version: '1.0', major: 1, minor: 0, releaseNotes: 'First release', contentId: firstContent, minors: [] },
    ]);
    expect(major.json().versions[0].releasedBy).toBe(`${creator.user.firstName} ${creator.user.lastName}`);

    const unchanged = await call(token, 'POST', `/scorm-modules/${module.id}/release/minor`, { releaseNotes: '' });
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().message).toBe('Nothing has changed since the last release.');

    // A new upload is new content; the release keeps the old one.
    const updated = await call(
      token,
      'POST',
      `/scorm-modules/${module.id}/updateDetails`,
      details(await uploadZip(creator)),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().draft).toBe(true);
    expect(updated.json().content.id).not.toBe(firstContent);
    const minor = await call(token, 'POST', `/scorm-modules/${module.id}/release/minor`, {
      releaseNotes: 'New upload',
    });
    expect(minor.json().versions).toMatchObject([
      { version: '1.0', contentId: firstContent, minors: [{ version: '1.1', contentId: updated.json().content.id }] },
    ]);

    await call(
      token,
      'POST',
      `/scorm-modules/${module.id}/updateDetails`,
      details(updated.json().content.id, { name: 'Golf 2' }),
    );
    const second = await call(token, 'POST', `/scorm-modules/${module.id}/release/major`, {
      releaseNotes: 'Rewritten',
    });
    expect(second.json().versions.map((v: { version: string }) => v.version)).toEqual(['1.0', '2.0']);
    const released = (await call(token, 'GET', '/scorm-modules/released')).json();
    expect(released.data).toMatchObject([{ id: module.id, name: 'Golf 2', majorVersion: 2, minorVersion: 0 }]);
  });

  it('lets one of two simultaneous releases through', async () => {
    const { creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const results = await Promise.all(
      [1, 2].map(() => call(token, 'POST', `/scorm-modules/${module.id}/release/major`, { releaseNotes: '' })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('delete and undelete', () => {
  it('hides a deleted module from the lists, refuses changes, and restores it', async () => {
    const { creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const deleted = await call(token, 'DELETE', `/scorm-modules/${module.id}`);
    expect(deleted.json().deleted).toBe(true);
    expect((await call(token, 'DELETE', `/scorm-modules/${module.id}`)).json().message).toBe(
      'The module is already deleted.',
    );
    expect((await call(token, 'GET', '/modules')).json().data).toEqual([]);
    expect((await call(token, 'GET', '/modules?filters[status]=deleted')).json().data).toMatchObject([
      { id: module.id, deleted: true },
    ]);
    const edit = await call(token, 'POST', `/scorm-modules/${module.id}/updateDetails`, details(module.content.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('The module is deleted; restore it first.');
    expect((await call(token, 'POST', `/scorm-modules/${module.id}/release/major`, {})).statusCode).toBe(409);

    const restored = await call(token, 'PATCH', `/scorm-modules/${module.id}/undelete`, {});
    expect(restored.json().deleted).toBe(false);
    expect((await call(token, 'PATCH', `/scorm-modules/${module.id}/undelete`, {})).statusCode).toBe(409);
    expect((await call(token, 'GET', '/modules')).json().data).toMatchObject([{ id: module.id }]);
  });
});

describe('lists', () => {
  it('searches names and keywords, filters by labels and status, pages, and lists labels', async () => {
    const { creator, token } = await creatorWorkspace();
    const content = (
      await call(
        token,
        'POST',
        '/scorm-modules',
        details(await uploadZip(creator), { name: 'Putting', labels: ['Sport', 'Outdoor'] }),
      )
    ).json().content.id;
    const make = (name: string, extra: object) =>
      call(token, 'POST', '/scorm-modules', details(content, { name, ...extra }));
    const fire = (await make('Fire safety', { labels: ['Safety'], keywords: ['evacuation'] })).json();
    await make('First aid', { labels: ['Safety', 'Health'], keywords: [] });
    await call(token, 'POST', `/scorm-modules/${fire.id}/release/major`, {});

    const names = async (query: string) =>
      (await call(token, 'GET', `/modules?${query}`)).json().data.map((entry: { name: string }) => entry.name);
    // Newest change first: the release touched Fire safety last.
    expect(await names('')).toEqual(['Fire safety', 'First aid', 'Putting']);
    expect(await names('search=evacu')).toEqual(['Fire safety']);
    expect(await names('search=put')).toEqual(['Putting']);
    expect(await names('filters[labels]=Health,Outdoor')).toEqual(['First aid', 'Putting']);
    expect(await names('filters[status]=released')).toEqual(['Fire safety']);
    expect(await names('filters[status]=draft')).toEqual(['First aid', 'Putting']);
    const page = (await call(token, 'GET', '/modules?page=2&pageSize=2')).json();
    expect(page).toMatchObject({ pagination: { page: 2, pageSize: 2, total: 3 }, data: [{ name: 'Putting' }] });
    expect((await call(token, 'GET', '/scorm-modules/labels')).json()).toEqual({
      data: ['Health', 'Outdoor', 'Safety', 'Sport'],
    });
    const fireEntry = (await call(token, 'GET', '/modules?search=fire')).json().data[0];
    expect(fireEntry).toMatchObject({ majorVersion: 1, minorVersion: 0, scormContentId: content, draft: false });
  });
});

describe('the generic module record', () => {
  it('creates a module naming imported content, releases it major then minor, and changes its reference', async () => {
    const { workspace, creator, token } = await creatorWorkspace();
    const content = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json().content.id;
    const created = await call(token, 'POST', '/modules', {
      name: 'Golf record',
      moduleType: 'scorm',
      externalId: content,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      moduleType: 'scorm',
      externalId: content,
      draft: true,
      owner: creator.user.id,
    });
    expect((await call(token, 'POST', `/modules/${id}/release`, {})).json().versions).toMatchObject([
      { version: '1.0' },
    ]);
    const renamed = await call(token, 'PATCH', `/modules/${id}/reference`, {
      name: 'Golf record 2',
      moduleType: 'scorm',
      externalId: content,
    });
    expect(renamed.json()).toMatchObject({ name: 'Golf record 2', draft: true });
    const minor = (await call(token, 'POST', `/modules/${id}/release`, { releaseNotes: 'Renamed' })).json();
    expect(minor.versions).toMatchObject([{ version: '1.0', minors: [{ version: '1.1', releaseNotes: 'Renamed' }] }]);

    // Admins building courses read module records and the released list.
    const admin = await createPerson(ctx.database.db, workspace, { roles: ['admin'] });
    const adminToken = await tokenOf(ctx.app, admin);
    expect((await call(adminToken, 'GET', `/modules/${id}`)).json()).toMatchObject({ name: 'Golf record 2' });
    expect((await call(adminToken, 'GET', '/scorm-modules/released')).json().data).toMatchObject([{ id }]);
  });
});

describe('access', () => {
  it('refuses learners, admins and course creators without CCS', async () => {
    const { workspace, creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const learner = await tokenOf(ctx.app, await createPerson(ctx.database.db, workspace));
    const admin = await tokenOf(ctx.app, await createPerson(ctx.database.db, workspace, { roles: ['admin'] }));
    for (const other of [learner, admin]) {
      expect((await call(other, 'GET', '/modules')).statusCode).toBe(403);
      expect((await call(other, 'GET', `/scorm-module/${module.id}`)).statusCode).toBe(403);
      expect((await call(other, 'POST', `/scorm-modules/${module.id}/release/major`, {})).statusCode).toBe(403);
    }
    expect((await call(learner, 'GET', `/modules/${module.id}`)).statusCode).toBe(403);
    const withoutCcs = await creatorWorkspace(['LMS']);
    expect((await call(withoutCcs.token, 'GET', '/modules')).statusCode).toBe(403);
    expect((await call(withoutCcs.token, 'POST', '/scorm-modules', details(module.content.id))).statusCode).toBe(403);
  });

  it('answers another customer’s module as not found', async () => {
    const { creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const other = await creatorWorkspace();
    for (const [method, url, payload] of [
      ['GET', `/scorm-module/${module.id}`],
      ['GET', `/modules/${module.id}`],
      ['POST', `/scorm-modules/${module.id}/updateDetails`, details(module.content.id)],
      ['POST', `/scorm-modules/${module.id}/release/major`, {}],
      ['DELETE', `/scorm-modules/${module.id}`],
      ['PATCH', `/scorm-modules/${module.id}/undelete`, {}],
      ['POST', `/modules/${module.id}/release`, {}],
    ] as const) {
      const answer = await call(other.token, method, url, payload);
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
    expect((await call(other.token, 'GET', '/modules')).json().data).toEqual([]);
    expect((await call(other.token, 'GET', '/list-scorm-content')).json().data).toEqual([]);
  });
});

describe('the seam for the player and courses', () => {
  it('finds a release with its content in the workspace that plays it, and only there', async () => {
    const { workspace, creator, token } = await creatorWorkspace();
    const module = (await call(token, 'POST', '/scorm-modules', details(await uploadZip(creator)))).json();
    const released = (await call(token, 'POST', `/scorm-modules/${module.id}/release/major`, {})).json();
    const versionId = released.versions[0].versionId;
    await call(token, 'DELETE', `/scorm-modules/${module.id}`);

    const found = await findVersionWithContent(
      ctx.database.db,
      jobIn(forSystem('test'), { customerId: workspace.customerId, workspaceId: workspace.id }),
      versionId,
    );
    expect(found).toMatchObject({
      version: { id: versionId, major: 1, minor: 0 },
      module: { id: module.id },
      content: { id: module.content.id, storagePrefix: `scorm/${module.content.id}` },
    });
    const other = (await creatorWorkspace()).workspace;
    expect(
      await findVersionWithContent(
        ctx.database.db,
        jobIn(forSystem('test'), { customerId: other.customerId, workspaceId: other.id }),
        versionId,
      ),
    ).toBeNull();
  });
});
