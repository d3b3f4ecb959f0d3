import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { files } from './media.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';

// SCORM content (imported packages), SCORM modules and their released versions. Owned by
// modules/scorm (issue 27; docs/scorm.md).

/**
 * Imported SCORM content (02 §7 list-scorm-content): one uploaded package, checked, its manifest
 * parsed and its files unpacked into storage under `storagePrefix`. Never changed after import:
 * a new upload is new content, so learners part-way through keep the files they started on.
 */
export const scormContents = pgTable(
  'scorm_contents',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The uploaded zip (files). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The manifest's title, else the zip's name. */
    name: text('name').notNull(),
    standard: text('standard', { enum: ['scorm12', 'scorm2004'] }).notNull(),
    schemaVersion: text('schema_version'),
    /** The parsed manifest: organisations, items, resources, sequencing (docs/scorm.md). */
    manifest: jsonb('manifest').notNull(),
    /** Where the unpacked files are: `<storagePrefix>/<path in the zip>`. */
    storagePrefix: text('storage_prefix').notNull(),
    /** Unpacked bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('scorm_contents_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
    // An upload named again finds the content it became (and a file's removal finds its content).
    index('scorm_contents_file_idx').on(t.fileId),
  ],
);

/** A SCORM module (02 §3): details and a draft content, released in versions. */
export const scormModules = pgTable(
  'scorm_modules',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    /** HH:MM:SS (02 §9). */
    duration: text('duration'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** A media library image (files). */
    imageId: uuid('image_id').references(() => files.id, { onDelete: 'set null' }),
    /** The draft's content; a release copies it into the version. */
    contentId: uuid('content_id')
      .notNull()
      .references(() => scormContents.id, { onDelete: 'restrict' }),
    /** True until released, and again after an edit not yet released. */
    draft: boolean('draft').notNull().default(true),
    releaseNotes: text('release_notes'),
    instantOffer: boolean('instant_offer').notNull().default(false),
    deletedAt: tz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: a workspace's modules, newest change first; deleted ones apart.
    index('scorm_modules_workspace_updated_idx').on(t.workspaceId, t.updatedAt.desc(), t.id.desc()),
    index('scorm_modules_labels_idx').using('gin', t.labels),
  ],
);

/** A release of a module: major.minor, the content it released and its notes (02 §3, §4). */
export const scormModuleVersions = pgTable(
  'scorm_module_versions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => scormModules.id, { onDelete: 'cascade' }),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => scormContents.id, { onDelete: 'restrict' }),
    /** The module's name at release, as course builders pick it. */
    name: text('name').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: tz('released_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('scorm_module_versions_number_idx').on(t.moduleId, t.major, t.minor)],
);
