import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  createScormModuleSchema,
  Module,
  ModuleListEntry,
  moduleListQuerySchema,
  moduleReferenceSchema,
  releaseMajorSchema,
  releaseMinorSchema,
  ScormContent,
  scormModuleDetailsSchema,
  ScormModule,
  updateModuleReferenceSchema,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hasWorkspace, inWorkspace, type Scope, type WorkspaceScope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findFileInScope, mayReadFile } from '../media/index.js';
import { discardImport, importPackage, type ImportedPackage } from './import/import-package.js';
import {
  contentsByIds,
  findContent,
  findContentOfFile,
  insertContent,
  listContents,
  type ScormContentRow,
} from './scorm-contents.repository.js';
import {
  findModule,
  insertModule,
  insertVersion,
  isCourseCreatorOf,
  listModules,
  moduleLabels,
  updateModule,
  versionsOf,
  type ModuleWithOwner,
} from './scorm-modules.repository.js';
import { isDeleted, mayChange, MODULE_REFUSALS, nextRelease, releaseKindOf } from './scorm-modules.policy.js';
import { presentContent, presentListEntry, presentModule, presentModuleRecord } from './scorm-modules.present.js';

type Details = z.output<typeof scormModuleDetailsSchema>;
type CreateBody = z.output<typeof createScormModuleSchema>;
type ListQuery = z.output<typeof moduleListQuerySchema>;
type Page<T> = { data: T[]; pagination: { page: number; pageSize: number; total: number } };

/** The content a module will name: imported before, or imported now from an uploaded zip. */
type ContentChoice = { existing: ScormContentRow } | { imported: ImportedPackage; fileId: string };

const CONTENT_FIELD_MESSAGE = 'Upload a SCORM package (.zip) or choose content imported before.';

/**
 * SCORM modules (02 §3, §4, §7): import on create and on a new upload, drafts, releases,
 * delete and undelete. Every use case works in the caller's workspace: a module belongs to the
 * workspace it was created in, and another workspace's id is not found.
 */
export function scormModulesService({ database, storage }: Pick<AppServices, 'database' | 'storage'>) {
  const { db } = database;

  /** The module answer, read again inside the transaction that changed it. */
  async function answer(tx: Queryable, scope: WorkspaceScope, id: string): Promise<ScormModule> {
    const module = await findModule(tx, scope, id);
    if (!module) throw new NotFoundError();
    const [content, versions] = await Promise.all([
      findContent(tx, scope, module.contentId),
      versionsOf(tx, scope, [id]),
    ]);
    if (!content) throw new Error(`SCORM module ${id} names content ${module.contentId} outside its workspace`);
    return presentModule(module, content, versions);
  }

  /**
   * `content` is the id of content imported before, or the file id of an uploaded zip, which is
   * imported now (the files are stored; the row is recorded by the caller's transaction).
   */
  async function chooseContent(scope: WorkspaceScope, id: string, log?: FastifyBaseLogger): Promise<ContentChoice> {
    const existing = await findContent(db, scope, id);
    if (existing) return { existing };
    const file = await findFileInScope(db, scope, id);
    if (!file || !mayReadFile(file) || file.mimeType !== 'application/zip') {
      throw new ValidationError([{ path: 'content', message: CONTENT_FIELD_MESSAGE }], CONTENT_FIELD_MESSAGE);
    }
    // The same upload named again (a form sent twice) is the content it became, not a second import.
    const before = await findContentOfFile(db, scope, file.id);
    if (before) return { existing: before };
    const imported = await importPackage(storage, { storageKey: file.storageKey, name: file.name }, { log });
    return { imported, fileId: file.id };
  }

  /** Records the chosen content (new content in the same transaction as the module's row). */
  async function recordContent(tx: Queryable, scope: WorkspaceScope, choice: ContentChoice): Promise<ScormContentRow> {
    if ('existing' in choice) return choice.existing;
    const { imported } = choice;
    return insertContent(tx, scope, {
      id: imported.contentId,
      fileId: choice.fileId,
      name: imported.name,
      standard: imported.manifest.standard,
      schemaVersion: imported.manifest.schemaVersion,
      manifest: imported.manifest,
      storagePrefix: imported.storagePrefix,
      size: imported.size,
    });
  }

  /** Runs the write; when it fails, the files of content imported for it are removed again. */
  async function withContent<T>(choice: ContentChoice, log: FastifyBaseLogger | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if ('imported' in choice) await discardImport(storage, choice.imported.storagePrefix, log);
      throw error;
    }
  }

  async function checkImage(scope: WorkspaceScope, imageId: string | null | undefined): Promise<void> {
    if (!imageId) return;
    const file = await findFileInScope(db, scope, imageId);
    if (!file || !mayReadFile(file) || !file.mimeType.startsWith('image/')) {
      const message = 'Choose an image of the media library.';
      throw new ValidationError([{ path: 'image', message }], message);
    }
  }

  async function ownerOf(scope: WorkspaceScope, owner: string | undefined): Promise<string> {
    if (!owner || owner === scope.userId) return scope.userId;
    if (await isCourseCreatorOf(db, scope, owner)) return owner;
    const message = 'The owner must be a course creator of this workspace.';
    throw new ValidationError([{ path: 'owner', message }], message);
  }

  /** A module of the caller's workspace, locked for the transaction; 404 when not theirs. */
  async function lockModule(tx: Queryable, scope: WorkspaceScope, id: string): Promise<ModuleWithOwner> {
    const module = await findModule(tx, scope, id, { lock: true });
    if (!module) throw new NotFoundError();
    return module;
  }

  async function recordOf(scope: WorkspaceScope, id: string): Promise<Module> {
    const module = await findModule(db, scope, id);
    if (!module) throw new NotFoundError();
    return presentModuleRecord(module, await versionsOf(db, scope, [id]));
  }

  function refuseIf(refusal: { refused: string } | null): void {
    if (refusal) throw new ConflictError(refusal.refused);
  }

  async function release(
    scope: WorkspaceScope,
    id: string,
    kind: 'major' | 'minor',
    body: { releaseNotes: string; instantOffer?: boolean },
  ) {
    return db.transaction(async (tx) => {
      const module = await lockModule(tx, scope, id);
      const next = nextRelease(kind, module, await versionsOf(tx, scope, [id]));
      if ('refused' in next) throw new ConflictError(next.refused);
      await insertVersion(tx, scope, module, {
        ...next,
        contentId: module.contentId,
        name: module.name,
        releaseNotes: body.releaseNotes,
      });
      await updateModule(tx, scope, id, {
        draft: false,
        releaseNotes: body.releaseNotes,
        ...(body.instantOffer === undefined ? {} : { instantOffer: body.instantOffer }),
      });
      return module;
    });
  }

  async function list(scope: Scope, query: ListQuery, releasedOnly: boolean): Promise<Page<ModuleListEntry>> {
    const { page, pageSize } = query;
    // The released list is also read by admins choosing modules for courses, perhaps without a workspace.
    if (!hasWorkspace(scope)) return { data: [], pagination: { page, pageSize, total: 0 } };
    const labels = (query['filters[labels]'] ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean);
    const { rows, total } = await listModules(db, scope, {
      page,
      pageSize,
      search: query.search,
      labels,
      status: query['filters[status]'],
      releasedOnly,
    });
    return { data: rows.map((row) => presentListEntry(row, releasedOnly)), pagination: { page, pageSize, total } };
  }

  return {
    list: (scope: Scope, query: ListQuery) => list(scope, query, false),
    released: (scope: Scope, query: ListQuery) => list(scope, query, true),

    async contents(
      scope: Scope,
      query: { page: number; pageSize: number; search?: string | undefined },
    ): Promise<Page<ScormContent>> {
      const { rows, total } = await listContents(db, inWorkspace(scope), query);
      return { data: rows.map(presentContent), pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    async labels(scope: Scope): Promise<{ data: string[] }> {
      return { data: await moduleLabels(db, inWorkspace(scope)) };
    },

    show: (scope: Scope, id: string) => answer(db, inWorkspace(scope), id),

    async record(scope: Scope, id: string): Promise<Module> {
      if (!hasWorkspace(scope)) throw new NotFoundError();
      const module = await findModule(db, scope, id);
      if (!module || isDeleted(module)) throw new NotFoundError();
      return presentModuleRecord(module, await versionsOf(db, scope, [id]));
    },

    /** Imports the package (when `content` is an upload) and records content and module as a draft. */
    async create(scope: Scope, body: CreateBody, log?: FastifyBaseLogger): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      const [ownerId] = await Promise.all([ownerOf(workspace, body.owner), checkImage(workspace, body.image)]);
      const choice = await chooseContent(workspace, body.content, log);
      return withContent(choice, log, () =>
        db.transaction(async (tx) => {
          const content = await recordContent(tx, workspace, choice);
          const module = await insertModule(tx, workspace, {
            ownerId,
            name: body.name,
            description: body.description ?? null,
            duration: body.duration ?? null,
            labels: body.labels,
            keywords: body.keywords,
            imageId: body.image ?? null,
            contentId: content.id,
          });
          return answer(tx, workspace, module.id);
        }),
      );
    },

    /**
     * New details, and new content when `content` names another upload or content: the module
     * becomes a draft again; releases keep the content they released, so learners part-way
     * through keep theirs.
     */
    async update(scope: Scope, id: string, body: Details, log?: FastifyBaseLogger): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      const current = await findModule(db, workspace, id);
      if (!current) throw new NotFoundError();
      refuseIf(mayChange(current));
      await checkImage(workspace, body.image);
      const choice: ContentChoice =
        body.content === current.contentId
          ? { existing: (await findContent(db, workspace, current.contentId)) as ScormContentRow }
          : await chooseContent(workspace, body.content, log);
      return withContent(choice, log, () =>
        db.transaction(async (tx) => {
          refuseIf(mayChange(await lockModule(tx, workspace, id)));
          const content = await recordContent(tx, workspace, choice);
          await updateModule(tx, workspace, id, {
            name: body.name,
            description: body.description ?? null,
            duration: body.duration ?? null,
            labels: body.labels,
            keywords: body.keywords,
            imageId: body.image ?? null,
            contentId: content.id,
            draft: true,
          });
          return answer(tx, workspace, id);
        }),
      );
    },

    async releaseMajor(scope: Scope, id: string, body: z.output<typeof releaseMajorSchema>): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      await release(workspace, id, 'major', body);
      return answer(db, workspace, id);
    },

    async releaseMinor(scope: Scope, id: string, body: z.output<typeof releaseMinorSchema>): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      await release(workspace, id, 'minor', body);
      return answer(db, workspace, id);
    },

    /** Soft delete: the module leaves the lists; courses that use a release keep playing it. */
    async remove(scope: Scope, id: string): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      return db.transaction(async (tx) => {
        const module = await lockModule(tx, workspace, id);
        if (isDeleted(module)) throw new ConflictError(MODULE_REFUSALS.alreadyDeleted);
        await updateModule(tx, workspace, id, { deletedAt: new Date() });
        return answer(tx, workspace, id);
      });
    },

    async restore(scope: Scope, id: string): Promise<ScormModule> {
      const workspace = inWorkspace(scope);
      return db.transaction(async (tx) => {
        const module = await lockModule(tx, workspace, id);
        if (!isDeleted(module)) throw new ConflictError(MODULE_REFUSALS.notDeleted);
        await updateModule(tx, workspace, id, { deletedAt: null });
        return answer(tx, workspace, id);
      });
    },

    /** POST /v2/modules: a module naming content imported before (no upload here). */
    async createRecord(scope: Scope, body: z.output<typeof moduleReferenceSchema>): Promise<Module> {
      const workspace = inWorkspace(scope);
      const ownerId = await ownerOf(workspace, body.owner);
      const content = await findContent(db, workspace, body.externalId);
      if (!content)
        throw new ValidationError([{ path: 'externalId', message: CONTENT_FIELD_MESSAGE }], CONTENT_FIELD_MESSAGE);
      const module = await insertModule(db, workspace, {
        ownerId,
        name: body.name,
        description: body.description ?? null,
        contentId: content.id,
      });
      return recordOf(workspace, module.id);
    },

    /** POST /v2/modules/{id}/release: major when the module has no release yet, minor after. */
    async releaseRecord(scope: Scope, id: string, body: z.output<typeof releaseMajorSchema>): Promise<Module> {
      const workspace = inWorkspace(scope);
      const module = await findModule(db, workspace, id);
      if (!module) throw new NotFoundError();
      await release(workspace, id, releaseKindOf(await versionsOf(db, workspace, [id])), body);
      return recordOf(workspace, id);
    },

    /** PATCH /v2/modules/{id}/reference: another name or content; the module is a draft again. */
    async updateReference(
      scope: Scope,
      id: string,
      body: z.output<typeof updateModuleReferenceSchema>,
    ): Promise<Module> {
      const workspace = inWorkspace(scope);
      if (!(await findModule(db, workspace, id))) throw new NotFoundError();
      const content = await findContent(db, workspace, body.externalId);
      if (!content)
        throw new ValidationError([{ path: 'externalId', message: CONTENT_FIELD_MESSAGE }], CONTENT_FIELD_MESSAGE);
      await db.transaction(async (tx) => {
        refuseIf(mayChange(await lockModule(tx, workspace, id)));
        await updateModule(tx, workspace, id, { name: body.name, contentId: content.id, draft: true });
      });
      return recordOf(workspace, id);
    },

    /** For others through index.ts: content of the caller's workspace by id (the player's files). */
    contentOf: (scope: WorkspaceScope, id: string) => findContent(db, scope, id),
    contentsOf: (scope: WorkspaceScope, ids: readonly string[]) => contentsByIds(db, scope, ids),
  };
}

export type ScormModulesService = ReturnType<typeof scormModulesService>;
