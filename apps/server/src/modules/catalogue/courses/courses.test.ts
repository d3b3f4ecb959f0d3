import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_ERRORS, type Course, type CourseNode } from '@campus/contracts';
import { auditLog, catalogItems, catalogItemWorkspaces, courses, enrolments } from '../../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
  createFile,
  createPerson,
  createTenant,
  createWorkspace,
  testPng,
  tokenOf,
  type Person,
} from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createEventAt, createVenue } from '../../../test/classroom-factories.js';
import { createScormContent, createScormModule } from '../../../test/scorm-player-factories.js';
import { catalogItemWithContent } from '../index.js';

/** Course building through HTTP (02 §3, §4, §6, §7 "Courses"; issue 28). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/course-catalogue/v2';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A workspace with a course creator signed in. */
async function creatorWorkspace() {
  const { customer, workspace } = await createTenant(ctx.database.db);
  const creator = await createPerson(ctx.database.db, workspace, { roles: ['course_creator'] });
  return { customer, workspace, creator, token: await tokenOf(ctx.app, creator) };
}

/** A released SCORM module of the workspace (its module and 1.0 version). */
async function releasedModule(workspace: Person['workspace']) {
  const content = await createScormContent(ctx.database.db, ctx.app.services.storage, workspace);
  const { module, version } = await createScormModule(ctx.database.db, workspace, content.id);
  return { module, version: version!, contentId: content.id };
}

async function newCourse(token: string, extra: object = {}): Promise<Course> {
  const created = await call(token, 'POST', '/courses', { name: 'Safe lifting', ...extra });
  expect(created.statusCode).toBe(201);
  return created.json();
}

async function addModule(token: string, course: Course, moduleId: string, extra: object = {}): Promise<Course> {
  const added = await call(token, 'POST', `/courses/${course.id}/module`, { name: 'Lesson', moduleId, ...extra });
  expect(added.statusCode, added.body).toBe(200);
  return added.json();
}

describe('creating a course (POST /v2/courses)', () => {
  it('answers a draft course with the description sanitised, the duration padded and the labels listed', async () => {
    const { creator, token } = await creatorWorkspace();
    const created = await call(token, 'POST', '/courses', {
      name: '  Fire safety ',
      description: '<p onclick="x()">Know the <b>exits</b><script>alert(1)</script></p>',
      duration: '01:30',
      labels: 'Safety, Onboarding,Safety',
    });
    expect(created.statusCode).toBe(201);
    const course: Course = created.json();
    expect(course).toMatchObject({
      name: 'Fire safety',
      description: '<p>Know the <b>exits</b></p>',
      duration: '01:30:00',
      labels: ['Safety', 'Onboarding'],
      draft: true,
      contentTree: [],
      versions: [],
      sequence: 0,
      catalogItemId: null,
      instantOffer: false,
      owner: { id: creator.user.id, name: `${creator.user.firstName} ${creator.user.lastName}` },
      ownerCustomerId: creator.workspace.customerId,
      workspaceId: creator.workspace.id,
    });
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, course.id));
    expect(audit).toMatchObject({ entity: 'course', outcome: 'success' });
  });

  it('takes labels as a list or as an object of custom labels, and an image of the media library', async () => {
    const { creator, token } = await creatorWorkspace();
    const image = await createFile(ctx.app, creator, {
      body: await testPng(),
      name: 'cover.png',
      mimeType: 'image/png',
    });
    const listed = await newCourse(token, { labels: ['A', 'B'], file: image.id });
    expect(listed).toMatchObject({ labels: ['A', 'B'], file: image.id });
    const mapped = await newCourse(token, { labels: { x1: 'Custom' } });
    expect(mapped.labels).toEqual(['Custom']);
    const changed = await call(token, 'PATCH', `/courses/${mapped.id}/updateFile`, { file: image.id });
    expect(changed.json().file).toBe(image.id);
    const cleared = await call(token, 'PATCH', `/courses/${mapped.id}/updateFile`, { file: null });
    expect(cleared.json().file).toBeNull();
    const other = await creatorWorkspace();
    const foreign = await call(other.token, 'PATCH', `/courses/${mapped.id}/updateFile`, { file: null });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a missing name, a bad duration and a file that is not an image with field errors', async () => {
    const { creator, token } = await creatorWorkspace();
    const noName = await call(token, 'POST', '/courses', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.fields[0].path).toBe('body.name');
    const badDuration = await call(token, 'POST', '/courses', { name: 'A', duration: '1h' });
    expect(badDuration.statusCode).toBe(400);
    expect(badDuration.json().errors.fields[0].path).toBe('body.duration');
    const csv = await createFile(ctx.app, creator);
    const notImage = await call(token, 'POST', '/courses', { name: 'A', file: csv.id });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.fields[0].path).toBe('file');
  });

  it('is for course creators: an administrator, a learner and an LXA are refused (403)', async () => {
    const { workspace } = await creatorWorkspace();
    for (const roles of [['admin'], ['learner'], ['learning_experience_administrator']] as const) {
      const person = await createPerson(ctx.database.db, workspace, { roles: [...roles] });
      const refused = await call(await tokenOf(ctx.app, person), 'POST', '/courses', { name: 'No' });
      expect(refused.statusCode, roles.join()).toBe(403);
    }
  });
});

describe('reading and editing courses', () => {
  it('lists the workspace’s courses, paged, searched and filtered by labels and status; another workspace’s are not listed', async () => {
    const { token } = await creatorWorkspace();
    const other = await creatorWorkspace();
    await newCourse(other.token, { name: 'Elsewhere' });
    const first = await newCourse(token, { name: 'Alpha course', labels: ['Red'] });
    const second = await newCourse(token, { name: 'Beta course', labels: ['Blue'] });
    const all = await call(token, 'GET', '/courses');
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect(all.json().data.map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    expect(all.json().data[0]).toMatchObject({
      status: 'draft',
      type: 'course',
      majorVersion: null,
      courseId: second.id,
    });
    const paged = await call(token, 'GET', '/courses?page=2&pageSize=1');
    expect(paged.json().data.map((row: { id: string }) => row.id)).toEqual([first.id]);
    const searched = await call(token, 'GET', '/courses?search=alpha');
    expect(searched.json().data.map((row: { id: string }) => row.id)).toEqual([first.id]);
    const labelled = await call(token, 'GET', `/courses?${encodeURIComponent('filters[labels]')}=Blue,Green`);
    expect(labelled.json().data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    const released = await call(token, 'GET', `/courses?${encodeURIComponent('filters[status]')}=released`);
    expect(released.json().data).toEqual([]);
    const labels = await call(token, 'GET', '/course/labels');
    expect(labels.json()).toEqual({ data: ['Blue', 'Red'] });
  });

  it('shows a course of the workspace; another workspace’s or customer’s course is not found', async () => {
    const { customer, token } = await creatorWorkspace();
    const course = await newCourse(token);
    const shown = await call(token, 'GET', `/courses/${course.id}?workspaceId=${course.workspaceId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(course);
    const other = await creatorWorkspace();
    expect((await call(other.token, 'GET', `/courses/${course.id}`)).statusCode).toBe(404);
    // A second workspace of the same customer does not reach it either.
    const sibling = await createWorkspace(ctx.database.db, customer);
    const siblingCreator = await createPerson(ctx.database.db, sibling, { roles: ['course_creator'] });
    expect((await call(await tokenOf(ctx.app, siblingCreator), 'GET', `/courses/${course.id}`)).statusCode).toBe(404);
  });

  it('updates the details (admins may edit); a learner is refused', async () => {
    const { workspace, token } = await creatorWorkspace();
    const course = await newCourse(token, { labels: ['Old'] });
    const admin = await createPerson(ctx.database.db, workspace, { roles: ['admin'] });
    const updated = await call(await tokenOf(ctx.app, admin), 'PATCH', `/courses/${course.id}/updateDetails`, {
      name: 'Renamed',
      description: '<h2>New</h2><img src="javascript:x" alt="i">',
      duration: '00:20:30',
      labels: ['New'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      description: '<h2>New</h2><img alt="i">',
      duration: '00:20:30',
      labels: ['New'],
    });
    const renamedOnly = await call(token, 'PATCH', `/courses/${course.id}/updateDetails`, { name: 'Only name' });
    expect(renamedOnly.json()).toMatchObject({ name: 'Only name', duration: '00:20:30', labels: ['New'] });
    const cleared = await call(token, 'PATCH', `/courses/${course.id}/updateDetails`, {
      name: 'Only name',
      description: null,
      duration: null,
      labels: '',
    });
    expect(cleared.json()).toMatchObject({ description: null, duration: null, labels: [] });
    const manager = await createPerson(ctx.database.db, workspace, { roles: ['manager'] });
    const managerToken = await tokenOf(ctx.app, manager);
    expect((await call(managerToken, 'GET', `/courses/${course.id}`)).statusCode).toBe(200);
    expect((await call(managerToken, 'GET', `/course-history/${course.id}`)).statusCode).toBe(200);
    expect((await call(managerToken, 'PATCH', `/courses/${course.id}/updateDetails`, { name: 'M' })).statusCode).toBe(
      403,
    );
    const learner = await createPerson(ctx.database.db, workspace);
    const refused = await call(await tokenOf(ctx.app, learner), 'PATCH', `/courses/${course.id}/updateDetails`, {
      name: 'No',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(await tokenOf(ctx.app, learner), 'GET', `/courses/${course.id}`)).statusCode).toBe(403);
  });
});

describe('the content tree', () => {
  it('adds modules, groups and notes where asked, in the node shape the player and connectors read', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module, version, contentId } = await releasedModule(workspace);
    let course = await newCourse(token);
    course = await addModule(token, course, module.id, { description: '<p>Read <i>this</i></p>' });
    const lesson = course.contentTree[0]!;
    expect(lesson).toEqual({
      id: expect.any(String),
      name: 'Lesson',
      type: 'module',
      subType: 'scorm',
      moduleId: module.id,
      versionId: version.id,
      externalId: contentId,
      description: '<p>Read <i>this</i></p>',
      required: true,
    });
    expect(course).toMatchObject({ sequence: 1, draft: true });
    expect(course.externalModulesData).toEqual({
      [module.id]: { type: 'scorm', nodeIds: [lesson.id], previewId: version.id, externalId: contentId },
    });

    const grouped = await call(token, 'POST', `/courses/${course.id}/group`, { name: 'Part 2', previousId: lesson.id });
    expect(grouped.statusCode).toBe(200);
    const group = grouped.json().contentTree[1] as CourseNode;
    expect(group).toMatchObject({ name: 'Part 2', type: 'group', nodes: [] });
    course = await addModule(token, grouped.json(), module.id, { name: 'Inside', inGroup: group.id, required: false });
    const noted = await call(token, 'POST', `/courses/${course.id}/note`, { description: '<p>Welcome</p>' });
    expect(noted.statusCode).toBe(200);
    course = noted.json();
    expect(course.contentTree.map((node) => node.name)).toEqual(['Welcome', 'Lesson', 'Part 2']);
    expect(course.contentTree[2]!.nodes).toMatchObject([{ name: 'Inside', required: false, type: 'module' }]);
    expect(course.sequence).toBe(4);
  });

  it('adds an event of the workspace as an event module node; an archived or foreign event is refused', async () => {
    const { workspace, token } = await creatorWorkspace();
    const venue = await createVenue(ctx.database.db, workspace);
    const { event } = await createEventAt(ctx.database.db, { venue });
    const course = await addModule(token, await newCourse(token), event.id, { name: 'Workshop' });
    expect(course.contentTree[0]).toMatchObject({
      name: 'Workshop',
      type: 'module',
      subType: 'event',
      moduleId: event.id,
      versionId: null,
      required: true,
    });
    expect(course.externalModulesData[event.id]).toMatchObject({ type: 'event', nodeIds: [course.contentTree[0]!.id] });
    const { event: archived } = await createEventAt(ctx.database.db, { venue }, { status: 'archived' });
    const other = await creatorWorkspace();
    const { event: foreign } = await createEventAt(ctx.database.db, {
      venue: await createVenue(ctx.database.db, other.workspace),
    });
    for (const moduleId of [archived.id, foreign.id]) {
      const refused = await call(token, 'POST', `/courses/${course.id}/module`, { name: 'X', moduleId });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('refuses a module of another workspace, an unreleased module, a missing group and a missing previous node', async () => {
    const { workspace, token } = await creatorWorkspace();
    const other = await creatorWorkspace();
    const foreign = await releasedModule(other.workspace);
    const content = await createScormContent(ctx.database.db, ctx.app.services.storage, workspace);
    const { module: unreleased } = await createScormModule(ctx.database.db, workspace, content.id, { released: false });
    const course = await newCourse(token);
    for (const moduleId of [foreign.module.id, unreleased.id]) {
      const refused = await call(token, 'POST', `/courses/${course.id}/module`, { name: 'X', moduleId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fields[0].path).toBe('moduleId');
    }
    const own = await releasedModule(workspace);
    const wrongVersion = await call(token, 'POST', `/courses/${course.id}/module`, {
      name: 'X',
      moduleId: own.module.id,
      versionId: foreign.version.id,
    });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().errors.fields[0].path).toBe('versionId');
    const noGroup = await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G', inGroup: 'missing' });
    expect(noGroup.statusCode).toBe(404);
    expect(noGroup.json().code).toBe(COURSE_ERRORS.nodeNotFound.code);
    const noPrevious = await call(token, 'POST', `/courses/${course.id}/note`, {
      description: 'n',
      previousId: 'gone',
    });
    expect(noPrevious.statusCode).toBe(404);
  });

  it('updates, marks required, renames and removes nodes; a node of the wrong kind is not found', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id);
    const lesson = course.contentTree[0]!;
    course = (await call(token, 'POST', `/courses/${course.id}/note`, { description: 'Old note' })).json();
    const note = course.contentTree[0]!;
    course = (await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G' })).json();
    const group = course.contentTree[0]!;

    const renamed = await call(token, 'PATCH', `/courses/${course.id}/module/${lesson.id}/update`, {
      name: 'Lesson one',
      required: false,
      sequence: course.sequence,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().contentTree[2]).toMatchObject({ name: 'Lesson one', required: false });
    const required = await call(token, 'PATCH', `/courses/${course.id}/module/${lesson.id}/updateRequired`, {
      required: true,
    });
    expect(required.json().contentTree[2].required).toBe(true);
    const noteUpdated = await call(token, 'PATCH', `/courses/${course.id}/note/${note.id}/update`, {
      description: '<p>New <u>note</u></p>',
    });
    expect(noteUpdated.json().contentTree[1]).toMatchObject({
      name: 'New note',
      description: '<p>New <u>note</u></p>',
    });
    const groupUpdated = await call(token, 'PATCH', `/courses/${course.id}/group/${group.id}/update`, { name: 'Part' });
    expect(groupUpdated.json().contentTree[0].name).toBe('Part');
    const wrongKind = await call(token, 'PATCH', `/courses/${course.id}/group/${lesson.id}/update`, { name: 'X' });
    expect(wrongKind.statusCode).toBe(404);

    const removed = await call(token, 'DELETE', `/courses/${course.id}/remove/${note.id}`, { owner: 'x' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().contentTree.map((node: CourseNode) => node.id)).toEqual([group.id, lesson.id]);
    const again = await call(token, 'DELETE', `/courses/${course.id}/remove/${note.id}`);
    expect(again.statusCode, again.body).toBe(404);
  });

  it('reorders nodes, into and out of groups; a move to its own place is moduleNotMoved', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id, { name: 'A' });
    const a = course.contentTree[0]!;
    course = await addModule(token, course, module.id, { name: 'B', previousId: a.id });
    const b = course.contentTree[1]!;
    course = (await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G', previousId: b.id })).json();
    const g = course.contentTree[2]!;

    const same = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: b.id, previousId: a.id });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'moduleNotMoved', message: COURSE_ERRORS.moduleNotMoved.message });
    const first = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: a.id });
    expect(first.statusCode).toBe(400);

    const moved = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: b.id });
    expect(moved.json().contentTree.map((node: CourseNode) => node.name)).toEqual(['B', 'A', 'G']);
    const intoGroup = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: a.id, inGroup: g.id });
    expect(intoGroup.json().contentTree).toMatchObject([{ name: 'B' }, { name: 'G', nodes: [{ name: 'A' }] }]);
    const groupIntoItself = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: g.id, inGroup: g.id });
    expect(groupIntoItself.statusCode).toBe(404);
    const outAgain = await call(token, 'POST', `/courses/${course.id}/reorder`, { nodeId: a.id, previousId: g.id });
    expect(outAgain.json().contentTree.map((node: CourseNode) => node.name)).toEqual(['B', 'G', 'A']);
  });

  it('refuses a change made on an older sequence (409), and growing a tree that is not editable', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    const course = await addModule(token, await newCourse(token), module.id);
    const stale = await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G', sequence: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(COURSE_ERRORS.staleSequence.code);

    // A tree with an unnamed node (as written before this issue): no adding or moving until it is named.
    const node = course.contentTree[0]!;
    await ctx.database.db
      .update(courses)
      .set({ contentTree: [{ ...node, name: '' }] })
      .where(eq(courses.id, course.id));
    const refused = await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(COURSE_ERRORS.treeNotEditable.code);
    const mended = await call(token, 'PATCH', `/courses/${course.id}/module/${node.id}/update`, { name: 'Named' });
    expect(mended.statusCode).toBe(200);
    expect((await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G' })).statusCode).toBe(200);
  });
});

describe('releases (02 §4)', () => {
  it('releases the first major, offering it in the workspace even without instantOffer, and the learner sees it', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    const course = await addModule(token, await newCourse(token, { name: 'Offered course' }), module.id);
    const minorFirst = await call(token, 'POST', `/courses/${course.id}/release/minor`, {});
    expect(minorFirst.statusCode).toBe(409);
    expect(minorFirst.json().code).toBe(COURSE_ERRORS.firstReleaseMajor.code);

    const released = await call(token, 'POST', `/courses/${course.id}/release/major`, {
      releaseNotes: 'First',
      instantOffer: false,
    });
    expect(released.statusCode).toBe(200);
    const body: Course = released.json();
    expect(body).toMatchObject({ draft: false, releaseNotes: 'First', instantOffer: true });
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({ major: 1, minor: 0, version: '1.0', releaseNotes: 'First', minors: [] });
    expect(body.versions[0]!.contentTree).toEqual(course.contentTree);
    expect(body.catalogItemVersionId).toBe(body.versions[0]!.versionId);
    const [settings] = await ctx.database.db
      .select()
      .from(catalogItemWorkspaces)
      .where(eq(catalogItemWorkspaces.catalogItemId, body.catalogItemId!));
    expect(settings).toMatchObject({ workspaceId: workspace.id, visible: true, requireApproval: false });

    // What SCORM connectors and the player read: the offered version's tree, with its SCORM node.
    const learner = await createPerson(ctx.database.db, workspace);
    const offered = await catalogItemWithContent(ctx.database.db, learnerScope(learner), body.catalogItemId!);
    expect(offered!.contentTree).toEqual(course.contentTree);
    expect(offered!.contentTree[0]).toMatchObject({
      type: 'module',
      subType: 'scorm',
      moduleId: module.id,
      required: true,
    });
    const catalogue = await ctx.app.inject({
      method: 'GET',
      url: '/api/course-catalogue/v2/catalog/learner',
      headers: bearer(await tokenOf(ctx.app, learner)),
    });
    expect(JSON.stringify(catalogue.json())).toContain('Offered course');
  });

  it('makes minor releases with notes saying what changed, and moves the offered item to them', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, {})).json();
    const itemId = course.catalogItemId;

    course = await addModule(token, course, module.id, { name: 'More' });
    expect(course.draft).toBe(true);
    const added = await call(token, 'POST', `/courses/${course.id}/release/minor`, {});
    expect(added.statusCode, added.body).toBe(200);
    course = added.json();
    expect(course.versions[0]!.minors).toMatchObject([{ version: '1.1', releaseNotes: 'Content added' }]);
    expect(course).toMatchObject({ catalogItemId: itemId, instantOffer: true, draft: false });
    expect(course.catalogItemVersionId).toBe(course.versions[0]!.minors[0]!.versionId);

    course = (await call(token, 'DELETE', `/courses/${course.id}/remove/${course.contentTree[0]!.id}`)).json();
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, {})).json();
    expect(course.versions[0]!.minors[1]).toMatchObject({ version: '1.2', releaseNotes: 'Content removed' });
    const lesson = course.contentTree[0]!;
    await call(token, 'PATCH', `/courses/${course.id}/module/${lesson.id}/update`, { name: 'Renamed' });
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, { releaseNotes: '' })).json();
    expect(course.versions[0]!.minors[2]).toMatchObject({ version: '1.3', releaseNotes: 'Content updated' });
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, { releaseNotes: 'Typo fixed' })).json();
    expect(course.releaseNotes).toBe('Typo fixed');
    const items = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.courseId, course.id));
    expect(items).toHaveLength(1);
  });

  it('keeps the offered version on a major release without instantOffer, and moves it with one', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, {})).json();
    const firstVersion = course.versions[0]!.versionId;
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, { instantOffer: false })).json();
    expect(course.versions.map((major) => major.version)).toEqual(['1.0', '2.0']);
    expect(course).toMatchObject({ catalogItemVersionId: firstVersion, instantOffer: false });
    // A minor of 2 leaves the item on 1.0 too: it offers another major.
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, {})).json();
    expect(course.catalogItemVersionId).toBe(firstVersion);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, { instantOffer: true })).json();
    expect(course.catalogItemVersionId).toBe(course.versions[2]!.versionId);
  });

  it('keeps learners part-way or done on the version they began; those not begun follow the item', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, {})).json();
    const first = course.versions[0]!.versionId;
    const learners = await Promise.all(
      ['in_progress', 'completed', 'enrolled', 'awaiting_approval'].map(() => createPerson(ctx.database.db, workspace)),
    );
    const states = ['in_progress', 'completed', 'enrolled', 'awaiting_approval'] as const;
    const made = await Promise.all(
      learners.map((learner, index) =>
        createEnrolment(ctx.database.db, learner, course.catalogItemId!, { state: states[index] }),
      ),
    );
    course = await addModule(token, course, module.id, { name: 'New part' });
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, {})).json();
    const rows = await ctx.database.db
      .select({ id: enrolments.id, version: enrolments.courseVersionId })
      .from(enrolments)
      .where(eq(enrolments.catalogItemId, course.catalogItemId!));
    const versionOf = (index: number) => rows.find((row) => row.id === made[index]!.id)!.version;
    expect([0, 1, 2, 3].map(versionOf)).toEqual([first, first, null, null]);
    // A later release leaves those kept where they were.
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, { releaseNotes: 'Again' })).json();
    const again = await ctx.database.db
      .select({ version: enrolments.courseVersionId })
      .from(enrolments)
      .where(eq(enrolments.id, made[0]!.id));
    expect(again[0]!.version).toBe(first);
  });

  it('refuses to release a course without modules', async () => {
    const { token } = await creatorWorkspace();
    const course = await newCourse(token);
    await call(token, 'POST', `/courses/${course.id}/group`, { name: 'Empty' });
    const refused = await call(token, 'POST', `/courses/${course.id}/release/major`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(COURSE_ERRORS.nothingToRelease.code);
  });

  it('answers the history (newest first), one version, and the latest released courses', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token, { name: 'Zed' }), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, { releaseNotes: 'One' })).json();
    course = await addModule(token, course, module.id, { name: 'Two' });
    course = (await call(token, 'POST', `/courses/${course.id}/release/minor`, {})).json();
    await newCourse(token, { name: 'Never released' });

    const history = await call(token, 'GET', `/course-history/${course.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      courseId: course.id,
      name: 'Zed',
      data: [
        { version: '1.1', releaseNotes: 'Content added', offered: true },
        { version: '1.0', releaseNotes: 'One', offered: false },
      ],
    });
    const first = course.versions[0]!;
    const version = await call(token, 'GET', `/course-version/${course.id}/${first.versionId}`);
    expect(version.json()).toMatchObject({ courseId: course.id, version: '1.0', contentTree: first.contentTree });
    const otherCourse = await newCourse(token);
    expect((await call(token, 'GET', `/course-version/${otherCourse.id}/${first.versionId}`)).statusCode).toBe(404);

    const latest = await call(token, 'GET', '/courses/latest-released');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({
      data: [
        { courseId: course.id, name: 'Zed', majorVersion: 1, minorVersion: 1, catalogItemId: course.catalogItemId },
      ],
      pagination: { total: 1 },
    });
    const lxa = await createPerson(ctx.database.db, workspace, { roles: ['learning_experience_administrator'] });
    expect((await call(await tokenOf(ctx.app, lxa), 'GET', '/courses/latest-released')).statusCode).toBe(200);
    const learner = await createPerson(ctx.database.db, workspace);
    expect((await call(await tokenOf(ctx.app, learner), 'GET', '/courses/latest-released')).statusCode).toBe(403);
    const other = await creatorWorkspace();
    expect((await call(other.token, 'GET', `/course-history/${course.id}`)).statusCode).toBe(404);
    expect((await call(other.token, 'POST', `/courses/${course.id}/release/minor`, {})).statusCode).toBe(404);
  });

  it('lets two releases at once make two versions one after the other', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    const course = await addModule(token, await newCourse(token), module.id);
    const [one, two] = await Promise.all([
      call(token, 'POST', `/courses/${course.id}/release/major`, {}),
      call(token, 'POST', `/courses/${course.id}/release/major`, {}),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const shown: Course = (await call(token, 'GET', `/courses/${course.id}`)).json();
    expect(shown.versions.map((major) => major.version)).toEqual(['1.0', '2.0']);
    const items = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.courseId, course.id));
    expect(items).toHaveLength(1);
  });

  it('leaves a catalogue item made before alone when a version is released over it', async () => {
    const { workspace, token } = await creatorWorkspace();
    const itemId = await createCatalogItem(ctx.database.db, workspace);
    const [item] = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.id, itemId));
    const shown = await call(token, 'GET', `/courses/${item!.courseId}`);
    expect(shown.json()).toMatchObject({ catalogItemId: itemId, instantOffer: true, draft: false });
    expect(shown.json().versions[0].version).toBe('1.0');
  });
});

describe('files and links', () => {
  it('attaches files of the workspace by their address, removes them, and sets the links', async () => {
    const { creator, token } = await creatorWorkspace();
    const pdf = await createFile(ctx.app, creator, {
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
      name: 'guide.pdf',
      mimeType: 'application/pdf',
    });
    const course = await newCourse(token);
    const url = `/api/file-storage/files/${pdf.id}`;
    const added = await call(token, 'POST', `/courses/${course.id}/bulkAddFiles`, {
      files: [{ name: 'Guide', url, size: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().files).toEqual([{ name: 'Guide', url, size: pdf.size }]);
    const twice = await call(token, 'POST', `/courses/${course.id}/bulkAddFiles`, {
      files: [{ name: 'Guide', url: `http://localhost${url}`, size: 1 }],
    });
    expect(twice.json().files).toHaveLength(1);

    const other = await creatorWorkspace();
    const theirs = await createFile(ctx.app, other.creator);
    const foreign = await call(token, 'POST', `/courses/${course.id}/bulkAddFiles`, {
      files: [{ name: 'Theirs', url: `/api/file-storage/files/${theirs.id}`, size: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: "Theirs file hasn't been added to the course.",
      errors: { fields: [{ path: 'files.0.url' }] },
    });

    const presigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/course-catalogue/course-files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'application/pdf', name: 'guide.pdf', size: 100 },
    });
    expect(presigned.statusCode).toBe(200);
    expect(presigned.json()).toMatchObject({ fileId: expect.any(String), url: expect.any(String) });
    const removed = await call(token, 'POST', `/courses/${course.id}/removeFile`, { url });
    expect(removed.json().files).toEqual([]);
    expect((await call(token, 'POST', `/courses/${course.id}/removeFile`, { url })).statusCode).toBe(404);

    const links = await call(token, 'POST', `/courses/${course.id}/set-urls`, {
      urls: ['https://example.test/a', { url: 'https://example.test/b', name: 'B' }],
    });
    expect(links.json().urls).toEqual([
      { url: 'https://example.test/a', name: null },
      { url: 'https://example.test/b', name: 'B' },
    ]);
    const unsafe = await call(token, 'POST', `/courses/${course.id}/set-urls`, { urls: ['javascript:alert(1)'] });
    expect(unsafe.statusCode).toBe(400);
    const cleared = await call(token, 'POST', `/courses/${course.id}/set-urls`, { urls: [] });
    expect(cleared.json().urls).toEqual([]);
  });
});

describe('cloning and archiving', () => {
  it('clones a course as a draft copy with new node ids and no releases', async () => {
    const { workspace, token, creator } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token, { name: 'Original', labels: ['L'] }), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, {})).json();
    const cloned = await call(token, 'POST', `/courses/${course.id}/clone`);
    expect(cloned.statusCode).toBe(201);
    const copy: Course = cloned.json();
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      labels: ['L'],
      draft: true,
      versions: [],
      catalogItemId: null,
      owner: { id: creator.user.id },
    });
    expect(copy.id).not.toBe(course.id);
    expect(copy.contentTree).toMatchObject([{ name: 'Lesson', moduleId: module.id }]);
    expect(copy.contentTree[0]!.id).not.toBe(course.contentTree[0]!.id);
    const other = await creatorWorkspace();
    expect((await call(other.token, 'POST', `/courses/${course.id}/clone`)).statusCode).toBe(404);
  });

  it('archives a course at once and its catalogue item in the background; an archived course is not changed', async () => {
    const { workspace, token } = await creatorWorkspace();
    const { module } = await releasedModule(workspace);
    let course = await addModule(token, await newCourse(token), module.id);
    course = (await call(token, 'POST', `/courses/${course.id}/release/major`, {})).json();
    const archived = await call(token, 'POST', `/courses/${course.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: course.id, archived: true });
    expect((await call(token, 'GET', '/courses')).json().data).toEqual([]);
    const again = await call(token, 'POST', `/courses/${course.id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(COURSE_ERRORS.archived.code);
    const edit = await call(token, 'POST', `/courses/${course.id}/group`, { name: 'G' });
    expect(edit.statusCode).toBe(409);
    let status: string | undefined;
    for (let tries = 0; tries < 60 && status !== 'archived'; tries += 1) {
      const [item] = await ctx.database.db
        .select()
        .from(catalogItems)
        .where(eq(catalogItems.id, course.catalogItemId!));
      status = item?.status;
      if (status !== 'archived') await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe('archived');
  });
});

/** The learner's scope for a catalogue read outside HTTP. */
function learnerScope(person: Person) {
  return {
    actor: {} as never,
    userId: person.user.id,
    customerId: person.workspace.customerId,
    workspaceId: person.workspace.id,
    profileId: person.profile.id,
    organisationUnitId: null,
    roles: ['learner' as const],
    customerRoles: [],
    managedUnits: [],
    impersonatorId: null,
  };
}
