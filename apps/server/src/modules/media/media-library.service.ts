import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  altRequired,
  IMAGE_SIZES,
  MEDIA_ERRORS,
  MEDIA_TYPES,
  mediaKindOf,
  VALIDATION_TEXTS,
  type CreateMediaRequest,
  type MediaItem,
  type MediaItemDetail,
  type MediaListFilters,
  type MediaListQuery,
  type MediaListResponse,
  type UpdateMediaRequest,
} from '@campus/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findFileInScope } from './files.repository.js';
import { mayReadFile } from './files.policy.js';
import {
  deleteMediaItems,
  findManyMediaInScope,
  findMediaInScope,
  insertMediaItems,
  libraryCustomer,
  listMedia,
  mediaExists,
  mediaSiblings,
  updateMediaItem,
  type MediaRow,
} from './media-library.repository.js';
import { mayChangeMediaItem, mayChangePrivacy } from './media-library.policy.js';
import { mediaUrls } from './media-urls.js';

/** The file's name without its extension: the title of an item uploaded without one. */
const titleFromName = (name: string) => path.parse(name).name.slice(0, 200) || name.slice(0, 200);

/**
 * The media library (03 §2, §3, §7): the uploaded files of a customer with a title, description,
 * alt text and privacy. Files come in through the presigned flow (files.service.ts) and become
 * items here; see decisions/0027 for privacy and the spec's open points.
 */
export function mediaLibraryService({ database, storage, keys }: Pick<AppServices, 'database' | 'storage' | 'keys'>) {
  const { db } = database;

  const present = (row: MediaRow): MediaItem => ({
    id: row.id,
    title: row.title,
    description: row.description,
    alt: row.alt,
    isPrivate: row.isPrivate,
    originalFileName: row.originalFileName,
    fileType: row.fileType,
    kind: row.kind,
    size: row.size,
    dateUploaded: row.createdAt.toISOString(),
    ownerId: row.ownerId,
    uploaderId: row.uploaderId,
    presignedUrls: mediaUrls(keys.uploadSecret, row),
  });

  async function reachable(scope: Scope, id: string): Promise<MediaRow> {
    const row = await findMediaInScope(db, scope, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Removes what storage holds for removed items: the file and the image sizes made from it. */
  async function removeBytes(rows: readonly MediaRow[], log: FastifyBaseLogger) {
    const keysToRemove = rows.flatMap((row) => [
      row.storageKey,
      ...(row.kind === 'image' ? Object.keys(IMAGE_SIZES).map((size) => `${row.storageKey}@${size}.webp`) : []),
    ]);
    await Promise.all(
      keysToRemove.map((key) =>
        storage.delete(key).catch((error: unknown) => {
          log.warn({ err: error, key }, 'Could not remove a media file from storage');
        }),
      ),
    );
  }

  async function remove(scope: Scope, ids: readonly string[], log: FastifyBaseLogger) {
    const unique = [...new Set(ids)];
    const removed = await db.transaction(async (tx) => {
      const rows = await findManyMediaInScope(tx, scope, unique);
      // All or nothing: one id the caller cannot reach refuses the whole call, as for one item.
      if (rows.length !== unique.length || !rows.every((row) => mayChangeMediaItem(scope, row))) {
        throw new NotFoundError();
      }
      await deleteMediaItems(tx, scope, unique);
      return rows;
    });
    await removeBytes(removed, log);
    return { removed: removed.map((row) => row.id) };
  }

  return {
    async list(scope: Scope, query: MediaListQuery): Promise<MediaListResponse> {
      const { page, pageSize, customerId: requested, search, type } = query;
      if (scope.actor.isSuperadmin && !requested && !scope.customerId) {
        throw new ValidationError(
          [{ path: 'querystring.customerId', message: MEDIA_ERRORS.noCustomer }],
          MEDIA_ERRORS.noCustomer,
        );
      }
      const customerId = libraryCustomer(scope, requested);
      if (!customerId) throw new NotFoundError();
      const { rows, total } = await listMedia(db, scope, customerId, { search, type }, { page, pageSize });
      return { data: rows.map(present), pagination: { page, pageSize, total } };
    },

    async get(scope: Scope, id: string, filters: MediaListFilters): Promise<MediaItemDetail> {
      const row = await reachable(scope, id);
      const siblings = await mediaSiblings(db, scope, row, filters);
      return { ...present(row), siblings };
    },

    /** Confirmed uploads of the caller's become items of the caller's customer, all or none. */
    async create(scope: Scope, { files: requested }: CreateMediaRequest): Promise<{ data: MediaItem[] }> {
      const ids = requested.map((entry) => entry.fileId);
      if (new Set(ids).size !== ids.length) {
        throw new ValidationError(
          [{ path: 'body.files', message: MEDIA_ERRORS.alreadyAdded }],
          MEDIA_ERRORS.alreadyAdded,
        );
      }
      const uploads = await Promise.all(ids.map((id) => findFileInScope(db, scope, id)));
      const problems: { path: string; message: string }[] = [];
      // One batch lists in the order it was chosen: each a millisecond older than the one before.
      const now = Date.now();
      const rows = requested.map((entry, index) => {
        const file = uploads[index];
        const customerId = scope.customerId ?? file?.customerId ?? null;
        // Another workspace's or customer's upload is not the caller's to add: a miss.
        if (!file || !customerId || file.customerId !== customerId) throw new NotFoundError();
        const where = `body.files.${index}.fileId`;
        if (!mayReadFile(file)) problems.push({ path: where, message: MEDIA_ERRORS.notReady });
        else if (!(MEDIA_TYPES as readonly string[]).includes(file.mimeType)) {
          const image = file.mimeType.startsWith('image/');
          problems.push({ path: where, message: image ? MEDIA_ERRORS.imageType : MEDIA_ERRORS.fileType });
        }
        return {
          id: file.id,
          customerId,
          workspaceId: file.workspaceId ?? scope.workspaceId,
          kind: mediaKindOf(file.mimeType),
          title: entry.title ?? titleFromName(file.name),
          description: entry.description ?? '',
          alt: entry.alt ?? '',
          isPrivate: entry.isPrivate ?? false,
          ownerId: scope.userId,
          uploaderId: file.uploadedBy ?? scope.userId,
          createdAt: new Date(now - index),
        };
      });
      if (problems.length > 0) throw new ValidationError(problems, problems[0]?.message);
      const created = await db.transaction(async (tx) => {
        if ((await mediaExists(tx, scope, ids)).length > 0) throw new ConflictError(MEDIA_ERRORS.alreadyAdded);
        await insertMediaItems(tx, scope, rows);
        return findManyMediaInScope(tx, scope, ids);
      });
      const byId = new Map(created.map((row) => [row.id, row]));
      return { data: ids.flatMap((id) => (byId.has(id) ? [present(byId.get(id) as MediaRow)] : [])) };
    },

    async update(scope: Scope, { id, ...values }: UpdateMediaRequest): Promise<MediaItem> {
      const row = await reachable(scope, id);
      if (!mayChangeMediaItem(scope, row)) throw new NotFoundError();
      if (values.isPrivate !== row.isPrivate && !mayChangePrivacy(scope, row)) {
        throw new ForbiddenError('Only the owner or an administrator can change who sees this media.');
      }
      if (altRequired(row.kind, values.alt)) {
        const message = VALIDATION_TEXTS.mediaAltRequired;
        throw new ValidationError([{ path: 'body.alt', message }], message);
      }
      await updateMediaItem(db, scope, id, values);
      return present({ ...row, ...values });
    },

    removeOne: (scope: Scope, id: string, log: FastifyBaseLogger) => remove(scope, [id], log),
    removeMany: (scope: Scope, ids: readonly string[], log: FastifyBaseLogger) => remove(scope, ids, log),
  };
}

export type MediaLibraryService = ReturnType<typeof mediaLibraryService>;
