import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODES,
  type FileRecord,
  type ImageSize,
  type PresignedPostRequest,
  type PresignedPostResponse,
} from '@campus/contracts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { contentMatchesType } from '../../services/storage/sniff.js';
import {
  findFileForAnyone,
  findFileInScope,
  insertPendingFile,
  markFileReady,
  type FileRow,
} from './files.repository.js';
import { isPublicImage, mayReadFile, mayReplaceFile } from './files.policy.js';
import { imageDecodes, imageVariant } from './images.js';
import { mismatch, NOT_UPLOADED, streamCheckedCopy } from './checked-copy.js';
import { mediaPrivacyForAnyone, mediaPrivacyOfFile } from './media-library.repository.js';
import { mayReadMediaItem } from './media-library.policy.js';
import { validMediaSignature } from './media-urls.js';

const UPLOAD_EXPIRY_SECONDS = 15 * 60;
const UNREADABLE_IMAGE = 'The image could not be read: the file is damaged or not an image. Please upload it again.';

const present = (row: FileRow): FileRecord => ({
  id: row.id,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  // Taken by the upload endpoint but not confirmed yet is still pending to a client.
  status: row.status === 'ready' ? 'ready' : 'pending',
  createdAt: row.createdAt.toISOString(),
});

/** Keeps only a safe base name: no directories, no control characters. */
const safeName = (name: string) =>
  path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]+/g, '_')
    .slice(0, 200) || 'file';

/**
 * The spec's presigned-upload flow (01 §7, 03 §7): ask for an upload address, post the file
 * straight there, then confirm; the server checks type and size before the file is usable.
 */
export function filesService({ database, storage, keys }: Pick<AppServices, 'database' | 'storage' | 'keys'>) {
  const { db } = database;

  /** An image is checked whole (it must decode) and copied to its ready key; answers its size. */
  async function checkImage(file: FileRow, readyKey: string): Promise<number> {
    const body = await storage.get(file.storageKey);
    if (!body) throw new AppError(409, ERROR_CODES.conflict, NOT_UPLOADED);
    if (body.length === 0 || body.length > file.size || !contentMatchesType(body, file.mimeType)) {
      await storage.delete(file.storageKey);
      throw mismatch();
    }
    if (!(await imageDecodes(body))) {
      await storage.delete(file.storageKey);
      throw new ValidationError([{ path: 'file', message: UNREADABLE_IMAGE }], UNREADABLE_IMAGE);
    }
    await storage.put(readyKey, body, file.mimeType);
    return body.length;
  }

  return {
    async presign(scope: Scope, { mimeType, name, size }: PresignedPostRequest): Promise<PresignedPostResponse> {
      const tenantPrefix = scope.workspaceId ? `workspaces/${scope.workspaceId}` : `users/${scope.userId}`;
      const storageKey = `${tenantPrefix}/${crypto.randomUUID()}/${safeName(name)}`;
      const file = await insertPendingFile(db, scope, { name: safeName(name), mimeType, size, storageKey });
      const post = await storage.createPresignedPost({
        key: storageKey,
        mimeType,
        maxSize: size,
        expiresInSeconds: UPLOAD_EXPIRY_SECONDS,
      });
      return { fileId: file.id, url: post.url, fields: post.fields };
    },

    /** Checks the uploaded bytes and makes the file usable; confirming twice answers the same file. */
    async complete(scope: Scope, id: string, log: FastifyBaseLogger): Promise<FileRecord> {
      const file = await findFileInScope(db, scope, id);
      if (!file) throw new NotFoundError();
      if (!mayReplaceFile(file)) return present(file);
      // The checked bytes are written by us to a key no upload policy names, and only that copy
      // is ever served: a later post with the same policy (S3 accepts one until it expires)
      // lands on the upload key, which nothing reads any more. See decisions/0016.
      const readyKey = `${path.posix.dirname(file.storageKey)}/${crypto.randomUUID()}/${path.posix.basename(file.storageKey)}`;
      const size = file.mimeType.startsWith('image/')
        ? await checkImage(file, readyKey)
        : await streamCheckedCopy(storage, file, readyKey);
      const ready = await markFileReady(db, scope, file.id, { size, storageKey: readyKey });
      if (!ready) {
        // Confirmed by a concurrent call meanwhile: its copy is the one served.
        await storage.delete(readyKey);
        const current = await findFileInScope(db, scope, file.id);
        if (!current) throw new NotFoundError();
        return present(current);
      }
      await storage.delete(file.storageKey).catch((error: unknown) => {
        log.warn({ err: error, key: file.storageKey }, 'Could not remove the upload after confirming it');
      });
      return present(ready);
    },

    /** A confirmed file of the caller's with its bytes, for downloading. */
    async download(scope: Scope, id: string): Promise<{ file: FileRow; body: Buffer }> {
      const file = await findFileInScope(db, scope, id);
      // A private media item's file is for those who may see the item (decisions/0027).
      const media = file ? await mediaPrivacyOfFile(db, scope, file.id) : null;
      const readable = file && mayReadFile(file) && (!media || mayReadMediaItem(scope, media));
      const body = readable ? await storage.get(file.storageKey) : null;
      if (!file || !body) throw new NotFoundError();
      return { file, body };
    },

    /**
     * An image at a generated size, by its unguessable id (01 §7). A private media item's image
     * needs the signed, short-lived address the library gave out; so does a media library file
     * that is not an image, served whole as a download (decisions/0027).
     */
    async image(
      id: string,
      size: ImageSize,
      signed: { expires?: number; signature?: string } = {},
    ): Promise<{ body: Buffer; mimeType: string; isPrivate: boolean; download: string | null }> {
      const file = await findFileForAnyone(db, id);
      if (!file || !mayReadFile(file)) throw new NotFoundError();
      const media = await mediaPrivacyForAnyone(db, id);
      const validSignature = media !== null && validMediaSignature(keys.uploadSecret, id, signed);
      if (!isPublicImage(file)) {
        const body = validSignature && size === 'original' ? await storage.get(file.storageKey) : null;
        if (!body) throw new NotFoundError();
        return { body, mimeType: file.mimeType, isPrivate: true, download: file.name };
      }
      const isPrivate = media?.isPrivate ?? false;
      if (isPrivate && !validSignature) throw new NotFoundError();
      const variant = await imageVariant(storage, file, size);
      if (!variant) throw new NotFoundError();
      return { ...variant, isPrivate, download: null };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
