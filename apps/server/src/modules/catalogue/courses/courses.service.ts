import type { z } from 'zod';
import {
  COURSE_ERRORS,
  COURSE_FILES_MAX,
  sanitiseRichText,
  type bulkAddCourseFilesSchema,
  type addCourseGroupSchema,
  type addCourseModuleSchema,
  type addCourseNoteSchema,
  type Course,
  type courseListQuerySchema,
  type CourseNode,
  type courseReleaseMajorSchema,
  type courseReleaseMinorSchema,
  type createCourseSchema,
  type latestReleasedQuerySchema,
  type reorderCourseNodeSchema,
  type updateCourseDetailsSchema,
} from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { NotFoundError, specError, ValidationError } from '../../../lib/errors.js';
import { inWorkspace, type Scope, type WorkspaceScope } from '../../../lib/scope.js';
import { QUEUES } from '../../../services/jobs/queue.js';
import type { AppServices } from '../../../services/services.js';
import { findFileInScope, mayReadFile } from '../../media/index.js';
import type { CourseEvents, CourseModules, EnrolmentVersions } from './course-modules.js';
import {
  allNodes,
  changeNode,
  insertNode,
  isEditable,
  minorReleaseNotes,
  moduleNodes,
  moveNode,
  newNodeId,
  noteName,
  removeNode,
  treeOf,
  type Place,
  type Tree,
} from './course-tree.js';
import { presentCourse, presentListItem, presentRelease } from './courses.present.js';
import {
  courseLabels,
  findCourse,
  insertCatalogItem,
  insertCourse,
  insertCourseVersion,
  listCourses,
  moveCatalogItem,
  offeredItemOf,
  updateCourse,
  versionsOfCourse,
  type CourseWithOwner,
} from './courses.repository.js';

type CreateBody = z.output<typeof createCourseSchema>;
type DetailsBody = z.output<typeof updateCourseDetailsSchema>;
type ListQuery = z.output<typeof courseListQuerySchema>;
type LatestQuery = z.output<typeof latestReleasedQuerySchema>;
type Sequenced = { sequence?: number | undefined };

/** A file's download address as the file-storage calls serve it (01 §7). */
const FILE_ADDRESS = /^(?:https?:\/\/[^/]+)?\/api\/file-storage\/files\/([0-9a-f-]{36})$/i;

const labelsOf = (filter: string | undefined) =>
  (filter ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label.length > 0);

/** The description as saved: the spec's rich-text allow-list (01 §5), empty as null. */
const cleanDescription = (description: string | null | undefined) => {
  const clean = description ? sanitiseRichText(description).trim() : '';
  return clean.length > 0 ? clean : null;
};

/**
 * Course building (02 §3, §4, §7 "Courses"; issue 28): courses of the caller's workspace, their
 * draft content tree and their releases. A course belongs to the workspace it was made in;
 * another workspace's id is not found (404). Every change of a course runs in a transaction that
 * first locks the course's row, so two edits of one tree, or two releases, happen in turn.
 */
export function coursesService(
  { database, jobs }: Pick<AppServices, 'database' | 'jobs'>,
  { modules, events, enrolments }: { modules: CourseModules; events: CourseEvents; enrolments: EnrolmentVersions },
) {
  const { db } = database;

  async function answer(tx: Queryable, scope: WorkspaceScope, course: CourseWithOwner): Promise<Course> {
    const [versions, item] = await Promise.all([
      versionsOfCourse(tx, scope, course.id),
      offeredItemOf(tx, scope, course.id),
    ]);
    return presentCourse(course, versions, item);
  }

  async function reach(tx: Queryable, scope: WorkspaceScope, id: string, lock = false): Promise<CourseWithOwner> {
    const course = await findCourse(tx, scope, id, { lock });
    if (!course) throw new NotFoundError();
    return course;
  }

  /** A course the caller may change now: theirs, locked, not archived, at the sequence they read. */
  async function lockForChange(tx: Queryable, scope: WorkspaceScope, id: string, body?: Sequenced | null) {
    const course = await reach(tx, scope, id, true);
    if (course.archivedAt) throw specError(409, COURSE_ERRORS.archived);
    if (body?.sequence !== undefined && body.sequence !== course.sequence) {
      throw specError(409, COURSE_ERRORS.staleSequence);
    }
    return course;
  }

  async function checkImage(scope: WorkspaceScope, fileId: string | null | undefined): Promise<void> {
    if (!fileId) return;
    const file = await findFileInScope(db, scope, fileId);
    if (!file || !mayReadFile(file) || !file.mimeType.startsWith('image/')) {
      const message = 'Choose an image of the media library.';
      throw new ValidationError([{ path: 'file', message }], message);
    }
  }

  /**
   * Changes the draft tree: `change` gets the current tree and answers the new one. `growing`
   * changes (adding, moving) need the tree editable first (02 §4); renaming and removing may mend it.
   */
  async function changeTree(
    rawScope: Scope,
    id: string,
    body: Sequenced | null | undefined,
    options: { growing: boolean },
    change: (tree: Tree, scope: WorkspaceScope, tx: Queryable) => Tree | Promise<Tree>,
  ): Promise<Course> {
    const scope = inWorkspace(rawScope);
    return db.transaction(async (tx) => {
      const course = await lockForChange(tx, scope, id, body);
      const tree = treeOf(course.contentTree);
      if (options.growing && !isEditable(tree)) throw specError(409, COURSE_ERRORS.treeNotEditable);
      const next = await change(tree, scope, tx);
      const updated = await updateCourse(tx, scope, id, {
        contentTree: next,
        sequence: course.sequence + 1,
        draft: true,
      });
      return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
    });
  }

  /** A release: the draft tree copied into a new version; the catalogue item offered or moved. */
  async function release(
    rawScope: Scope,
    id: string,
    kind: 'major' | 'minor',
    body: { releaseNotes?: string | undefined; instantOffer?: boolean },
  ): Promise<Course> {
    const scope = inWorkspace(rawScope);
    return db.transaction(async (tx) => {
      const course = await lockForChange(tx, scope, id);
      const tree = treeOf(course.contentTree);
      if (!isEditable(tree)) throw specError(409, COURSE_ERRORS.treeNotEditable);
      if (moduleNodes(tree).length === 0) throw specError(409, COURSE_ERRORS.nothingToRelease);
      const versions = await versionsOfCourse(tx, scope, id);
      const latest = versions.at(-1) ?? null;
      if (kind === 'minor' && !latest) throw specError(409, COURSE_ERRORS.firstReleaseMajor);
      const major = kind === 'major' ? (latest?.major ?? 0) + 1 : latest!.major;
      const minor = kind === 'major' ? 0 : latest!.minor + 1;
      const releaseNotes =
        kind === 'minor' && !body.releaseNotes
          ? minorReleaseNotes(treeOf(latest!.contentTree), tree)
          : body.releaseNotes;
      const version = await insertCourseVersion(tx, scope, course, {
        major,
        minor,
        releaseNotes: releaseNotes ?? '',
        contentTree: tree,
      });
      const item = await offeredItemOf(tx, scope, id);
      // 02 §4 "A first release with no catalogue item makes instantOffer true"; a minor release
      // updates what is offered when the item offers the same major (docs/courses.md).
      const offer =
        kind === 'major'
          ? body.instantOffer !== false || (!latest && !item)
          : item !== null && versions.find((entry) => entry.id === item.versionId)?.major === major;
      if (offer) {
        if (item) {
          // Learners part-way or done keep the version they began on (docs/courses.md).
          await enrolments.keepBegunOnVersion(tx, scope, item.id, item.versionId);
          await moveCatalogItem(tx, scope, item.id, version.id);
        } else await insertCatalogItem(tx, scope, course, version.id);
      }
      const updated = await updateCourse(tx, scope, id, { draft: false });
      return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
    });
  }

  async function moduleNode(
    tx: Queryable,
    scope: WorkspaceScope,
    body: z.output<typeof addCourseModuleSchema>,
  ): Promise<CourseNode> {
    const module = await modules.releasedModule(tx, scope, body.moduleId, body.versionId);
    // Without a version, `moduleId` may name an event of the workspace (02 §3 subType event).
    const event = module || body.versionId ? null : await events.eventOf(tx, scope, body.moduleId);
    if (event) {
      return {
        id: newNodeId(),
        name: body.name,
        type: 'module',
        subType: 'event',
        moduleId: event.eventId,
        versionId: null,
        externalId: null,
        description: cleanDescription(body.description),
        required: body.required,
      };
    }
    if (!module) {
      const path = body.versionId ? 'versionId' : 'moduleId';
      const message = 'Choose a released SCORM module or an event of this workspace.';
      throw new ValidationError([{ path, message }], message);
    }
    return {
      id: newNodeId(),
      name: body.name,
      type: 'module',
      subType: 'scorm',
      moduleId: module.moduleId,
      versionId: module.versionId,
      externalId: module.externalId,
      description: cleanDescription(body.description),
      required: body.required,
    };
  }

  const placeOf = (body: Place): Place => ({ inGroup: body.inGroup ?? null, previousId: body.previousId ?? null });

  return {
    async list(rawScope: Scope, query: ListQuery) {
      const scope = inWorkspace(rawScope);
      const { rows, total } = await listCourses(db, scope, {
        page: query.page,
        pageSize: query.pageSize,
        search: query.search,
        labels: labelsOf(query['filters[labels]']),
        status: query['filters[status]'],
      });
      return { data: rows.map(presentListItem), pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    async labels(rawScope: Scope) {
      return { data: await courseLabels(db, inWorkspace(rawScope)) };
    },

    /** `workspaceId` (02 §7 ?workspaceId) must be the token's: a course of another workspace is not found. */
    async show(rawScope: Scope, id: string, workspaceId?: string) {
      const scope = inWorkspace(rawScope);
      if (workspaceId && workspaceId !== scope.workspaceId) throw new NotFoundError();
      return answer(db, scope, await reach(db, scope, id));
    },

    async create(rawScope: Scope, body: CreateBody) {
      const scope = inWorkspace(rawScope);
      await checkImage(scope, body.file);
      return db.transaction(async (tx) => {
        const course = await insertCourse(tx, scope, {
          ownerId: scope.userId,
          name: body.name,
          description: cleanDescription(body.description),
          duration: body.duration ?? null,
          labels: body.labels,
          fileId: body.file ?? null,
          draft: true,
        });
        return answer(tx, scope, await reach(tx, scope, course.id));
      });
    },

    async updateDetails(rawScope: Scope, id: string, body: DetailsBody) {
      const scope = inWorkspace(rawScope);
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const updated = await updateCourse(tx, scope, id, {
          name: body.name,
          ...(body.description === undefined ? {} : { description: cleanDescription(body.description) }),
          ...(body.duration === undefined ? {} : { duration: body.duration }),
          ...(body.labels === undefined ? {} : { labels: body.labels }),
        });
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    async updateFile(rawScope: Scope, id: string, file: string | null) {
      const scope = inWorkspace(rawScope);
      await checkImage(scope, file);
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const updated = await updateCourse(tx, scope, id, { fileId: file });
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    /**
     * Attaches files uploaded through the presigned flow, each named by its download address
     * (`/api/file-storage/files/{id}`): a ready file of the caller's workspace. A file already
     * attached is not attached twice.
     */
    async addFiles(rawScope: Scope, id: string, body: z.output<typeof bulkAddCourseFilesSchema>) {
      const scope = inWorkspace(rawScope);
      const found = await Promise.all(
        body.files.map(async (entry, index) => {
          const fileId = FILE_ADDRESS.exec(entry.url)?.[1];
          const file = fileId ? await findFileInScope(db, scope, fileId) : null;
          if (!file || !mayReadFile(file)) {
            const message = `${entry.name} file hasn't been added to the course.`;
            throw new ValidationError([{ path: `files.${index}.url`, message }], message);
          }
          return { name: entry.name, url: `/api/file-storage/files/${file.id}`, size: file.size, fileId: file.id };
        }),
      );
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const files = [...course.files];
        for (const file of found) if (!files.some((kept) => kept.fileId === file.fileId)) files.push(file);
        if (files.length > COURSE_FILES_MAX) {
          const message = `A course holds at most ${COURSE_FILES_MAX} files.`;
          throw new ValidationError([{ path: 'files', message }], message);
        }
        const updated = await updateCourse(tx, scope, id, { files });
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    async removeFile(rawScope: Scope, id: string, url: string) {
      const scope = inWorkspace(rawScope);
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const files = course.files.filter((file) => file.url !== url);
        if (files.length === course.files.length) throw specError(404, COURSE_ERRORS.fileNotFound);
        const updated = await updateCourse(tx, scope, id, { files });
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    async setUrls(rawScope: Scope, id: string, urls: { url: string; name: string | null }[]) {
      const scope = inWorkspace(rawScope);
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const updated = await updateCourse(tx, scope, id, { urls });
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    addModule(scope: Scope, id: string, body: z.output<typeof addCourseModuleSchema>) {
      return changeTree(scope, id, body, { growing: true }, async (tree, workspace, tx) =>
        insertNode(tree, await moduleNode(tx, workspace, body), placeOf(body)),
      );
    },

    addNote(scope: Scope, id: string, body: z.output<typeof addCourseNoteSchema>) {
      const description = cleanDescription(body.description);
      if (!description) {
        throw new ValidationError([{ path: 'description', message: 'Write the note.' }], 'Write the note.');
      }
      const node: CourseNode = { id: newNodeId(), name: noteName(description), type: 'note', description };
      return changeTree(scope, id, body, { growing: true }, (tree) => insertNode(tree, node, placeOf(body)));
    },

    addGroup(scope: Scope, id: string, body: z.output<typeof addCourseGroupSchema>) {
      const node: CourseNode = { id: newNodeId(), name: body.name, type: 'group', nodes: [] };
      return changeTree(scope, id, body, { growing: true }, (tree) => insertNode(tree, node, placeOf(body)));
    },

    updateModule(scope: Scope, id: string, nodeId: string, body: { name: string; required?: boolean } & Sequenced) {
      return changeTree(scope, id, body, { growing: false }, (tree) =>
        changeNode(tree, nodeId, 'module', (node) => {
          node.name = body.name;
          if (body.required !== undefined) node.required = body.required;
        }),
      );
    },

    updateModuleRequired(scope: Scope, id: string, nodeId: string, body: { required: boolean } & Sequenced) {
      return changeTree(scope, id, body, { growing: false }, (tree) =>
        changeNode(tree, nodeId, 'module', (node) => {
          node.required = body.required;
        }),
      );
    },

    updateNote(scope: Scope, id: string, nodeId: string, body: { description: string } & Sequenced) {
      const description = cleanDescription(body.description);
      if (!description) {
        throw new ValidationError([{ path: 'description', message: 'Write the note.' }], 'Write the note.');
      }
      return changeTree(scope, id, body, { growing: false }, (tree) =>
        changeNode(tree, nodeId, 'note', (node) => {
          node.description = description;
          node.name = noteName(description);
        }),
      );
    },

    updateGroup(scope: Scope, id: string, nodeId: string, body: { name: string } & Sequenced) {
      return changeTree(scope, id, body, { growing: false }, (tree) =>
        changeNode(tree, nodeId, 'group', (node) => {
          node.name = body.name;
        }),
      );
    },

    remove(scope: Scope, id: string, nodeId: string, body: Sequenced | null | undefined) {
      return changeTree(scope, id, body, { growing: false }, (tree) => removeNode(tree, nodeId));
    },

    reorder(scope: Scope, id: string, body: z.output<typeof reorderCourseNodeSchema>) {
      return changeTree(scope, id, body, { growing: true }, (tree) => moveNode(tree, body.nodeId, placeOf(body)));
    },

    releaseMajor(scope: Scope, id: string, body: z.output<typeof courseReleaseMajorSchema>) {
      return release(scope, id, 'major', body);
    },

    releaseMinor(scope: Scope, id: string, body: z.output<typeof courseReleaseMinorSchema>) {
      return release(scope, id, 'minor', body);
    },

    /** A draft copy: details and draft tree (each node a new id), owned by the caller, no releases. */
    async clone(rawScope: Scope, id: string) {
      const scope = inWorkspace(rawScope);
      return db.transaction(async (tx) => {
        const course = await reach(tx, scope, id);
        const tree = structuredClone(treeOf(course.contentTree));
        for (const node of allNodes(tree)) node.id = newNodeId();
        const copy = await insertCourse(tx, scope, {
          ownerId: scope.userId,
          name: `${course.name} (copy)`.slice(0, 255),
          description: course.description,
          duration: course.duration,
          labels: course.labels,
          fileId: course.fileId,
          files: course.files,
          urls: course.urls,
          contentTree: tree,
          draft: true,
        });
        return answer(tx, scope, await reach(tx, scope, copy.id));
      });
    },

    /**
     * 02 §4 "Course archive: starts a background process": the course is archived at once (no more
     * changes; it leaves the lists) and a job archives its catalogue items, with the change.
     */
    async archive(rawScope: Scope, id: string) {
      const scope = inWorkspace(rawScope);
      return db.transaction(async (tx) => {
        const course = await lockForChange(tx, scope, id);
        const updated = await updateCourse(tx, scope, id, { archivedAt: new Date() });
        await jobs.send(
          QUEUES.courseArchiving,
          { courseId: id, customerId: scope.customerId, workspaceId: scope.workspaceId },
          { db: tx },
        );
        return answer(tx, scope, { ...updated!, ownerName: course.ownerName });
      });
    },

    async history(rawScope: Scope, id: string) {
      const scope = inWorkspace(rawScope);
      const course = await reach(db, scope, id);
      const [versions, item] = await Promise.all([versionsOfCourse(db, scope, id), offeredItemOf(db, scope, id)]);
      return {
        courseId: course.id,
        name: course.name,
        data: versions
          .map((version) => ({ ...presentRelease(version), offered: item?.versionId === version.id }))
          .reverse(),
      };
    },

    async version(rawScope: Scope, courseId: string, versionId: string) {
      const scope = inWorkspace(rawScope);
      const course = await reach(db, scope, courseId);
      const version = (await versionsOfCourse(db, scope, courseId)).find((entry) => entry.id === versionId);
      if (!version) throw new NotFoundError();
      return { ...presentRelease(version), courseId: course.id, name: course.name };
    },

    async latestReleased(rawScope: Scope, query: LatestQuery) {
      const scope = inWorkspace(rawScope);
      const { rows, total } = await listCourses(db, scope, {
        page: query.page,
        pageSize: query.pageSize,
        search: query.search,
        labels: [],
        releasedOnly: true,
        byName: true,
      });
      return {
        data: rows.map((row) => ({
          courseId: row.id,
          name: row.name,
          labels: row.labels,
          file: row.fileId,
          versionId: row.versionId!,
          majorVersion: row.major!,
          minorVersion: row.minor!,
          releaseDate: row.releasedAt!.toISOString(),
          catalogItemId: row.catalogItemId,
        })),
        pagination: { page: query.page, pageSize: query.pageSize, total },
      };
    },
  };
}

export type CoursesService = ReturnType<typeof coursesService>;
