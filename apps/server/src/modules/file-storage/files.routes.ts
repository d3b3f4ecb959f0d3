import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ERROR_CODES } from '@campus/contracts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { contentMatchesType } from '../../services/storage/sniff.js';
import {
  findFileForActor,
  findReadyImage,
  insertPendingFile,
  claimUpload,
  markFileReady,
  releaseUpload,
  type FileRow,
} from './files.repository.js';
import { imageDecodes, imageVariant } from './images.js';
import { route } from '../../lib/route.js';

const UPLOAD_EXPIRY_SECONDS = 15 * 60;
const UNREADABLE_IMAGE = 'The image could not be read: the file is damaged or not an image. Please upload it again.';

const present = (row: FileRow) => ({
  id: row.id,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  // Taken by the upload endpoint but not confirmed yet is still pending to a client.
  status: row.status === 'ready' ? ('ready' as const) : ('pending' as const),
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
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.services;
  const db = app.services.database.db;

  route(app, ENDPOINTS.presignUpload, { audit: { entity: 'file' } }, async (request) => {
    const { actor } = request.auth;
    const { mimeType, name, size } = request.body;
    const tenantPrefix = actor.workspaceId ? `workspaces/${actor.workspaceId}` : `users/${actor.userId}`;
    const storageKey = `${tenantPrefix}/${crypto.randomUUID()}/${safeName(name)}`;
    const file = await insertPendingFile(db, {
      customerId: actor.customerId,
      workspaceId: actor.workspaceId,
      uploadedBy: actor.userId,
      name: safeName(name),
      mimeType,
      size,
      storageKey,
    });
    const post = await storage.createPresignedPost({
      key: storageKey,
      mimeType,
      maxSize: size,
      expiresInSeconds: UPLOAD_EXPIRY_SECONDS,
    });
    return { fileId: file.id, url: post.url, fields: post.fields };
  });

  // The local driver's stand-in for the bucket: the signed policy is the authorisation.
  if (storage instanceof LocalStorage) {
    route(app, ENDPOINTS.upload, { audit: { entity: 'file' }, schema: { hide: true } }, async (request, reply) => {
      const part = await request.file();
      if (!part) throw new ValidationError([{ path: 'file', message: 'A file is required.' }]);
      const field = (name: string) => {
        const value = part.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
      };
      const policy = storage.verifyPolicy(field('policy'), field('signature'));
      if (!policy || policy.key !== field('key'))
        throw new AppError(403, 'forbidden', 'The upload address is invalid or has expired.');
      if (part.mimetype !== policy.mimeType || field('Content-Type') !== policy.mimeType) {
        throw new AppError(415, 'unsupported_media_type', 'The file type does not match the upload request.');
      }
      const body = await part.toBuffer();
      if (body.length === 0 || body.length > policy.maxSize) {
        throw new AppError(413, 'payload_too_large', 'The file is larger than the size given for this upload.');
      }
      if (!contentMatchesType(body, policy.mimeType)) {
        throw new AppError(415, 'unsupported_media_type', 'The file content does not match its type.');
      }
      // One upload per policy: a second post, before or after completion (which moves the file
      // to another key), finds nothing waiting for it and replaces nothing.
      const claimed = await claimUpload(db, policy.key);
      if (!claimed) throw new AppError(409, ERROR_CODES.conflict, 'This upload address has already been used.');
      try {
        await storage.put(policy.key, body, policy.mimeType);
      } catch (error) {
        await releaseUpload(db, claimed.id);
        throw error;
      }
      // Checked and made usable by `complete`, the same as an upload straight to S3.
      return reply.status(204).send();
    });
  }

  route(app, ENDPOINTS.completeUpload, { audit: { entity: 'file' } }, async (request) => {
    const file = await findFileForActor(db, request.auth.actor, request.params.id);
    if (!file) throw new NotFoundError();
    if (file.status === 'ready') return present(file);
    const body = await storage.get(file.storageKey);
    if (!body) throw new AppError(409, ERROR_CODES.conflict, 'The file has not been uploaded yet.');
    if (body.length === 0 || body.length > file.size || !contentMatchesType(body, file.mimeType)) {
      await storage.delete(file.storageKey);
      throw new AppError(
        415,
        ERROR_CODES.unsupportedMediaType,
        'The uploaded file does not match its declared type or size.',
      );
    }
    if (file.mimeType.startsWith('image/') && !(await imageDecodes(body))) {
      await storage.delete(file.storageKey);
      throw new ValidationError([{ path: 'file', message: UNREADABLE_IMAGE }], UNREADABLE_IMAGE);
    }
    // The checked bytes are written by us to a key no upload policy names, and only that copy
    // is ever served: a later post with the same policy (S3 accepts one until it expires)
    // lands on the upload key, which nothing reads any more. See decisions/0016.
    const readyKey = `${path.posix.dirname(file.storageKey)}/${crypto.randomUUID()}/${path.posix.basename(file.storageKey)}`;
    await storage.put(readyKey, body, file.mimeType);
    const ready = await markFileReady(db, file.id, { size: body.length, storageKey: readyKey });
    if (!ready) {
      // Confirmed by a concurrent call meanwhile: its copy is the one served.
      await storage.delete(readyKey);
      const current = await findFileForActor(db, request.auth.actor, file.id);
      if (!current) throw new NotFoundError();
      return present(current);
    }
    await storage.delete(file.storageKey).catch((error: unknown) => {
      request.log.warn({ err: error, key: file.storageKey }, 'Could not remove the upload after confirming it');
    });
    return present(ready);
  });

  route(app, ENDPOINTS.file, { queryToken: true }, async (request, reply) => {
    const file = await findFileForActor(db, request.auth.actor, request.params.id);
    const body = file?.status === 'ready' ? await storage.get(file.storageKey) : null;
    if (!file || !body) throw new NotFoundError();
    return reply
      .type(file.mimeType)
      .header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  // Images are addressed by their unguessable id so <img> tags can load them (01 §7).
  route(app, ENDPOINTS.fileImage, {}, async (request, reply) => {
    const file = await findReadyImage(db, request.params.id);
    const variant = file ? await imageVariant(storage, file, request.params.size) : null;
    if (!variant) throw new NotFoundError();
    return reply.type(variant.mimeType).header('cache-control', 'public, max-age=86400, immutable').send(variant.body);
  });
};
