import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import {
  DEFAULT_IMAGE_SIZE,
  fileRecordSchema,
  IMAGE_SIZES,
  presignedPostRequestSchema,
  presignedPostResponseSchema,
} from './files.contract.js';
import {
  createMediaRequestSchema,
  createMediaResponseSchema,
  deleteMediaRequestSchema,
  deleteMediaResponseSchema,
  mediaImageQuerySchema,
  mediaItemDetailSchema,
  mediaItemQuerySchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  updateMediaRequestSchema,
} from './media-library.contract.js';

/**
 * The media library of file storage (03 §7): the spec's `/api/library` calls, relative to the
 * file-storage base like its other calls (`/files/generatePresignedPost` is served at
 * /api/file-storage/files/generatePresignedPost), so `/api/library` is /api/file-storage/api/library.
 * The screens report failures with the spec's media texts, so the calls are silent.
 */
const MEDIA_LIBRARY_ENDPOINTS = endpointGroup('media', {
  mediaList: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/api/library',
    service: 'file-storage',
    access: RULES.mediaPicker,
    querystring: mediaListQuerySchema,
    response: { 200: mediaListResponseSchema },
    toast: 'generic',
  }),
  mediaItem: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/api/library/:id',
    service: 'file-storage',
    access: RULES.mediaPicker,
    params: idParamSchema,
    querystring: mediaItemQuerySchema,
    response: { 200: mediaItemDetailSchema },
    toast: 'generic',
  }),
  /** The spec's multipart call: here the files come through the presigned flow first (decision 0027). */
  createMedia: defineEndpoint({
    method: 'POST',
    path: '/api/file-storage/api/library',
    service: 'file-storage',
    access: RULES.mediaPicker,
    body: createMediaRequestSchema,
    response: { 201: createMediaResponseSchema },
    toast: 'silent',
  }),
  updateMedia: defineEndpoint({
    method: 'PATCH',
    path: '/api/file-storage/api/library',
    service: 'file-storage',
    access: RULES.mediaLibrary,
    body: updateMediaRequestSchema,
    response: { 200: mediaItemSchema },
    toast: 'silent',
  }),
  deleteMediaItem: defineEndpoint({
    method: 'DELETE',
    path: '/api/file-storage/api/library/:id',
    service: 'file-storage',
    access: RULES.mediaLibrary,
    params: idParamSchema,
    response: { 200: deleteMediaResponseSchema },
    toast: 'silent',
  }),
  deleteMedia: defineEndpoint({
    method: 'DELETE',
    path: '/api/file-storage/api/library',
    service: 'file-storage',
    access: RULES.mediaLibrary,
    body: deleteMediaRequestSchema,
    response: { 200: deleteMediaResponseSchema },
    toast: 'silent',
  }),
});

/** Files: the presigned upload flow and downloads (03 file storage). */
const FILE_ENDPOINTS = endpointGroup('media', {
  presignUpload: defineEndpoint({
    method: 'POST',
    path: '/api/file-storage/files/generatePresignedPost',
    service: 'file-storage',
    access: RULES.session,
    body: presignedPostRequestSchema,
    response: { 200: presignedPostResponseSchema },
    toast: 'generic',
  }),
  /** The storage address a presigned post goes to (multipart; the signature is the access check). */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/file-storage/upload',
    service: 'file-storage',
    access: RULES.open,
    toast: 'generic',
  }),
  completeUpload: defineEndpoint({
    method: 'POST',
    path: '/api/file-storage/files/:id/complete',
    service: 'file-storage',
    access: RULES.session,
    params: idParamSchema,
    body: z.object({}).optional(),
    response: { 200: fileRecordSchema },
    toast: 'generic',
  }),
  /** A download (the token may come in the query, 01 §7). */
  file: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/files/:id',
    service: 'file-storage',
    access: RULES.session,
    params: idParamSchema,
    toast: 'generic',
  }),
  /** An image in one of its sizes (not fetched: used as an image address). */
  fileImage: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/file/:id/:size',
    service: 'file-storage',
    access: RULES.open,
    params: z.object({
      id: z.uuid(),
      size: z
        .enum([...(Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]), 'original'])
        .default(DEFAULT_IMAGE_SIZE as 'medium'),
    }),
    /** A private media item's image, or a media library file's download, needs the signed address the library gives out. */
    querystring: mediaImageQuerySchema,
    toast: 'generic',
  }),
});

export const MEDIA_ENDPOINTS = { ...FILE_ENDPOINTS, ...MEDIA_LIBRARY_ENDPOINTS } as const;
