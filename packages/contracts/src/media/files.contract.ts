import { z } from 'zod';
import { visibleText } from '../text-fields.js';

export const IMAGE_SIZES = { small: 160, medium: 640, large: 1280 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES | 'original';
export const DEFAULT_IMAGE_SIZE: ImageSize = 'medium';

/** Types accepted by the generic upload (images and documents); modules may narrow. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export const presignedPostRequestSchema = z.object({
  mimeType: z.enum(ALLOWED_UPLOAD_TYPES),
  name: visibleText().min(1).max(255),
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES),
});
export type PresignedPostRequest = z.infer<typeof presignedPostRequestSchema>;

export const presignedPostResponseSchema = z.object({
  fileId: z.uuid(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PresignedPostResponse = z.infer<typeof presignedPostResponseSchema>;

export const fileRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  status: z.enum(['pending', 'ready']),
  createdAt: z.iso.datetime(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
