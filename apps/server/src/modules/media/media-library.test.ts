import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, mediaItems } from '../../db/schema/index.js';
import {
  createMediaItem,
  createPerson,
  createTenant,
  createUser,
  testPng,
  tokenOf,
  type Person,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, platformToken, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
const LIBRARY = '/api/file-storage/api/library';

/** One customer's workspace with an administrator and two content builders who are not. */
interface Library {
  workspace: Workspace;
  admin: Person;
  adminToken: string;
  builder: Person;
  builderToken: string;
  colleague: Person;
  colleagueToken: string;
}

async function library(): Promise<Library> {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const admin = await createPerson(db, workspace, {
    roles: ['event_coordinator'],
    customerRoles: ['master_administrator'],
  });
  const builder = await createPerson(db, workspace, { roles: ['event_coordinator'], customerRoles: ['trainer'] });
  const colleague = await createPerson(db, workspace, {
    roles: ['learning_experience_administrator'],
    customerRoles: ['trainer'],
  });
  return {
    workspace,
    admin,
    adminToken: await tokenOf(ctx.app, admin),
    builder,
    builderToken: await tokenOf(ctx.app, builder),
    colleague,
    colleagueToken: await tokenOf(ctx.app, colleague),
  };
}

let north: Library;
let south: Library;

beforeAll(async () => {
  ctx = await createTestApp();
  [north, south] = [await library(), await library()];
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (token: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });

/** The presigned flow as the browser runs it: presign, post the bytes, confirm. */
async function uploadFile(token: string, file: { name: string; type: string; body: Buffer }) {
  const presigned = await send(token, 'POST', '/api/file-storage/files/generatePresignedPost', {
    mimeType: file.type,
    name: file.name,
    size: file.body.length,
  });
  expect(presigned.statusCode).toBe(200);
  const post = presigned.json<{ fileId: string; url: string; fields: Record<string, string> }>();
  const boundary = '----media-test';
  const parts = [
    ...Object.entries(post.fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  ].map((part) => Buffer.from(part));
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: post.url,
    payload: Buffer.concat([...parts, file.body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(uploaded.statusCode).toBe(204);
  const complete = await send(token, 'POST', `/api/file-storage/files/${post.fileId}/complete`, {});
  expect(complete.statusCode).toBe(200);
  return post.fileId;
}

describe('adding media', () => {
  it('turns several uploads into media items at once, titled from their names', async () => {
    const ids = [
      await uploadFile(north.builderToken, { name: 'Atrium.png', type: 'image/png', body: await testPng('#336699') }),
      await uploadFile(north.builderToken, {
        name: 'Stage photo.jpg',
        type: 'image/jpeg',
        body: await sharp(await testPng('#993366'))
          .jpeg()
          .toBuffer(),
      }),
      await uploadFile(north.builderToken, {
        name: 'Seating.csv',
        type: 'text/csv',
        body: Buffer.from('row,seat\n1,A\n'),
      }),
    ];
    const response = await send(north.builderToken, 'POST', LIBRARY, {
      files: ids.map((fileId, index) => ({ fileId, ...(index === 0 && { alt: 'The glass atrium', isPrivate: true }) })),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data.map((item) => [item.title, item.kind, item.fileType])).toEqual([
      ['Atrium', 'image', 'image/png'],
      ['Stage photo', 'image', 'image/jpeg'],
      ['Seating', 'file', 'text/csv'],
    ]);
    expect(data[0]).toMatchObject({
      alt: 'The glass atrium',
      isPrivate: true,
      originalFileName: 'Atrium.png',
      ownerId: north.builder.user.id,
      uploaderId: north.builder.user.id,
    });
    expect(Object.keys(data[1]?.presignedUrls as object)).toEqual(['small', 'medium', 'large', 'original']);
    expect((data[1]?.presignedUrls as Record<string, string>).small).toBe(`/api/file-storage/file/${ids[1]}/small`);
    expect(Object.keys(data[2]?.presignedUrls as object)).toEqual(['original']);

    // A batch lists in the order it was chosen.
    const listed = await get(north.builderToken, `${LIBRARY}?pageSize=100`);
    const order = listed
      .json<{ data: { id: string }[] }>()
      .data.map((item) => item.id)
      .filter((id) => ids.includes(id));
    expect(order).toEqual(ids);

    // An item per file: adding one again is refused.
    const again = await send(north.builderToken, 'POST', LIBRARY, { files: [{ fileId: ids[2] }] });
    expect(again.statusCode).toBe(409);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, north.builder.user.id), eq(auditLog.entity, 'media')));
    expect(audit.some((row) => row.action.startsWith('POST') && row.outcome === 'success')).toBe(true);
  });

  it('takes JPG, JPEG and PNG images only, and only confirmed uploads', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const gifId = await uploadFile(north.builderToken, { name: 'spinner.gif', type: 'image/gif', body: gif });
    const refused = await send(north.builderToken, 'POST', LIBRARY, { files: [{ fileId: gifId }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([
      { path: 'body.files.0.fileId', message: 'Images must be JPG, JPEG or PNG.' },
    ]);

    const pending = await send(north.builderToken, 'POST', '/api/file-storage/files/generatePresignedPost', {
      mimeType: 'image/png',
      name: 'later.png',
      size: 100,
    });
    const notYet = await send(north.builderToken, 'POST', LIBRARY, {
      files: [{ fileId: pending.json<{ fileId: string }>().fileId }],
    });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().errors.fields[0].message).toBe('The file has not finished uploading.');
  });

  it("refuses another customer's upload with 404 and adds nothing", async () => {
    const theirs = await uploadFile(south.builderToken, {
      name: 'theirs.png',
      type: 'image/png',
      body: await testPng(),
    });
    const mine = await uploadFile(north.builderToken, { name: 'mine.png', type: 'image/png', body: await testPng() });
    const response = await send(north.builderToken, 'POST', LIBRARY, { files: [{ fileId: mine }, { fileId: theirs }] });
    expect(response.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(mediaItems).where(eq(mediaItems.id, mine))).toEqual([]);
  });
});

describe('the list', () => {
  it('pages newest first, searches titles and file names, and filters images or files', async () => {
    const { workspace, builder, builderToken } = await library();
    const base = Date.now();
    const at = (minutes: number) => new Date(base - minutes * 60_000);
    const oldest = await createMediaItem(ctx.app, builder, { title: 'Harbour view', createdAt: at(30) });
    const middle = await createMediaItem(ctx.app, builder, { title: 'Floor plan', kind: 'file', createdAt: at(20) });
    const newest = await createMediaItem(ctx.app, builder, { title: 'Harbour at night', createdAt: at(10) });
    expect(workspace.customerId).toBe(oldest.customerId);

    const all = await get(builderToken, `${LIBRARY}?page=1&pageSize=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((item: { id: string }) => item.id)).toEqual([newest.id, middle.id]);
    expect(all.json().pagination).toEqual({ page: 1, pageSize: 2, total: 3 });
    const second = await get(builderToken, `${LIBRARY}?page=2&pageSize=2`);
    expect(second.json().data.map((item: { id: string }) => item.id)).toEqual([oldest.id]);

    const searched = await get(builderToken, `${LIBRARY}?search=harbour`);
    expect(searched.json().data.map((item: { id: string }) => item.id)).toEqual([newest.id, oldest.id]);
    const byFileName = await get(builderToken, `${LIBRARY}?search=${encodeURIComponent('Floor plan.csv')}`);
    expect(byFileName.json().data.map((item: { id: string }) => item.id)).toEqual([middle.id]);
    const wildcard = await get(builderToken, `${LIBRARY}?search=%25`);
    expect(wildcard.json().data).toEqual([]);

    const images = await get(builderToken, `${LIBRARY}?type=image`);
    expect(images.json().data.map((item: { id: string }) => item.id)).toEqual([newest.id, oldest.id]);
    const others = await get(builderToken, `${LIBRARY}?type=file`);
    expect(others.json().data.map((item: { id: string }) => item.id)).toEqual([middle.id]);
  });

  it("never shows another customer's items; naming their customer answers 404", async () => {
    const theirs = await createMediaItem(ctx.app, south.builder, { title: 'South only' });
    const mine = await get(north.builderToken, `${LIBRARY}?pageSize=100`);
    expect(mine.json().data.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
    const named = await get(north.adminToken, `${LIBRARY}?customerId=${south.workspace.customerId}`);
    expect(named.statusCode).toBe(404);
    const own = await get(north.adminToken, `${LIBRARY}?customerId=${north.workspace.customerId}`);
    expect(own.statusCode).toBe(200);
  });

  it('lets a superadmin read a customer they name, and asks them to name one', async () => {
    const item = await createMediaItem(ctx.app, south.builder, { title: 'For the superadmin' });
    const token = await platformToken(ctx.app, (await createUser(ctx.database.db, { superadmin: true })).email);
    const named = await get(token, `${LIBRARY}?customerId=${south.workspace.customerId}&search=superadmin`);
    expect(named.statusCode).toBe(200);
    expect(named.json().data.map((entry: { id: string }) => entry.id)).toEqual([item.id]);
    const unnamed = await get(token, LIBRARY);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.fields[0].path).toBe('querystring.customerId');
  });

  it('is refused to roles the spec does not name (03 §6)', async () => {
    const db = ctx.database.db;
    // A coordinator without master_administrator or trainer, a site admin who is a learner, a learner.
    const coordinator = await createPerson(db, north.workspace, { roles: ['event_coordinator'] });
    const siteAdminLearner = await createPerson(db, north.workspace, { customerRoles: ['master_administrator'] });
    const learner = await createPerson(db, north.workspace);
    for (const person of [coordinator, siteAdminLearner, learner]) {
      const token = await tokenOf(ctx.app, person);
      expect((await get(token, LIBRARY)).statusCode).toBe(403);
      expect((await send(token, 'DELETE', LIBRARY, { files: [crypto.randomUUID()] })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject(LIBRARY)).statusCode).toBe(401);
  });

  it('lets a course creator with CCS pick and add images for a SCORM module, not change or remove them', async () => {
    const db = ctx.database.db;
    const creator = await createPerson(db, north.workspace, { roles: ['course_creator'] });
    const token = await tokenOf(ctx.app, creator);
    const shared = await createMediaItem(ctx.app, north.builder, { title: 'Fairway at dawn' });
    const listed = await get(token, `${LIBRARY}?search=Fairway`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([shared.id]);
    expect((await get(token, `${LIBRARY}/${shared.id}`)).statusCode).toBe(200);
    // The picker's upload adds to the library.
    const fileId = await uploadFile(token, { name: 'Green.png', type: 'image/png', body: await testPng('#2f9e44') });
    expect((await send(token, 'POST', LIBRARY, { files: [{ fileId }] })).statusCode).toBe(201);
    // The library's own changes stay with its people (03 §6).
    expect((await send(token, 'PATCH', LIBRARY, { id: shared.id, title: 'Renamed' })).statusCode).toBe(403);
    expect((await send(token, 'DELETE', `${LIBRARY}/${shared.id}`)).statusCode).toBe(403);

    // Without CCS the module screens are not theirs, nor is the picker.
    const { workspace } = await createTenant(db, { services: ['LMS'] });
    const withoutCcs = await tokenOf(ctx.app, await createPerson(db, workspace, { roles: ['course_creator'] }));
    expect((await get(withoutCcs, LIBRARY)).statusCode).toBe(403);
  });
});

describe('one item', () => {
  it('answers its neighbours in the list order, with the same filters', async () => {
    const { builder, builderToken } = await library();
    const base = Date.now();
    const at = (minutes: number) => new Date(base - minutes * 60_000);
    const first = await createMediaItem(ctx.app, builder, { title: 'Lake 1', createdAt: at(40) });
    const file = await createMediaItem(ctx.app, builder, { title: 'Notes', kind: 'file', createdAt: at(30) });
    const second = await createMediaItem(ctx.app, builder, { title: 'Lake 2', createdAt: at(20) });
    // Same second as the next one: the id breaks the tie, as in the list.
    const third = await createMediaItem(ctx.app, builder, { title: 'Lake 3', createdAt: at(10) });

    const list = (await get(builderToken, LIBRARY)).json().data.map((item: { id: string }) => item.id);
    expect(list).toEqual([third.id, second.id, file.id, first.id]);

    const middle = await get(builderToken, `${LIBRARY}/${file.id}`);
    expect(middle.statusCode).toBe(200);
    expect(middle.json()).toMatchObject({
      id: file.id,
      title: 'Notes',
      siblings: { prevId: second.id, nextId: first.id },
    });
    const newest = await get(builderToken, `${LIBRARY}/${third.id}`);
    expect(newest.json().siblings).toEqual({ prevId: null, nextId: second.id });
    const imagesOnly = await get(builderToken, `${LIBRARY}/${second.id}?type=image`);
    expect(imagesOnly.json().siblings).toEqual({ prevId: third.id, nextId: first.id });
    const searched = await get(builderToken, `${LIBRARY}/${first.id}?search=lake`);
    expect(searched.json().siblings).toEqual({ prevId: second.id, nextId: null });
  });

  it("answers 404 for another customer's item, for reading, editing and removing", async () => {
    const theirs = await createMediaItem(ctx.app, south.builder);
    expect((await get(north.adminToken, `${LIBRARY}/${theirs.id}`)).statusCode).toBe(404);
    const patch = await send(north.adminToken, 'PATCH', LIBRARY, {
      id: theirs.id,
      title: 'Taken',
      description: '',
      alt: 'x',
      isPrivate: false,
    });
    expect(patch.statusCode).toBe(404);
    expect((await send(north.adminToken, 'DELETE', `${LIBRARY}/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(mediaItems).where(eq(mediaItems.id, theirs.id));
    expect(row?.title).toBe(theirs.title);
  });
});

describe('editing', () => {
  it('saves title, description, alt text and privacy', async () => {
    const item = await createMediaItem(ctx.app, north.builder);
    const response = await send(north.builderToken, 'PATCH', LIBRARY, {
      id: item.id,
      title: '  Main hall  ',
      description: 'Set for a conference',
      alt: 'Rows of chairs facing a stage',
      isPrivate: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Main hall',
      description: 'Set for a conference',
      alt: 'Rows of chairs facing a stage',
      isPrivate: true,
    });
    expect(response.json().presignedUrls.medium).toMatch(/\?expires=\d+&signature=/);
    const again = await get(north.builderToken, `${LIBRARY}/${item.id}`);
    expect(again.json()).toMatchObject({ title: 'Main hall', isPrivate: true });
  });

  it('requires alt text for an image, not for another file', async () => {
    const image = await createMediaItem(ctx.app, north.builder);
    const refused = await send(north.builderToken, 'PATCH', LIBRARY, {
      id: image.id,
      title: 'Lobby',
      description: '',
      alt: '   ',
      isPrivate: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([
      { path: 'body.alt', message: 'Enter alt text: describe the image for people who cannot see it.' },
    ]);
    // Invisible characters are no alt text either (issue 24).
    const invisible = await send(north.builderToken, 'PATCH', LIBRARY, {
      id: image.id,
      title: 'Lobby',
      description: '',
      alt: '\u200B\u200D\u2060',
      isPrivate: false,
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().errors.fields).toEqual([
      { path: 'body.alt', message: 'Enter alt text: describe the image for people who cannot see it.' },
    ]);
    const file = await createMediaItem(ctx.app, north.builder, { kind: 'file' });
    const saved = await send(north.builderToken, 'PATCH', LIBRARY, {
      id: file.id,
      title: 'Price list',
      description: '',
      alt: '',
      isPrivate: false,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses an empty title with the field named', async () => {
    const image = await createMediaItem(ctx.app, north.builder);
    const refused = await send(north.builderToken, 'PATCH', LIBRARY, {
      id: image.id,
      title: ' ',
      description: '',
      alt: 'x',
      isPrivate: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([{ path: 'body.title', message: 'Enter a title.' }]);
  });

  it('lets a colleague edit a public item but not change who sees it', async () => {
    const item = await createMediaItem(ctx.app, north.builder);
    const edit = { id: item.id, title: 'Renamed', description: '', alt: 'Alt', isPrivate: false };
    expect((await send(north.colleagueToken, 'PATCH', LIBRARY, edit)).statusCode).toBe(200);
    const hide = await send(north.colleagueToken, 'PATCH', LIBRARY, { ...edit, isPrivate: true });
    expect(hide.statusCode).toBe(403);
    expect((await send(north.adminToken, 'PATCH', LIBRARY, { ...edit, isPrivate: true })).statusCode).toBe(200);
  });
});

describe('private items', () => {
  it('are listed and served only to their owner or uploader and the administrators', async () => {
    const { builder, builderToken, colleagueToken, adminToken } = await library();
    const secret = await createMediaItem(ctx.app, builder, { title: 'Private plan', isPrivate: true });
    const open = await createMediaItem(ctx.app, builder, { title: 'Public plan' });
    const ids = async (token: string) =>
      (await get(token, LIBRARY)).json().data.map((item: { id: string }) => item.id) as string[];

    expect(await ids(builderToken)).toEqual([open.id, secret.id]);
    expect(await ids(adminToken)).toEqual([open.id, secret.id]);
    expect(await ids(colleagueToken)).toEqual([open.id]);
    expect((await get(colleagueToken, `${LIBRARY}/${secret.id}`)).statusCode).toBe(404);
    expect((await get(colleagueToken, `${LIBRARY}/${open.id}`)).json().siblings).toEqual({
      prevId: null,
      nextId: null,
    });
    expect((await send(colleagueToken, 'DELETE', `${LIBRARY}/${secret.id}`)).statusCode).toBe(404);
    expect((await get(colleagueToken, `/api/file-storage/files/${secret.id}`)).statusCode).toBe(404);
    expect((await get(builderToken, `/api/file-storage/files/${secret.id}`)).statusCode).toBe(200);

    // Its image: not by its bare address, only by the signed one the library gives out.
    expect((await ctx.app.inject(`/api/file-storage/file/${secret.id}/small`)).statusCode).toBe(404);
    const item = (await get(builderToken, `${LIBRARY}/${secret.id}`)).json<{ presignedUrls: { small: string } }>();
    const signed = await ctx.app.inject(item.presignedUrls.small);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=3600');
    // Another first character, whatever the signature's was (one in 64 began with the 'x' used before).
    const tampered = item.presignedUrls.small.replace(/signature=(.)/, (_, first: string) =>
      first === 'x' ? 'signature=y' : 'signature=x',
    );
    expect((await ctx.app.inject(tampered)).statusCode).toBe(404);
    const expired = item.presignedUrls.small.replace(/expires=\d+/, 'expires=1000');
    expect((await ctx.app.inject(expired)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/file-storage/file/${open.id}/small`)).statusCode).toBe(200);
  });
});

describe('files that are not images', () => {
  it('are downloaded by their signed address only, whole', async () => {
    const item = await createMediaItem(ctx.app, north.builder, { kind: 'file', title: 'Seating plan' });
    const detail = (await get(north.colleagueToken, `${LIBRARY}/${item.id}`)).json<{
      presignedUrls: { original: string };
    }>();
    const download = await ctx.app.inject(detail.presignedUrls.original);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Seating plan.csv"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toBe('name,score\nPat,1\n');
    expect((await ctx.app.inject(`/api/file-storage/file/${item.id}/original`)).statusCode).toBe(404);
    const resized = detail.presignedUrls.original.replace('/original?', '/small?');
    expect((await ctx.app.inject(resized)).statusCode).toBe(404);
  });
});

describe('removing', () => {
  it('removes one item with its file', async () => {
    const item = await createMediaItem(ctx.app, north.builder);
    const response = await send(north.colleagueToken, 'DELETE', `${LIBRARY}/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removed: [item.id] });
    expect(await ctx.database.db.select().from(files).where(eq(files.id, item.id))).toEqual([]);
    expect((await get(north.builderToken, `${LIBRARY}/${item.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/file-storage/file/${item.id}/small`)).statusCode).toBe(404);
  });

  it('removes several at once, or none when one is not reachable', async () => {
    const [a, b, c] = [
      await createMediaItem(ctx.app, north.builder),
      await createMediaItem(ctx.app, north.builder, { kind: 'file' }),
      await createMediaItem(ctx.app, north.builder),
    ];
    const theirs = await createMediaItem(ctx.app, south.builder);
    const mixed = await send(north.adminToken, 'DELETE', LIBRARY, { files: [a.id, theirs.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(mediaItems).where(eq(mediaItems.id, a.id))).toHaveLength(1);

    const response = await send(north.adminToken, 'DELETE', LIBRARY, { files: [a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().removed.sort()).toEqual([a.id, b.id].sort());
    const left = await ctx.database.db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.id, c.id));
    expect(left).toHaveLength(1);
    expect(await ctx.database.db.select().from(mediaItems).where(eq(mediaItems.id, theirs.id))).toHaveLength(1);
  });
});
