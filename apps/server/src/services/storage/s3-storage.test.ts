import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTenant, tokenOf } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

/**
 * The S3 driver against s3rver, an independent S3 implementation: the browser-style presigned
 * POST goes to the bucket, not to our server.
 */
let s3: S3rver;
let s3Dir: string;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'campus-test', configs: [] }],
  });
  const { port } = await s3.run();
  ctx = await createTestApp({
    STORAGE: 's3',
    S3_BUCKET: 'campus-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const { workspace } = await createTenant(ctx.database.db);
  token = await tokenOf(ctx.app, await createPerson(ctx.database.db, workspace, { roles: ['event_coordinator'] }));
});

afterAll(async () => {
  await ctx.close();
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('uploads straight to the bucket with the presigned POST, then confirms and serves sizes', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#111111' } })
      .png()
      .toBuffer();
    const presign = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'image/png', name: 'banner.png', size: png.length },
    });
    const post = presign.json() as { fileId: string; url: string; fields: Record<string, string> };
    expect(post.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/campus-test/);

    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
    const uploaded = await fetch(post.url, { method: 'POST', body: form });
    expect(uploaded.status).toBeLessThan(300);

    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(token),
      payload: {},
    });
    expect(complete.json()).toMatchObject({ status: 'ready', size: png.length });

    const small = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/small`);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses to confirm an object whose bytes contradict its type, and removes it', async () => {
    const fake = Buffer.from('not really a png');
    const presign = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'image/png', name: 'fake.png', size: fake.length },
    });
    const post = presign.json() as { fileId: string; url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob([fake], { type: 'image/png' }), 'fake.png');
    await fetch(post.url, { method: 'POST', body: form });

    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(token),
      payload: {},
    });
    expect(complete.statusCode).toBe(415);
    expect(await ctx.app.services.storage.head(post.fields.key ?? '')).toBeNull();
  });

  it('confirming before the upload arrived is a clear conflict', async () => {
    const presign = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'application/pdf', name: 'later.pdf', size: 100 },
    });
    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${presign.json().fileId}/complete`,
      headers: bearer(token),
      payload: {},
    });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe('The file has not been uploaded yet.');
  });

  it('serves the confirmed bytes even when the presigned POST is used again before it expires', async () => {
    const image = (background: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
    const [first, second] = await Promise.all([image('#2ECC40'), image('#FF4136')]);
    const presign = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'image/png', name: 'swap.png', size: Math.max(first.length, second.length) },
    });
    const post = presign.json() as { fileId: string; url: string; fields: Record<string, string> };
    const postToBucket = async (body: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'swap.png');
      return fetch(post.url, { method: 'POST', body: form });
    };
    expect((await postToBucket(first)).status).toBeLessThan(300);
    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/file-storage/files/${post.fileId}/complete`,
      headers: bearer(token),
      payload: {},
    });
    expect(complete.json()).toMatchObject({ status: 'ready', size: first.length });

    // S3 itself cannot be told the policy is spent; the object it replaces is no longer read.
    expect((await postToBucket(second)).status).toBeLessThan(300);
    const original = await ctx.app.inject(`/api/file-storage/file/${post.fileId}/original`);
    expect(original.rawPayload.equals(first)).toBe(true);
    const download = await ctx.app.inject({ url: `/api/file-storage/files/${post.fileId}`, headers: bearer(token) });
    expect(download.rawPayload.equals(first)).toBe(true);
  });

  it('confirms a large package by streaming it, and refuses one whose start contradicts its type', async () => {
    const postTo = async (body: Buffer, mimeType: string, name: string) => {
      const presign = await ctx.app.inject({
        method: 'POST',
        url: '/api/file-storage/files/generatePresignedPost',
        headers: bearer(token),
        payload: { mimeType, name, size: body.length },
      });
      const post = presign.json() as { fileId: string; url: string; fields: Record<string, string> };
      const form = new FormData();
      for (const [field, value] of Object.entries(post.fields)) form.append(field, value);
      form.append('file', new Blob([new Uint8Array(body)], { type: mimeType }), name);
      expect((await fetch(post.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      const complete = await ctx.app.inject({
        method: 'POST',
        url: `/api/file-storage/files/${post.fileId}/complete`,
        headers: bearer(token),
        payload: {},
      });
      return { post, complete };
    };
    // A zip's signature, then 6 MB that no check holds whole.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), crypto.randomBytes(6 * 1024 ** 2)]);
    const good = await postTo(zip, 'application/zip', 'course.zip');
    expect(good.complete.json()).toMatchObject({ status: 'ready', size: zip.length });
    const download = await ctx.app.inject({
      url: `/api/file-storage/files/${good.post.fileId}`,
      headers: bearer(token),
    });
    expect(download.rawPayload.equals(zip)).toBe(true);

    const fake = await postTo(crypto.randomBytes(10_000), 'application/zip', 'fake.zip');
    expect(fake.complete.statusCode).toBe(415);
    expect(await ctx.app.services.storage.head(fake.post.fields.key ?? '')).toBeNull();
  });
});
