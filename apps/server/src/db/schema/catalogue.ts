import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';

// Courses, their released versions, catalogue items (a course offered by a workspace) and the workspaces
// they are offered in. Owned by modules/catalogue (decision 0046).

/** A course (02 §3 Course), owned by the customer and workspace it was created in. */
export const courses = pgTable(
  'courses',
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
    /** HH:MM:SS, as the spec sends it. */
    duration: text('duration'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    draft: boolean('draft').notNull().default(true),
    /** The course's image: a media library file id (02 §3 Course file). */
    fileId: uuid('file_id'),
    /** The draft content tree the course creator edits (02 §3 Content tree node); a release copies it. */
    contentTree: jsonb('content_tree').$type<unknown[]>().notNull().default([]),
    /** Counts the draft tree's changes (02 §3 Course sequence): an edit naming an older one is refused. */
    sequence: integer('sequence').notNull().default(0),
    /** Attachments (02 §3 Course files: name, size, url): files of the workspace, by their download address. */
    files: jsonb('files').$type<{ name: string; url: string; size: number; fileId: string }[]>().notNull().default([]),
    /** Links (02 §7 set-urls). */
    urls: jsonb('urls').$type<{ url: string; name: string | null }[]>().notNull().default([]),
    /** When archiving began (POST /v2/courses/{id}/archive); archived courses leave the lists. */
    archivedAt: tz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The course's name in lower case, kept by the database, so the catalogue lists' search is
     * one `LIKE` on one column served by a trigram index (as events' search_text).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    index('courses_workspace_idx').on(t.workspaceId),
    index('courses_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('courses_labels_idx').using('gin', t.labels),
  ],
);

/** A released version of a course: major.minor with its content tree at release (02 §4 Course). */
export const courseVersions = pgTable(
  'course_versions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    releaseNotes: text('release_notes'),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: tz('released_at').defaultNow().notNull(),
    contentTree: jsonb('content_tree').$type<unknown[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('course_versions_course_number_idx').on(t.courseId, t.major, t.minor)],
);

/** A course version offered in a catalogue (02 §3 Catalogue item). */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: id(),
    /** originCustomerId and courseOriginWorkspaceId. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => courseVersions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /** Files attached to the item itself (02 §3 Catalogue item files: name, url, size). */
    files: jsonb('files').$type<CatalogItemFile[]>().notNull().default([]),
    archivedAt: tz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catalog_items_course_idx').on(t.courseId),
    index('catalog_items_workspace_status_idx').on(t.workspaceId, t.status),
    index('catalog_items_customer_idx').on(t.customerId),
  ],
);

/** A file attached to a catalogue item (02 §3). */
export interface CatalogItemFile {
  name: string;
  url: string;
  size: number;
}

/** A link offered with a catalogue item in a workspace (02 §3: url, visibility, providedByCourse). */
export interface CatalogItemUrl {
  url: string;
  visibility: boolean;
  providedByCourse: boolean;
}

/** How one workspace offers a catalogue item (02 §3 Workspace settings per catalogue item). */
export const catalogItemWorkspaces = pgTable(
  'catalog_item_workspaces',
  {
    catalogItemId: uuid('catalog_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(true),
    requireApproval: boolean('require_approval').notNull().default(false),
    /** Empty: every unit of the workspace. */
    availableInOrganisationUnits: uuid('available_in_organisation_units')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    /** The certificate template chosen for this workspace; null: the workspace's default (certificateType 'default'). */
    certificateContentId: uuid('certificate_content_id'),
    disableCertificates: boolean('disable_certificates').notNull().default(false),
    /** 'default' (the workspace's email), 'selected' (notificationIdentifier's), or null: no email. */
    notification: text('notification', { enum: ['default', 'selected'] }).default('default'),
    notificationIdentifier: text('notification_identifier'),
    feedbackForm: text('feedback_form', { enum: ['default', 'workspaceDefault'] })
      .notNull()
      .default('default'),
    urls: jsonb('urls').$type<CatalogItemUrl[]>().notNull().default([]),
    /** Urls of the course's files this workspace does not show its learners. */
    hiddenCourseFiles: text('hidden_course_files')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** When the item was offered in this workspace (made there, or shared to it). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogItemId, t.workspaceId] }),
    index('catalog_item_workspaces_workspace_idx').on(t.workspaceId),
  ],
);
