import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@campus/contracts';
import { createPerson, createTenant, tokenOf } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';

let ctx: TestContext;
let northToken: string;
let southToken: string;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  // Someone of one customer's workspace, and someone of another customer's.
  const personOfNewCustomer = async () =>
    createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace, { roles: ['event_coordinator'] });
  northToken = await tokenOf(ctx.app, await personOfNewCustomer());
  southToken = await tokenOf(ctx.app, await personOfNewCustomer());
  png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#0074D9' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

async function presign(token: string, body: { mimeType: string; name: string; size: number }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/file-storage/files/generatePresignedPost',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { fileId: string; url: string; fields: Record<string, string> };
}

const upload = (url: string, fields: Record<string, string>, file: { name: string; type: string; body: Buffer }) =>
  ctx.app.inject({ method: 'POST', url, ...multipart(fields, file) });

describe('presigned upload flow', () => {
  it('uploads an image, confirms it and serves generated sizes', async () => {
    const post = await presign(northToken, { mimeType: 'image/png', name: '../../etc/logo.png', size: png.length });
    expect(post.url).toBe('/api/file-storage/upload');
    expect(post.fields.key).not.toContain('..');
    const uploaded = await upload(post.url, post.fields, { name: 'logo.png', type: 'image/png', body: png });
    expect(uploaded.statusCode).toBe(204);

    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(northToken),
      payload: {},
    });
    expect(complete.json()).toMatchObject({ id: post.fileId, name: 'logo.png', status: 'ready', size: png.length });

    const medium = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/medium`);
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/webp');
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(640);
    const small = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/small`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    const original = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/original`);
    expect(original.rawPayload.equals(png)).toBe(true);
  });

  it('reads multipart bodies on the upload route only: any other route refuses them with 415', async () => {
    const post = await presign(northToken, { mimeType: 'image/png', name: 'logo.png', size: png.length });
    const form = multipart(post.fields, { name: 'logo.png', type: 'image/png', body: png });
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(northToken) },
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toMatchObject({ code: ERROR_CODES.unsupportedMediaType });
  });

  it('refuses content that contradicts the declared type', async () => {
    const text = Buffer.from('<script>alert(1)</script>');
    const post = await presign(northToken, { mimeType: 'image/png', name: 'fake.png', size: text.length });
    const response = await upload(post.url, post.fields, { name: 'fake.png', type: 'image/png', body: text });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('refuses a file larger than the size it was presigned for', async () => {
    const post = await presign(northToken, { mimeType: 'image/png', name: 'small.png', size: 100 });
    const response = await upload(post.url, post.fields, { name: 'small.png', type: 'image/png', body: png });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a tampered policy', async () => {
    const post = await presign(northToken, { mimeType: 'image/png', name: 'a.png', size: png.length });
    const response = await upload(
      post.url,
      { ...post.fields, key: 'workspaces/other/evil.png' },
      { name: 'a.png', type: 'image/png', body: png },
    );
    expect(response.statusCode).toBe(403);
  });

  it('validates the presign request (type allow-list and size)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(northToken),
      payload: { mimeType: 'text/html', name: 'x.html', size: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.length).toBe(2);
  });

  it("does not let another tenant read or complete a workspace's file", async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    const post = await presign(northToken, { mimeType: 'application/pdf', name: 'plan.pdf', size: pdf.length });
    await upload(post.url, post.fields, { name: 'plan.pdf', type: 'application/pdf', body: pdf });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(northToken),
      payload: {},
    });

    const own = await ctx.app.inject({ url: `/api/file-storage/files/${post.fileId}`, headers: bearer(northToken) });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const viaQuery = await ctx.app.inject({ url: `/api/file-storage/files/${post.fileId}?token=${northToken}` });
    expect(viaQuery.statusCode).toBe(200);

    const foreign = await ctx.app.inject({
      url: `/api/file-storage/files/${post.fileId}`,
      headers: bearer(southToken),
    });
    expect(foreign.statusCode).toBe(404);
    const foreignComplete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(southToken),
      payload: {},
    });
    expect(foreignComplete.statusCode).toBe(404);
    // Documents are never served on the open image address.
    expect((await ctx.app.inject(`/api/file-storage/file/${post.fileId}/original`)).statusCode).toBe(404);
  });

  const complete = (token: string, fileId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${fileId}/complete`,
      headers: bearer(token),
      payload: {},
    });

  it('refuses to confirm an image that does not decode, removes it and never serves it', async () => {
    // The PNG signature passes the type check; what follows is not an image.
    const damaged = Buffer.concat([png.subarray(0, 8), crypto.randomBytes(4000)]);
    const post = await presign(northToken, { mimeType: 'image/png', name: 'damaged.png', size: damaged.length });
    const uploaded = await upload(post.url, post.fields, { name: 'damaged.png', type: 'image/png', body: damaged });
    expect(uploaded.statusCode).toBe(204);

    const refused = await complete(northToken, post.fileId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_error',
      message: 'The image could not be read: the file is damaged or not an image. Please upload it again.',
    });
    expect(await ctx.app.services.storage.head(post.fields.key ?? '')).toBeNull();
    for (const size of ['small', 'medium', 'large', 'original']) {
      expect((await ctx.app.inject(`/api/file-storage/file/${post.fileId}/${size}`)).statusCode).toBe(404);
    }
    // A truncated image fails only once its pixels are read.
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const second = await presign(northToken, { mimeType: 'image/png', name: 'cut.png', size: truncated.length });
    await upload(second.url, second.fields, { name: 'cut.png', type: 'image/png', body: truncated });
    expect((await complete(northToken, second.fileId)).statusCode).toBe(400);
  });

  it('takes one upload per policy: a second post neither before nor after completion replaces the file', async () => {
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#FF4136' } })
      .png()
      .toBuffer();
    const post = await presign(northToken, { mimeType: 'image/png', name: 'once.png', size: png.length });
    const first = await upload(post.url, post.fields, { name: 'once.png', type: 'image/png', body: png });
    expect(first.statusCode).toBe(204);
    const before = await upload(post.url, post.fields, { name: 'once.png', type: 'image/png', body: other });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('This upload address has already been used.');

    expect((await complete(northToken, post.fileId)).json()).toMatchObject({ status: 'ready', size: png.length });
    const after = await upload(post.url, post.fields, { name: 'once.png', type: 'image/png', body: other });
    expect(after.statusCode).toBe(409);

    const original = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/original`);
    expect(original.rawPayload.equals(png)).toBe(true);
    const again = await complete(northToken, post.fileId);
    expect(again.json()).toMatchObject({ status: 'ready', size: png.length });
  });
});
