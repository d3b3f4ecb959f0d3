import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';
import { files } from './media.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';
import { enrolments } from './enrolments.js';
import { catalogItems } from './catalogue.js';

// SCORM content (imported packages), SCORM modules and their released versions, and the player's
// attempts (one per learner, enrolment, course node and module; their SCOs' run-time data; a log).
// Owned by modules/scorm (issue 27; docs/scorm.md).

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

/**
 * A SCORM connector package (02 §7 `lms-connector`, ELMS; docs/scorm.md "SCORM connectors"): a
 * small SCORM 1.2 package that another learning system imports to play a course of ours. Each
 * download is a package of its own with its own key (only the key's SHA-256 is kept), so one
 * package can be revoked without touching the others.
 */
export const scormConnectors = pgTable(
  'scorm_connectors',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    catalogItemId: uuid('catalog_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** The course's name when the package was made (its title in the other system). */
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: tz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last launch through this package. */
    lastLaunchedAt: tz('last_launched_at'),
  },
  (t) => [
    index('scorm_connectors_workspace_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index('scorm_connectors_catalog_item_idx').on(t.catalogItemId),
  ],
);

/** A learner of the other learning system, as its SCORM API names them, playing through a connector. */
export const scormConnectorLearners = pgTable(
  'scorm_connector_learners',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    connectorId: uuid('connector_id')
      .notNull()
      .references(() => scormConnectors.id, { onDelete: 'cascade' }),
    /** cmi.core.student_id in the other system. */
    externalId: text('external_id').notNull(),
    /** cmi.core.student_name there (Last, First). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastLaunchedAt: tz('last_launched_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('scorm_connector_learners_external_idx').on(t.connectorId, t.externalId)],
);

/**
 * One learner's attempt at a module (docs/scorm.md "Player"): for an enrolment's course node, or a
 * preview (no enrolment, no node, draft content). It pins the version and content it started on,
 * so a new release reaches only new attempts. The columns after `contentId` roll up its SCOs'
 * run-time data for lists and course progress; the whole data model is in scorm_attempt_scos.
 */
export const scormAttempts = pgTable(
  'scorm_attempts',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The learner; null for a learner of another learning system playing through a SCORM connector. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The SCORM connector's learner (scorm_connector_learners), when the attempt is played through one. */
    connectorLearnerId: uuid('connector_learner_id').references(() => scormConnectorLearners.id, {
      onDelete: 'cascade',
    }),
    /** Null for a preview. */
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'cascade' }),
    /** The course's content tree node holding the module; null for a preview. */
    nodeId: text('node_id'),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => scormModules.id, { onDelete: 'cascade' }),
    /** The released version started on; null for a preview of the draft. */
    versionId: uuid('version_id').references(() => scormModuleVersions.id, { onDelete: 'restrict' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => scormContents.id, { onDelete: 'restrict' }),
    /** SHA-256 of the per-attempt commit key the page-hide beacon carries, and until when it works. */
    commitKeyHash: text('commit_key_hash').notNull(),
    commitKeyExpiresAt: tz('commit_key_expires_at').notNull(),
    /** The highest commit sequence stored: a commit at or below it is late and ignored. */
    sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
    /** The SCO the learner was in last, where a relaunch resumes. */
    currentSco: text('current_sco'),
    completionStatus: text('completion_status', {
      enum: ['not_attempted', 'incomplete', 'completed', 'unknown'],
    })
      .notNull()
      .default('not_attempted'),
    successStatus: text('success_status', { enum: ['passed', 'failed', 'unknown'] })
      .notNull()
      .default('unknown'),
    /** Scaled score, -1..1 (2004), or raw/max for 1.2. */
    scoreScaled: doublePrecision('score_scaled'),
    startedAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    // One live attempt per learner, enrolment, node and module (a preview: per learner and module).
    uniqueIndex('scorm_attempts_enrolment_node_idx')
      .on(t.userId, t.enrolmentId, t.nodeId, t.moduleId)
      .where(sql`${t.enrolmentId} is not null`),
    uniqueIndex('scorm_attempts_preview_idx')
      .on(t.userId, t.moduleId)
      .where(sql`${t.enrolmentId} is null and ${t.connectorLearnerId} is null`),
    uniqueIndex('scorm_attempts_connector_idx')
      .on(t.connectorLearnerId, t.nodeId, t.moduleId)
      .where(sql`${t.connectorLearnerId} is not null`),
    check('scorm_attempts_learner_check', sql`(${t.userId} is null) <> (${t.connectorLearnerId} is null)`),
    index('scorm_attempts_enrolment_idx').on(t.enrolmentId),
    index('scorm_attempts_module_idx').on(t.moduleId),
    index('scorm_attempts_workspace_idx').on(t.workspaceId),
  ],
);

/**
 * One SCO's run-time data in an attempt: the whole CMI data model as the runtime renders it
 * (jsonb), with suspend_data kept apart as text (no 4 096-character cap; the commit call caps a
 * commit's size instead) and the fields reports and resume read as columns.
 */
export const scormAttemptScos = pgTable(
  'scorm_attempt_scos',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => scormAttempts.id, { onDelete: 'cascade' }),
    /** The manifest item's identifier. */
    scoId: text('sco_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The CMI data model without suspend_data. */
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull(),
    suspendData: text('suspend_data').notNull().default(''),
    /** 1.2 cmi.core.lesson_status, or 2004's completion/success folded the same way. */
    lessonStatus: text('lesson_status'),
    completionStatus: text('completion_status'),
    successStatus: text('success_status'),
    scoreRaw: doublePrecision('score_raw'),
    scoreMin: doublePrecision('score_min'),
    scoreMax: doublePrecision('score_max'),
    scoreScaled: doublePrecision('score_scaled'),
    location: text('location'),
    /** As the standard writes them: HHHH:MM:SS.SS (1.2) or an ISO 8601 duration (2004). */
    sessionTime: text('session_time'),
    totalTime: text('total_time'),
    interactions: jsonb('interactions').$type<unknown[]>().notNull().default([]),
    /** The SCO's exit (suspend, logout, normal, time-out). */
    exit: text('exit'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('scorm_attempt_scos_attempt_sco_idx').on(t.attemptId, t.scoId)],
);

/** What happened to an attempt, for support: launches, commits, finishes and beacons. */
export const scormAttemptLog = pgTable(
  'scorm_attempt_log',
  {
    id: id(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => scormAttempts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['launch', 'commit', 'finish', 'beacon', 'stale', 'status', 'clear'] }).notNull(),
    scoId: text('sco_id'),
    sequence: bigint('sequence', { mode: 'number' }),
    /** A short note: the statuses stored, the size of suspend data. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: tz('at').defaultNow().notNull(),
  },
  (t) => [index('scorm_attempt_log_attempt_idx').on(t.attemptId, t.at)],
);
