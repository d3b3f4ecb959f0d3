import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { visibleText, webLink } from '../text-fields.js';

/**
 * Course building (02 §3 Course, Content tree node, Course list item; §4 Course states and release
 * rules; §7 "Courses"): a course creator makes a course, builds its draft content tree of modules,
 * groups and notes, and releases it in versions (the first major, later ones major or minor); a
 * release may offer the version in the course's workspace catalogue (a catalogue item). Choices
 * the spec leaves open: docs/courses.md "Course building and releases".
 */

export const COURSE_NODE_TYPES = ['module', 'group', 'note'] as const;
export type CourseNodeType = (typeof COURSE_NODE_TYPES)[number];
export const COURSE_NODE_SUBTYPES = ['scorm', 'event', 'dummy'] as const;
export type CourseNodeSubType = (typeof COURSE_NODE_SUBTYPES)[number];

/** A node of a content tree (02 §3 Content tree node); groups hold theirs in `nodes`. */
export interface CourseNode {
  id: string;
  name: string;
  type: CourseNodeType;
  subType?: CourseNodeSubType | null;
  /** A module node's module (a SCORM module id); null on groups and notes. */
  moduleId?: string | null;
  /** The module's released version the node plays. */
  versionId?: string | null;
  /** The module version's content (a SCORM module's content id), as externalModule.externalId. */
  externalId?: string | null;
  description?: string | null;
  required?: boolean;
  nodes?: CourseNode[];
}

export const courseNodeSchema: z.ZodType<CourseNode> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(COURSE_NODE_TYPES),
      subType: z.enum(COURSE_NODE_SUBTYPES).nullish(),
      moduleId: z.string().nullish(),
      versionId: z.string().nullish(),
      externalId: z.string().nullish(),
      description: z.string().nullish(),
      required: z.boolean().optional(),
      nodes: z.array(courseNodeSchema).optional(),
    }),
  )
  .meta({
    // A recursive schema: the API's description refers to it by this name (components/schemas).
    id: 'CourseContentTreeNode',
  });

/** 02 §3, §9 "Duration format HH:MM padded to HH:MM:SS". */
export const courseDurationSchema = z
  .string()
  .trim()
  .regex(/^\d{2}:[0-5]\d(:[0-5]\d)?$/, 'Use HH:MM')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

const LABEL_MAX = 60;
const label = () => visibleText().min(1).max(LABEL_MAX);
/**
 * 02 §3 "labels (a plain string for new courses, or an object mapping id to custom label)": a
 * comma-separated string, a list, or an object whose values are the labels; kept as a list.
 */
const labelListSchema = z
  .union([
    z.string().max(2000),
    z.array(z.string().max(LABEL_MAX)).max(50),
    z.record(z.string().max(100), z.string().max(LABEL_MAX)),
  ])
  .transform((value) => {
    const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : Object.values(value);
    return [...new Set(list.map((entry) => entry.trim()).filter((entry) => entry.length > 0))];
  })
  .pipe(z.array(label()).max(50));
export const courseLabelsSchema = labelListSchema.default([]);

export const COURSE_NAME_MAX = 255;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_NOTE_MAX = 20_000;

/** POST /v2/courses. The description is rich text, sanitised by the server before it is saved. */
export const createCourseSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  description: z.string().max(COURSE_DESCRIPTION_MAX).nullish(),
  duration: courseDurationSchema.nullish(),
  labels: courseLabelsSchema,
  /** The course's image: an image of the media library (its file id). */
  file: z.uuid().nullish(),
});
export type CreateCourse = z.input<typeof createCourseSchema>;

/**
 * PATCH /v2/courses/{id}/updateDetails {name, description, duration, labels}: a field left out is
 * kept as it is; `null` clears the description or duration.
 */
export const updateCourseDetailsSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  description: z.string().max(COURSE_DESCRIPTION_MAX).nullish(),
  duration: courseDurationSchema.nullish(),
  labels: labelListSchema.optional(),
});

/** The draft tree's sequence the client last read: an edit naming an older one is refused (409). */
const sequenceField = z.number().int().min(0).optional();
/** Where a node goes: into a group (`inGroup`, else the top level), after `previousId` (else first). */
const placeFields = {
  inGroup: z.string().min(1).max(100).nullish(),
  previousId: z.string().min(1).max(100).nullish(),
  sequence: sequenceField,
};

/** POST /v2/courses/{id}/module: a released SCORM module (its latest release unless `versionId`). */
export const addCourseModuleSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  description: z.string().max(COURSE_NOTE_MAX).nullish(),
  moduleId: z.uuid(),
  versionId: z.uuid().nullish(),
  /** 02 §9 "new modules required true". */
  required: z.boolean().default(true),
  ...placeFields,
});
export const addCourseNoteSchema = z.object({
  description: z.string().max(COURSE_NOTE_MAX),
  ...placeFields,
});
export const addCourseGroupSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  ...placeFields,
});
export const updateCourseModuleSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  required: z.boolean().optional(),
  sequence: sequenceField,
});
export const updateCourseModuleRequiredSchema = z.object({ required: z.boolean(), sequence: sequenceField });
export const updateCourseNoteSchema = z.object({
  description: z.string().max(COURSE_NOTE_MAX),
  sequence: sequenceField,
});
export const updateCourseGroupSchema = z.object({
  name: visibleText().min(1).max(COURSE_NAME_MAX),
  sequence: sequenceField,
});
/** DELETE /v2/courses/{id}/remove/{moduleId} {owner, sequence}: `owner` is the course's owner, not checked. */
export const removeCourseNodeSchema = z
  .object({ owner: z.string().max(100).nullish(), sequence: sequenceField })
  .nullish();
export const reorderCourseNodeSchema = z.object({ nodeId: z.string().min(1).max(100), ...placeFields });

export const courseReleaseMajorSchema = z.object({
  releaseNotes: z.string().trim().max(2000).default(''),
  /** 02 §9 "Course defaults: instantOffer true"; a first release with no catalogue item offers anyway (§4). */
  instantOffer: z.boolean().default(true),
});
/** Left out or empty, the notes say what changed: 'Content added', 'Content removed' or 'Content updated'. */
export const courseReleaseMinorSchema = z.object({ releaseNotes: z.string().trim().max(2000).optional() });

/** PATCH /v2/courses/{id}/updateFile {file}: the course's image (a media library image's file id), or null to remove it. */
export const updateCourseFileSchema = z.object({ file: z.uuid().nullable() });

/** A course attachment (02 §3 Course files: name, size, url). */
export const courseFileSchema = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
/** A course link (02 §7 set-urls). */
export const courseUrlSchema = z.object({ url: z.string(), name: z.string().nullable() });
export const COURSE_FILES_MAX = 50;
export const COURSE_URLS_MAX = 50;
/**
 * POST /v2/courses/{id}/bulkAddFiles {files[name, url, size]}: files uploaded through the
 * file-storage presigned flow, each named by its download address `/api/file-storage/files/{id}`.
 */
export const bulkAddCourseFilesSchema = z.object({
  files: z
    .array(
      z.object({
        name: visibleText().min(1).max(255),
        url: z.string().trim().min(1).max(2000),
        size: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(COURSE_FILES_MAX),
});
/** POST /v2/courses/{id}/removeFile {url}. */
export const removeCourseFileSchema = z.object({ url: z.string().trim().min(1).max(2000) });
/** POST /v2/courses/{id}/set-urls {urls}: the whole list, each a web address or `{url, name}`. */
export const setCourseUrlsSchema = z.object({
  urls: z
    .array(
      z.union([
        webLink().pipe(z.string().min(1)),
        z.object({ url: webLink().pipe(z.string().min(1)), name: visibleText().max(255).nullish() }),
      ]),
    )
    .max(COURSE_URLS_MAX)
    .transform((list) =>
      list.map((entry) =>
        typeof entry === 'string' ? { url: entry, name: null } : { url: entry.url, name: entry.name || null },
      ),
    ),
});

/** POST /v2/courses/{id}/clone and /archive take no body. */
export const emptyCourseBodySchema = z.object({}).nullish();

export const courseIdParamSchema = z.object({ id: z.uuid() });
export const courseNodeParamsSchema = z.object({ id: z.uuid(), nodeId: z.string().min(1).max(100) });
export const courseNoteParamsSchema = z.object({ id: z.uuid(), moduleId: z.string().min(1).max(100) });
export const courseVersionParamsSchema = z.object({ courseId: z.uuid(), versionId: z.uuid() });
/** GET /v2/courses/{id}?workspaceId: the workspace is the token's; another one is not found. */
export const courseQuerySchema = z.object({ workspaceId: z.uuid().optional() });

/** One release (02 §3 versions: releaseDate, releaseNotes, userName, contentTree, versionId). */
export const courseReleaseSchema = z.object({
  versionId: z.uuid(),
  major: z.number().int(),
  minor: z.number().int(),
  /** "major.minor" as the screens show it. */
  version: z.string(),
  releaseDate: z.iso.datetime(),
  releaseNotes: z.string(),
  userName: z.string().nullable(),
  contentTree: z.array(courseNodeSchema),
});
export type CourseRelease = z.infer<typeof courseReleaseSchema>;
/** A major release with its minors. */
export const courseMajorVersionSchema = courseReleaseSchema.extend({ minors: z.array(courseReleaseSchema) });

/** 02 §3 externalModulesData, keyed by moduleId. */
export const externalModuleDataSchema = z.object({
  type: z.enum(COURSE_NODE_SUBTYPES),
  nodeIds: z.array(z.string()),
  previewId: z.string().nullable(),
  externalId: z.string().nullable(),
});

/** A course (02 §3 Course): its draft tree (`contentTree`), its releases and its catalogue item. */
export const courseSchema = z.object({
  id: z.uuid(),
  owner: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  ownerCustomerId: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  file: z.uuid().nullable(),
  labels: z.array(z.string()),
  contentTree: z.array(courseNodeSchema),
  sequence: z.number().int(),
  versions: z.array(courseMajorVersionSchema),
  /** True until the first release, and again after a tree change not yet released. */
  draft: z.boolean(),
  /** The latest release's notes. */
  releaseNotes: z.string().nullable(),
  /** Whether the latest release is offered in the course's workspace catalogue. */
  instantOffer: z.boolean(),
  catalogItemId: z.uuid().nullable(),
  catalogItemVersionId: z.uuid().nullable(),
  externalModulesData: z.record(z.string(), externalModuleDataSchema),
  files: z.array(courseFileSchema),
  urls: z.array(courseUrlSchema),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Course = z.infer<typeof courseSchema>;

/** 02 §3 Course list item. */
export const courseListItemSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  /** draft until the first release, released after. */
  status: z.enum(['draft', 'released']),
  type: z.literal('course'),
  labels: z.array(z.string()),
  draft: z.boolean(),
  file: z.uuid().nullable(),
  majorVersion: z.number().int().nullable(),
  minorVersion: z.number().int().nullable(),
  versionId: z.uuid().nullable(),
  catalogItemId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** filters[labels]=a,b: courses carrying any of them. */
  'filters[labels]': z.string().trim().max(2000).optional(),
  /** filters[status]: draft (never released) or released. */
  'filters[status]': z.enum(['draft', 'released']).optional(),
});
export const courseListSchema = z.object({ data: z.array(courseListItemSchema), pagination: paginationSchema });
export const courseLabelsListSchema = z.object({ data: z.array(z.string()) });

/** GET /v2/course-history/{id}: the course's releases, newest first. */
export const courseHistorySchema = z.object({
  courseId: z.uuid(),
  name: z.string(),
  data: z.array(courseReleaseSchema.extend({ offered: z.boolean() })),
});
/** GET /v2/course-version/{courseId}/{versionId}: one release with its tree. */
export const courseVersionSchema = courseReleaseSchema.extend({ courseId: z.uuid(), name: z.string() });

/** GET /v2/courses/latest-released: each released course of the workspace with its latest release. */
export const latestReleasedCourseSchema = z.object({
  courseId: z.uuid(),
  name: z.string(),
  labels: z.array(z.string()),
  file: z.uuid().nullable(),
  versionId: z.uuid(),
  majorVersion: z.number().int(),
  minorVersion: z.number().int(),
  releaseDate: z.iso.datetime(),
  catalogItemId: z.uuid().nullable(),
});
export const latestReleasedQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export const latestReleasedListSchema = z.object({
  data: z.array(latestReleasedCourseSchema),
  pagination: paginationSchema,
});

/** The course calls' refusals the screens branch on (02 §4). */
export const COURSE_ERRORS = {
  /** 02 §4 "Moving a module to its own current position fails as 'moduleNotMoved'". */
  moduleNotMoved: { code: 'moduleNotMoved', message: 'The module is already in this position.' },
  /** 02 §4 "The module tree is editable only when every node has a name and every module node has an id". */
  treeNotEditable: {
    code: 'courseTreeNotEditable',
    message: 'The course content cannot be changed until every item has a name and every module is chosen.',
  },
  staleSequence: {
    code: 'courseSequenceChanged',
    message: 'The course content has changed since it was loaded. Reload it and try again.',
  },
  nodeNotFound: { code: 'courseNodeNotFound', message: 'This item is not part of the course content.' },
  firstReleaseMajor: { code: 'courseFirstReleaseMajor', message: 'The first release of a course is a major release.' },
  nothingToRelease: {
    code: 'courseNothingToRelease',
    message: 'Add at least one module to the course before releasing it.',
  },
  archived: { code: 'courseArchived', message: 'This course is archived.' },
  fileNotFound: { code: 'courseFileNotFound', message: 'This file is not attached to the course.' },
} as const;
