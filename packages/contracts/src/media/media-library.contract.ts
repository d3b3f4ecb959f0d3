import { z } from 'zod';
import { isBlankText, visibleText } from '../text-fields.js';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { IMAGE_SIZES } from './files.contract.js';
import { v } from '../validation.js';

/**
 * The media library (03 §2 /setup/media-library, §3 Media item, §7 file storage library calls):
 * one library per customer, filled through the presigned upload flow of file storage. Privacy and
 * the choices the spec leaves open are in docs/decisions/0027-media-library.md.
 */

/** Images: "Image formats JPG, JPEG, PNG" (03 §9). A JPG and a JPEG are both image/jpeg. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Other files: the foundation's allowed document types (files.contract.ts). */
export const MEDIA_FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const MEDIA_TYPES = [...MEDIA_IMAGE_TYPES, ...MEDIA_FILE_TYPES] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_KINDS = ['image', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaKindOf = (mimeType: string): MediaKind =>
  (MEDIA_IMAGE_TYPES as readonly string[]).includes(mimeType) ? 'image' : 'file';

export const MEDIA_TITLE_MAX = 200;
export const MEDIA_DESCRIPTION_MAX = 2000;
export const MEDIA_ALT_MAX = 300;
/** How many uploaded files one create call turns into media items. */
export const MEDIA_CREATE_MAX = 50;

/** Server texts of the library's refusals. */
export const MEDIA_ERRORS = {
  imageType: 'Images must be JPG, JPEG or PNG.',
  fileType: 'This type of file cannot be added to the media library.',
  notReady: 'The file has not finished uploading.',
  alreadyAdded: 'This file is already in the media library.',
  noCustomer: 'Choose the customer whose media library to use.',
} as const;

// --- GET /api/library?query (optional customerId)
export const mediaListFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** Images or other files; both when absent. */
  type: z.enum(MEDIA_KINDS).optional(),
});
export type MediaListFilters = z.infer<typeof mediaListFiltersSchema>;

export const mediaListQuerySchema = paginationQuerySchema.extend(mediaListFiltersSchema.shape).extend({
  /** Superadmins name the customer whose library they read (03 §7); others read their own. */
  customerId: z.uuid().optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

const sizeNames = [...(Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]), 'original'] as const;
/**
 * Addresses of an image's sizes (`/file/{id}/{size}`), signed and short-lived for a private one;
 * another file's `original` only, always signed (its download).
 */
export const mediaUrlsSchema = z.partialRecord(z.enum(sizeNames), z.string());
export type MediaUrls = z.infer<typeof mediaUrlsSchema>;

export const mediaItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  alt: z.string(),
  isPrivate: z.boolean(),
  originalFileName: z.string(),
  /** The file's media type (image/png, application/pdf…). */
  fileType: z.string(),
  kind: z.enum(MEDIA_KINDS),
  size: z.number().int(),
  dateUploaded: z.iso.datetime(),
  ownerId: z.uuid().nullable(),
  uploaderId: z.uuid().nullable(),
  presignedUrls: mediaUrlsSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListResponseSchema = z.object({ data: z.array(mediaItemSchema), pagination: paginationSchema });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

// --- GET /api/library/{id}: the item with its neighbours in the list's order (same filters)
export const mediaItemQuerySchema = mediaListFiltersSchema;
export const mediaItemDetailSchema = mediaItemSchema.extend({
  siblings: z.object({ prevId: z.uuid().nullable(), nextId: z.uuid().nullable() }),
});
export type MediaItemDetail = z.infer<typeof mediaItemDetailSchema>;

// --- PATCH /api/library
const titleSchema = visibleText().min(1, v('mediaTitleRequired')).max(MEDIA_TITLE_MAX, v('mediaTitleTooLong'));
const descriptionSchema = z.string().trim().max(MEDIA_DESCRIPTION_MAX, v('mediaDescriptionTooLong'));
const altSchema = visibleText().max(MEDIA_ALT_MAX, v('mediaAltTooLong'));

/** The editable fields (03 §3): title, description, alt, isPrivate. */
export const mediaFieldsSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  alt: altSchema,
  isPrivate: z.boolean(),
});
export type MediaFields = z.infer<typeof mediaFieldsSchema>;

/** An image needs its alt text, for people who cannot see it (decision 0027). */
export const altRequired = (kind: MediaKind, alt: string): boolean => kind === 'image' && isBlankText(alt);

/** The edit form's schema for an item of the given kind: the alt rule added for images. */
export const mediaFormSchema = (kind: MediaKind) =>
  mediaFieldsSchema.superRefine((values, context) => {
    if (altRequired(kind, values.alt))
      context.addIssue({ code: 'custom', path: ['alt'], message: v('mediaAltRequired') });
  });

export const updateMediaRequestSchema = mediaFieldsSchema.extend({ id: z.uuid() });
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;

// --- POST /api/library: uploaded files (presigned flow) become media items
export const createMediaRequestSchema = z.object({
  files: z
    .array(
      z.object({
        /** A confirmed upload (POST /files/generatePresignedPost, then complete). */
        fileId: z.uuid(),
        /** The file's name without its extension when absent. */
        title: titleSchema.optional(),
        description: descriptionSchema.optional(),
        alt: altSchema.optional(),
        isPrivate: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(MEDIA_CREATE_MAX),
});
export type CreateMediaRequest = z.infer<typeof createMediaRequestSchema>;
export const createMediaResponseSchema = z.object({ data: z.array(mediaItemSchema) });

// --- DELETE /api/library {files}
export const deleteMediaRequestSchema = z.object({ files: z.array(z.uuid()).min(1).max(100) });
export const deleteMediaResponseSchema = z.object({ removed: z.array(z.uuid()) });

/** The signed query of a private item's image address. */
export const mediaImageQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});
