import { RULES } from '../access.js';
import {
  createMediaRequestSchema,
  createMediaResponseSchema,
  deleteMediaRequestSchema,
  deleteMediaResponseSchema,
  mediaItemDetailSchema,
  mediaItemQuerySchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  updateMediaRequestSchema,
} from './media-library.contract.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * The media library of file storage (03 §7): the spec's `/api/library` calls, relative to the
 * file-storage base like its other calls (`/files/generatePresignedPost` is served at
 * /api/file-storage/files/generatePresignedPost), so `/api/library` is /api/file-storage/api/library.
 * The screens report failures with the spec's media texts, so the calls are silent.
 */
export const MEDIA_LIBRARY_ENDPOINTS = {
  mediaList: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/api/library',
    service: 'file-storage',
    access: RULES.mediaLibrary,
    querystring: mediaListQuerySchema,
    response: { 200: mediaListResponseSchema },
    toast: 'generic',
  }),
  mediaItem: defineEndpoint({
    method: 'GET',
    path: '/api/file-storage/api/library/:id',
    service: 'file-storage',
    access: RULES.mediaLibrary,
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
    access: RULES.mediaLibrary,
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
} as const;
