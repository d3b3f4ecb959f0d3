import { z } from 'zod';
import { RULES } from '../access.js';
import {
  DEFAULT_IMAGE_SIZE,
  fileRecordSchema,
  IMAGE_SIZES,
  presignedPostRequestSchema,
  presignedPostResponseSchema,
} from '../media/files.contract.js';
import { mediaImageQuerySchema } from '../media/media-library.contract.js';
import { clientConfigSchema } from '../identity/old-system.contract.js';
import { idParamSchema } from './workspaces.contract.js';
import { defineEndpoint } from '../endpoint.js';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.number().int(),
});

/** Campus's own calls: liveness, readiness and the web app's configuration. */
export const SYSTEM_ENDPOINTS = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    service: 'system',
    access: RULES.open,
    response: { 200: healthSchema },
    toast: 'generic',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    service: 'system',
    access: RULES.open,
    response: { 200: readySchema, 503: readySchema },
    toast: 'generic',
  }),
  clientConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    service: 'system',
    access: RULES.open,
    response: { 200: clientConfigSchema },
    toast: 'generic',
  }),
} as const;

/** Files: the presigned upload flow and downloads (03 file storage). */
export const FILE_STORAGE_ENDPOINTS = {
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
} as const;
