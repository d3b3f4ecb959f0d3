import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { exactLength } from './exact-length.js';
import type { PresignedPost, PresignRequest, Storage, StoredObject } from './storage.js';

export interface UploadPolicy {
  key: string;
  mimeType: string;
  maxSize: number;
  expires: number;
}

export const LOCAL_UPLOAD_PATH = '/api/file-storage/upload';

/**
 * Files on local disk under DATA_DIR/files. Presigned posts are signed upload policies that
 * our own upload endpoint checks, the same contract S3 offers.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Key escapes storage root: ${key}`);
    return resolved;
  }

  async createPresignedPost(request: PresignRequest): Promise<PresignedPost> {
    const policy: UploadPolicy = {
      key: request.key,
      mimeType: request.mimeType,
      maxSize: request.maxSize,
      expires: Date.now() + request.expiresInSeconds * 1000,
    };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return {
      url: LOCAL_UPLOAD_PATH,
      fields: {
        key: request.key,
        'Content-Type': request.mimeType,
        policy: encoded,
        signature: hmac(this.secret, encoded),
      },
    };
  }

  /** The policy a signed form carries, or null when the signature or expiry is wrong. */
  verifyPolicy(encoded: string, signature: string): UploadPolicy | null {
    if (!safeEqual(hmac(this.secret, encoded), signature)) return null;
    const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadPolicy;
    return policy.expires >= Date.now() ? policy : null;
  }

  async put(key: string, body: Buffer, mimeType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    await fs.writeFile(`${file}.meta.json`, JSON.stringify({ mimeType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const file = this.pathOf(key);
      const [stat, meta] = await Promise.all([fs.stat(file), fs.readFile(`${file}.meta.json`, 'utf8')]);
      return { size: stat.size, mimeType: (JSON.parse(meta) as { mimeType: string }).mimeType };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.meta.json`, { force: true });
  }

  async putStream(key: string, body: Readable, mimeType: string, size: number): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside its place and renamed when whole, so a reader never sees half a file.
    const partial = `${file}.${crypto.randomUUID()}.partial`;
    try {
      await pipeline(body, exactLength(size), createWriteStream(partial));
      await fs.writeFile(`${file}.meta.json`, JSON.stringify({ mimeType }));
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      // Opened before it is handed out, so a missing file is null here rather than a stream error later.
      const handle = await fs.open(file, 'r');
      return handle.createReadStream({ autoClose: true });
    } catch {
      return null;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
