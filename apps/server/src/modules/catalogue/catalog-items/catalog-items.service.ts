import type {
  CatalogItem,
  CatalogItemFiles,
  CatalogItemUrls,
  CatalogItemWorkspaceSettings,
  CatalogItemWorkspaces,
  CatalogList,
  CatalogItemsWithCourses,
  LearnerCatalogList,
  NotificationUsage,
  PresignedPostResponse,
} from '@campus/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { administering, hasWorkspace, type AdministeringScope, type Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { filesService, findFileInScope, mayReadFile } from '../../media/index.js';
import { findWorkspaceInScope } from '../../platform/index.js';
import {
  addOfferings,
  appendItemFile,
  archiveItem,
  catalogItemInScope,
  enrolmentsOfItemIn,
  offeringIn,
  offeringsOf,
  offeringsSendingEmail,
  removeItemFile,
  removeOfferings,
  unitsOfWorkspace,
  updateOffering,
  workspacesOfSameCustomer,
  type CatalogItemRow,
  type OfferingChange,
  type OfferingRow,
} from './catalog-item-settings.repository.js';
import {
  catalogPage,
  isEnrolledState,
  profileInScope,
  type CatalogListFilter,
  type CatalogListRow,
} from './catalog-lists.repository.js';
import { mayAdministerCatalogueOf, mayReadLearnerCatalogue, mayShareCatalogItem } from './catalog-items.policy.js';

type Database = AppServices['database']['db'];

/** A list's query as the contracts parse it. */
export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  'filters[labels]': string[];
  'filters[status]'?: 'active' | 'archived';
}

const ENROLMENT_BUCKETS = {
  enrolled: 'not_started',
  not_started: 'not_started',
  started: 'in_progress',
  in_progress: 'in_progress',
  awaiting_feedback: 'awaiting_feedback',
} as const;

function presentSettings(item: Pick<CatalogItemRow, 'workspaceId'>, row: OfferingRow): CatalogItemWorkspaceSettings {
  return {
    catalogItemId: row.catalogItemId,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    owning: row.workspaceId === item.workspaceId,
    visible: row.visible,
    requireApproval: row.requireApproval,
    availableInOrganisationUnits: row.availableInOrganisationUnits,
    certificateType: row.disableCertificates ? 'disabled' : row.certificateContentId ? 'selected' : 'default',
    certificateContentId: row.certificateContentId,
    disableCertificates: row.disableCertificates,
    notification: row.notification,
    notificationIdentifier: row.notification === 'selected' ? row.notificationIdentifier : null,
    feedbackForm: row.feedbackForm,
    urls: row.urls,
    hiddenCourseFiles: row.hiddenCourseFiles,
  };
}

const presentWorkspaces = (item: CatalogItemRow, rows: OfferingRow[]): CatalogItemWorkspaces => ({
  data: rows
    .map((row) => ({
      workspaceId: row.workspaceId,
      name: row.workspaceName,
      owning: row.workspaceId === item.workspaceId,
      visible: row.visible,
      requireApproval: row.requireApproval,
      since: row.createdAt.toISOString(),
    }))
    .sort((a, b) => Number(b.owning) - Number(a.owning)),
});

function presentListRow({ description: _d, duration: _u, enrolmentStatus: _e, ...row }: CatalogListRow) {
  return { ...row, type: 'course' as const };
}

/** Catalogue item management and the administrators' catalogue lists (02 §7; decision 0052). */
export function catalogItemsService(services: Pick<AppServices, 'database' | 'storage' | 'keys'>) {
  const db: Database = services.database.db;
  const uploads = filesService(services);

  /** The item, if the caller's customer has it; 404 otherwise. */
  async function itemOf(scope: Scope, id: string): Promise<CatalogItemRow> {
    const item = await catalogItemInScope(db, scope, id);
    if (!item) throw new NotFoundError();
    return item;
  }

  /** The scope administering workspace `wid`'s catalogue, when the caller may; 404 otherwise. */
  async function administeringWorkspace(scope: Scope, workspaceId: string): Promise<AdministeringScope> {
    const found = await findWorkspaceInScope(db, scope, workspaceId);
    return administering(scope, found?.workspace, (workspace) => mayAdministerCatalogueOf(scope, workspace));
  }

  /** The item and how workspace `wid` offers it, for a caller administering that workspace; 404 otherwise. */
  async function offering(scope: Scope, id: string, workspaceId: string) {
    const item = await itemOf(scope, id);
    const admin = await administeringWorkspace(scope, workspaceId);
    const row = await offeringIn(db, admin, id);
    if (!row) throw new NotFoundError();
    return { item, admin, row };
  }

  /**
   * The item for its owning workspace's administrators (sharing, archiving): the scope
   * administering the owning workspace, or 404 (the item stays invisible to anyone else).
   */
  async function owned(scope: Scope, id: string) {
    const item = await itemOf(scope, id);
    const admin = administering(scope, { id: item.workspaceId, customerId: item.customerId }, () =>
      mayShareCatalogItem(scope, item),
    );
    return { item, admin };
  }

  /** The item for someone who administers a workspace offering it (the owning one or one shared to). */
  async function reached(scope: Scope, id: string) {
    const item = await itemOf(scope, id);
    const offerings = await offeringsOf(db, scope, id);
    const mine = offerings.filter((row) =>
      mayAdministerCatalogueOf(scope, { id: row.workspaceId, customerId: row.customerId }),
    );
    if (mine.length === 0) throw new NotFoundError();
    return { item, offerings, mine };
  }

  /** The item and the offering whose settings the caller sees: their workspace's, else the owning one's, else the first they administer. */
  async function ownOffering(scope: Scope, id: string) {
    const { item, mine } = await reached(scope, id);
    const row =
      (hasWorkspace(scope) && mine.find((entry) => entry.workspaceId === scope.workspaceId)) ||
      mine.find((entry) => entry.workspaceId === item.workspaceId) ||
      mine[0];
    if (!row) throw new NotFoundError();
    return { item, row };
  }

  /** The item as the caller's own workspace offers it, for changing that workspace's links and files shown. */
  async function tokenWorkspaceOffering(scope: Scope, id: string) {
    if (!hasWorkspace(scope)) throw new NotFoundError();
    return offering(scope, id, scope.workspaceId);
  }

  async function filesOf(scope: Scope, id: string): Promise<CatalogItemFiles> {
    const { item, row } = await ownOffering(scope, id);
    return { data: item.files, hiddenCourseFiles: row.hiddenCourseFiles };
  }

  async function change(scope: Scope, id: string, workspaceId: string, values: OfferingChange) {
    const { item, admin } = await offering(scope, id, workspaceId);
    await updateOffering(db, admin, id, values);
    const row = await offeringIn(db, admin, id);
    if (!row) throw new NotFoundError();
    return presentSettings(item, row);
  }

  async function list(admin: AdministeringScope, query: ListQuery, extra: Partial<CatalogListFilter> = {}) {
    const { page, pageSize } = query;
    const { rows, total } = await catalogPage(
      db,
      admin,
      {
        search: query.search,
        labels: query['filters[labels]'],
        status: query['filters[status]'] ?? 'active',
        ...extra,
      },
      { page, pageSize },
    );
    return { rows, pagination: { page, pageSize, total } };
  }

  return {
    async settings(scope: Scope, id: string, workspaceId: string): Promise<CatalogItemWorkspaceSettings> {
      const { item, row } = await offering(scope, id, workspaceId);
      return presentSettings(item, row);
    },

    async updateSettings(
      scope: Scope,
      id: string,
      workspaceId: string,
      body: {
        workspaceId: string;
        approvalRequired: boolean;
        certificateContentId?: string | null;
        notification?: 'default' | 'selected' | null;
        notificationIdentifier?: string | null;
        feedbackForm?: 'default' | 'workspaceDefault';
        disableCertificates?: boolean;
      },
    ): Promise<CatalogItemWorkspaceSettings> {
      if (body.workspaceId !== workspaceId) {
        throw new ValidationError([{ path: 'workspaceId', message: 'The workspace must be the one in the address.' }]);
      }
      const values: OfferingChange = { requireApproval: body.approvalRequired };
      if (body.certificateContentId !== undefined) values.certificateContentId = body.certificateContentId;
      if (body.disableCertificates !== undefined) values.disableCertificates = body.disableCertificates;
      if (body.feedbackForm !== undefined) values.feedbackForm = body.feedbackForm;
      if (body.notification !== undefined) {
        values.notification = body.notification;
        values.notificationIdentifier = body.notification === 'selected' ? (body.notificationIdentifier ?? null) : null;
      }
      return change(scope, id, workspaceId, values);
    },

    async setVisibility(
      scope: Scope,
      id: string,
      workspaceId: string,
      body: { visible: boolean; organisationUnits: string[] },
    ): Promise<CatalogItemWorkspaceSettings> {
      const { item, admin } = await offering(scope, id, workspaceId);
      const wanted = [...new Set(body.organisationUnits)];
      const known = new Set(await unitsOfWorkspace(db, admin, wanted));
      const unknown = wanted.filter((unit) => !known.has(unit));
      if (unknown.length > 0) {
        throw new ValidationError([
          { path: 'organisationUnits', message: 'Choose organisation units of this workspace.' },
        ]);
      }
      await updateOffering(db, admin, id, { visible: body.visible, availableInOrganisationUnits: wanted });
      const row = await offeringIn(db, admin, id);
      if (!row) throw new NotFoundError();
      return presentSettings(item, row);
    },

    /** The item with the settings of the caller's workspace (else the first they administer). */
    async item(scope: Scope, id: string): Promise<CatalogItem> {
      const { item, row } = await ownOffering(scope, id);
      const admin = administering(scope, { id: row.workspaceId, customerId: row.customerId }, (workspace) =>
        mayAdministerCatalogueOf(scope, workspace),
      );
      const { counts, latest } = await enrolmentsOfItemIn(db, admin, id);
      const enrolments = { not_started: 0, in_progress: 0, awaiting_feedback: 0 };
      for (const { state, count } of counts) {
        const bucket = ENROLMENT_BUCKETS[state as keyof typeof ENROLMENT_BUCKETS];
        if (bucket) enrolments[bucket] += count;
      }
      const settings = presentSettings(item, row);
      return {
        id: item.id,
        courseId: item.courseId,
        versionId: item.versionId,
        name: item.name,
        description: item.description,
        status: item.status,
        majorVersion: item.majorVersion,
        minorVersion: item.minorVersion,
        courseOriginWorkspaceId: item.workspaceId,
        originCustomerId: item.customerId,
        workspaceId: row.workspaceId,
        requireApproval: settings.requireApproval,
        visible: settings.visible,
        availableInOrganisationUnits: settings.availableInOrganisationUnits,
        certificateType: settings.certificateType,
        certificateContentId: settings.certificateContentId,
        disableCertificates: settings.disableCertificates,
        notification: settings.notification,
        notificationIdentifier: settings.notificationIdentifier,
        feedbackForm: settings.feedbackForm,
        files: item.files,
        urls: settings.urls,
        hiddenCourseFiles: settings.hiddenCourseFiles,
        enrolments,
        latestEnrolment: latest
          ? { id: latest.id, state: latest.state, createdAt: latest.createdAt.toISOString() }
          : null,
      };
    },

    /** Every workspace offering the item: for anyone administering one of them. */
    async workspaces(scope: Scope, id: string): Promise<CatalogItemWorkspaces> {
      const { item, offerings } = await reached(scope, id);
      return presentWorkspaces(item, offerings);
    },

    /** The workspaces the item is shared to: for the owning workspace's administrators. */
    async sharedWorkspaces(scope: Scope, id: string): Promise<CatalogItemWorkspaces> {
      const { item } = await owned(scope, id);
      const rows = await offeringsOf(db, scope, id);
      return presentWorkspaces(
        item,
        rows.filter((row) => row.workspaceId !== item.workspaceId),
      );
    },

    /**
     * Shares the item to workspaces of its own customer (decision 0052): one unknown or another
     * customer's workspace refuses the whole call with 404 and shares nothing. An archived item
     * is not shared. Already shared: left as it is.
     */
    async share(scope: Scope, id: string, workspaceIds: string[]): Promise<CatalogItemWorkspaces> {
      const { item, admin } = await owned(scope, id);
      if (item.status === 'archived') {
        throw new ConflictError('An archived course cannot be shared.');
      }
      const wanted = [...new Set(workspaceIds)];
      const known = new Set(await workspacesOfSameCustomer(db, admin, wanted));
      if (wanted.some((workspaceId) => !known.has(workspaceId))) throw new NotFoundError();
      await db.transaction((tx) => addOfferings(tx, admin, id, wanted));
      return presentWorkspaces(item, await offeringsOf(db, scope, id));
    },

    /**
     * Stops offering the item in the workspaces given. Not in its owning workspace (400); a
     * workspace it is not shared to is ignored. Enrolments already made there go on.
     */
    async unshare(scope: Scope, id: string, workspaceIds: string[]): Promise<CatalogItemWorkspaces> {
      const { item, admin } = await owned(scope, id);
      if (workspaceIds.includes(item.workspaceId)) {
        throw new ValidationError([
          { path: 'workspaces', message: 'A course cannot be unshared from the workspace that owns it.' },
        ]);
      }
      await db.transaction((tx) => removeOfferings(tx, admin, id, workspaceIds));
      return presentWorkspaces(item, await offeringsOf(db, scope, id));
    },

    /** Archives the item in every workspace: no longer offered or enrolled on; enrolments go on. */
    async archive(scope: Scope, id: string) {
      const { admin } = await owned(scope, id);
      const row = await archiveItem(db, admin, id);
      if (!row) throw new NotFoundError();
      return { id: row.id, status: row.status, archivedAt: row.archivedAt?.toISOString() ?? null };
    },

    files: filesOf,

    /** An upload address for a PDF the caller will attach (add-file takes the file once confirmed). */
    presignFile(
      scope: Scope,
      body: { mimeType: 'application/pdf'; name: string; size: number },
    ): Promise<PresignedPostResponse> {
      return uploads.presign(scope, body);
    },

    /** The items whose settings send this email, in the workspaces the caller administers. */
    async notificationUsage(scope: Scope, identifier: string): Promise<NotificationUsage> {
      const rows = await offeringsSendingEmail(db, scope, identifier);
      return {
        data: rows
          .filter((row) => mayAdministerCatalogueOf(scope, { id: row.workspaceId, customerId: row.customerId }))
          .map(({ catalogItemId, name, workspaceId, workspaceName }) => ({
            catalogItemId,
            name,
            workspaceId,
            workspaceName,
          })),
      };
    },

    /**
     * Attaches a confirmed PDF of the caller's file store to the item (its owning workspace's
     * LXAs): the presigned upload first (POST /files/generatePresignedPost, application/pdf).
     */
    async addFile(scope: Scope, id: string, fileId: string): Promise<CatalogItemFiles> {
      const { admin } = await owned(scope, id);
      const file = await findFileInScope(db, scope, fileId);
      if (!file || !mayReadFile(file) || file.mimeType !== 'application/pdf') {
        throw new ValidationError([{ path: 'fileId', message: 'Choose an uploaded PDF file.' }]);
      }
      const url = `/api/file-storage/files/${file.id}`;
      await appendItemFile(db, admin, id, { name: file.name, url, size: file.size });
      return filesOf(scope, id);
    },

    /** Detaches a file from the item (its owning workspace's LXAs); an unknown address changes nothing. */
    async removeFile(scope: Scope, id: string, url: string): Promise<CatalogItemFiles> {
      const { admin } = await owned(scope, id);
      await removeItemFile(db, admin, id, url);
      return filesOf(scope, id);
    },

    /** Which of the course's files the caller's workspace hides from its learners (replaced). */
    async setHiddenCourseFiles(scope: Scope, id: string, hidden: string[]): Promise<CatalogItemFiles> {
      const { admin } = await tokenWorkspaceOffering(scope, id);
      await updateOffering(db, admin, id, { hiddenCourseFiles: [...new Set(hidden)] });
      return filesOf(scope, id);
    },

    /** The links the caller's workspace offers with the item. */
    async urls(scope: Scope, id: string): Promise<CatalogItemUrls> {
      const { row } = await ownOffering(scope, id);
      return { data: row.urls };
    },

    /** Replaces the caller's workspace's links (the course's own links are the course's, 02 §7 courses). */
    async setUrls(scope: Scope, id: string, urls: { url: string; visibility: boolean }[]): Promise<CatalogItemUrls> {
      const { admin } = await tokenWorkspaceOffering(scope, id);
      const links = urls.map(({ url, visibility }) => ({ url, visibility, providedByCourse: false }));
      await updateOffering(db, admin, id, { urls: links });
      const row = await offeringIn(db, admin, id);
      return { data: row?.urls ?? [] };
    },

    /** The catalogue of a workspace the caller administers (the token's when none is named). */
    async adminCatalog(scope: Scope, workspaceId: string | undefined, query: ListQuery): Promise<CatalogList> {
      const target = workspaceId ?? (hasWorkspace(scope) ? scope.workspaceId : undefined);
      if (!target) throw new NotFoundError();
      const admin = await administeringWorkspace(scope, target);
      const { rows, pagination } = await list(admin, query);
      return { data: rows.map(presentListRow), pagination };
    },

    /** Active items of a workspace for the auto-enrolment and workflow pickers. */
    async forAutoEnrolmentsWorkflows(scope: Scope, workspaceId: string, query: ListQuery): Promise<CatalogList> {
      const admin = await administeringWorkspace(scope, workspaceId);
      const { rows, pagination } = await list(admin, { ...query, 'filters[status]': 'active' });
      return { data: rows.map(presentListRow), pagination };
    },

    /** Active items of a workspace, with one of its learners' live enrolment on each. */
    async forAdminEnrolments(
      scope: Scope,
      workspaceId: string,
      profileId: string,
      query: ListQuery,
    ): Promise<LearnerCatalogList> {
      const admin = await administeringWorkspace(scope, workspaceId);
      const learner = await profileInScope(db, scope, profileId);
      if (!learner || learner.workspaceId !== workspaceId || !mayReadLearnerCatalogue(scope, learner)) {
        throw new NotFoundError();
      }
      const { rows, pagination } = await list(
        admin,
        { ...query, 'filters[status]': 'active' },
        { enrolmentsOf: { profileId } },
      );
      return {
        data: rows.map((row) => ({
          ...presentListRow(row),
          enrolmentStatus: row.enrolmentStatus,
          isEnrolled: isEnrolledState(row.enrolmentStatus),
        })),
        pagination,
      };
    },

    /** What one learner is offered in their workspace and unit, with their live enrolment on each. */
    async singleLearner(scope: Scope, profileId: string, query: ListQuery): Promise<LearnerCatalogList> {
      const learner = await profileInScope(db, scope, profileId);
      if (!learner || !mayReadLearnerCatalogue(scope, learner)) throw new NotFoundError();
      const admin = administering(scope, { id: learner.workspaceId, customerId: learner.customerId }, () =>
        mayReadLearnerCatalogue(scope, learner),
      );
      const { rows, pagination } = await list(
        admin,
        { ...query, 'filters[status]': 'active' },
        { offeredTo: { profileId, organisationUnitId: learner.organisationUnitId } },
      );
      return {
        data: rows.map((row) => ({
          ...presentListRow(row),
          enrolmentStatus: row.enrolmentStatus,
          isEnrolled: isEnrolledState(row.enrolmentStatus),
        })),
        pagination,
      };
    },

    /** A workspace's items with their course's details (active and archived: `filters[status]`). */
    async withCourses(scope: Scope, workspaceId: string, query: ListQuery): Promise<CatalogItemsWithCourses> {
      const admin = await administeringWorkspace(scope, workspaceId);
      const { rows, pagination } = await list(admin, query);
      return {
        data: rows.map((row) => ({
          ...presentListRow(row),
          course: {
            id: row.courseId,
            name: row.name,
            description: row.description,
            duration: row.duration,
            labels: row.labels,
          },
        })),
        pagination,
      };
    },
  };
}

export type CatalogItemsService = ReturnType<typeof catalogItemsService>;
