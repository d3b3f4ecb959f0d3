import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { visibleText } from '../text-fields.js';

/**
 * SCORM modules of the course catalogue (02 §3 SCORM module, module list entry; §4 SCORM module
 * states; §7 SCORM modules): a course creator uploads a SCORM package (a zip, through the
 * presigned flow declared application/zip), the server imports it as SCORM content, and a module
 * names that content, is edited as a draft and released in versions (the first major, later ones
 * minor). Choices the spec leaves open: docs/scorm.md.
 */

export const SCORM_STANDARDS = ['scorm12', 'scorm2004'] as const;
export type ScormStandard = (typeof SCORM_STANDARDS)[number];
/** The module types a catalogue module may reference (02 §3 externalModule.moduleType). */
export const MODULE_TYPES = ['scorm'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** 02 §9 "Duration format HH:MM padded to HH:MM:SS": the form sends HH:MM, the server keeps HH:MM:SS. */
export const moduleDurationSchema = z
  .string()
  .trim()
  .regex(/^\d{2}:[0-5]\d(:[0-5]\d)?$/, 'Use HH:MM')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

const labelListSchema = z.array(visibleText().min(1).max(60)).max(50).default([]);

/** What a course creator edits (02 §7 POST /v2/scorm-modules and updateDetails). */
export const scormModuleDetailsSchema = z.object({
  name: visibleText().min(1).max(255),
  description: z.string().trim().max(5000).nullish(),
  duration: moduleDurationSchema.nullish(),
  labels: labelListSchema,
  keywords: labelListSchema,
  /** An image of the media library (its file id). */
  image: z.uuid().nullish(),
  /**
   * The SCORM content: the file id of an uploaded package (imported by this call) or the id of
   * content imported before (GET /v2/list-scorm-content).
   */
  content: z.uuid(),
});
export type ScormModuleDetails = z.input<typeof scormModuleDetailsSchema>;

export const createScormModuleSchema = scormModuleDetailsSchema.extend({
  /** The module's owner: the caller when left out (a site admin may name a course creator). */
  owner: z.uuid().optional(),
});
export type CreateScormModule = z.input<typeof createScormModuleSchema>;

export const releaseMajorSchema = z.object({
  releaseNotes: z.string().trim().max(2000).default(''),
  instantOffer: z.boolean().default(false),
});
export const releaseMinorSchema = z.object({ releaseNotes: z.string().trim().max(2000).default('') });

/** A release of a module (02 §3 "versions (majors with minors having releaseDate, releaseNotes, releasedBy)"). */
export const moduleReleaseSchema = z.object({
  versionId: z.uuid(),
  major: z.number().int(),
  minor: z.number().int(),
  /** "major.minor" as the screens show it. */
  version: z.string(),
  releaseDate: z.iso.datetime(),
  releaseNotes: z.string(),
  releasedBy: z.string().nullable(),
  contentId: z.uuid(),
});
export const moduleMajorVersionSchema = moduleReleaseSchema.extend({ minors: z.array(moduleReleaseSchema) });
export type ModuleMajorVersion = z.infer<typeof moduleMajorVersionSchema>;

/** Imported SCORM content: a package's manifest as the player needs it (docs/scorm.md). */
export const scormContentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  standard: z.enum(SCORM_STANDARDS),
  /** The manifest's schemaversion ("1.2", "2004 3rd Edition", …). */
  schemaVersion: z.string().nullable(),
  /** The launchable items (SCOs and assets) in the default organisation's order. */
  scos: z.array(
    z.object({
      identifier: z.string(),
      title: z.string(),
      launch: z.string(),
      masteryScore: z.number().nullable(),
    }),
  ),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ScormContent = z.infer<typeof scormContentSchema>;

/** A SCORM module (02 §3). */
export const scormModuleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  labels: z.array(z.string()),
  keywords: z.array(z.string()),
  image: z.uuid().nullable(),
  /** The draft's content (its SCORM content id). */
  content: scormContentSchema,
  owner: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  externalModule: z.object({ moduleType: z.enum(MODULE_TYPES), externalId: z.uuid() }),
  /** True until the first release, and again after an edit not yet released. */
  draft: z.boolean(),
  deleted: z.boolean(),
  releaseNotes: z.string().nullable(),
  instantOffer: z.boolean(),
  versions: z.array(moduleMajorVersionSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ScormModule = z.infer<typeof scormModuleSchema>;

/** The generic module record (GET /v2/modules/{id}): a catalogue module referencing its content. */
export const moduleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  owner: z.uuid().nullable(),
  moduleType: z.enum(MODULE_TYPES),
  externalId: z.uuid(),
  draft: z.boolean(),
  versions: z.array(moduleMajorVersionSchema),
});
export type Module = z.infer<typeof moduleSchema>;

/** POST /v2/modules and PATCH /v2/modules/{id}/reference: a module naming content imported before. */
export const moduleReferenceSchema = z.object({
  name: visibleText().min(1).max(255),
  description: z.string().trim().max(5000).nullish(),
  owner: z.uuid().optional(),
  moduleType: z.enum(MODULE_TYPES),
  externalId: z.uuid(),
});
export const updateModuleReferenceSchema = moduleReferenceSchema.pick({
  name: true,
  externalId: true,
  moduleType: true,
});

/** Module list entry (02 §3): name, id, scormContentId, majorVersion, minorVersion, versionId, labels. */
export const moduleListEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scormContentId: z.uuid(),
  majorVersion: z.number().int().nullable(),
  minorVersion: z.number().int().nullable(),
  versionId: z.uuid().nullable(),
  labels: z.array(z.string()),
  draft: z.boolean(),
  deleted: z.boolean(),
  image: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ModuleListEntry = z.infer<typeof moduleListEntrySchema>;

export const moduleListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** filters[labels]=a,b: modules carrying any of them. */
  'filters[labels]': z.string().trim().max(2000).optional(),
  /** filters[status]: draft, released or deleted (deleted ones are listed only when asked for). */
  'filters[status]': z.enum(['draft', 'released', 'deleted']).optional(),
});
export const moduleListSchema = z.object({ data: z.array(moduleListEntrySchema), pagination: paginationSchema });
export const scormContentListSchema = z.object({ data: z.array(scormContentSchema), pagination: paginationSchema });
export const moduleLabelsSchema = z.object({ data: z.array(z.string()) });
