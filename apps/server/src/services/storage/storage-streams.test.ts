import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/**
 * Streaming put, get and prefix removal, the same for both drivers: the local disk and S3 (against
 * s3rver, an independent S3 implementation). SCORM packages' files go through these.
 */
let s3: S3rver;
let s3Dir: string;
let localDir: string;
const drivers: Record<string, Storage> = {};

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'campus-streams', configs: [] }],
  });
  const { port } = await s3.run();
  drivers.s3 = new S3Storage({
    bucket: 'campus-streams',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-local-'));
  drivers.local = new LocalStorage(localDir, 'secret');
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(localDir, { recursive: true, force: true });
});

/** A stream of `size` bytes delivered in small chunks, as an unzipped entry arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 16 * 1024) yield bytes.subarray(at, at + 16 * 1024);
    })(),
  );

describe.each(['local', 's3'])('%s storage streams', (kind) => {
  const storage = () => drivers[kind]!;

  it('stores a stream under its key and gives it back as a stream, with its type and size', async () => {
    const bytes = crypto.randomBytes(300 * 1024);
    const key = `scorm/${crypto.randomUUID()}/shared/lesson 1.html`;
    await storage().putStream(key, chunked(bytes), 'text/html', bytes.length);
    expect(await storage().head(key)).toEqual({ size: bytes.length, mimeType: 'text/html' });
    const stream = await storage().getStream(key);
    expect(stream).not.toBeNull();
    expect((await buffer(stream!)).equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage().getStream(`scorm/${crypto.randomUUID()}/missing.html`)).toBeNull();
  });

  it('fails a stream shorter or longer than announced and keeps none of its bytes', async () => {
    const key = `scorm/${crypto.randomUUID()}/cut.js`;
    // S3 itself answers an aborted PUT with IncompleteBody; s3rver may keep an empty object
    // from it, so "none of its bytes" is what both can promise. The importer removes its whole
    // prefix on failure anyway.
    const nothingKept = async () => expect((await storage().head(key))?.size ?? 0).toBe(0);
    await expect(storage().putStream(key, chunked(Buffer.alloc(1000)), 'text/javascript', 2000)).rejects.toThrow(
      'ended after 1000 of its announced 2000 bytes',
    );
    await nothingKept();
    await expect(storage().putStream(key, chunked(Buffer.alloc(3000)), 'text/javascript', 2000)).rejects.toThrow(
      'longer than its announced 2000 bytes',
    );
    await nothingKept();
  });

  it('removes everything under a prefix and nothing beside it', async () => {
    const content = crypto.randomUUID();
    const keys = ['imsmanifest.xml', 'a/index.html', 'a/b/c.js'].map((name) => `scorm/${content}/${name}`);
    for (const key of keys) await storage().put(key, Buffer.from(key), 'text/plain');
    const neighbour = `scorm/${content}-other/index.html`;
    await storage().put(neighbour, Buffer.from('kept'), 'text/html');

    await storage().deletePrefix(`scorm/${content}`);
    for (const key of keys) expect(await storage().head(key)).toBeNull();
    expect(await storage().get(neighbour)).toEqual(Buffer.from('kept'));
  });
});
