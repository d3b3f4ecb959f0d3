import {
  createCatalogItem,
  createFile,
  createWorkspace,
  sendEmailForCatalogItem,
  shareCatalogItemTo,
} from '../../../test/factories.js';
import type { Case, CaseContext, Fixture, RecordScope } from '../../../test/record-scope/cases.js';
import type { Tenant } from '../../../test/record-scope/world.js';

/**
 * Record-scope cases for catalogue items and the administrators' catalogue lists (test support,
 * docs/architecture.md "Record-scope harness"): the item, workspace, units and learner a call names
 * must be of the caller's customer and a workspace they administer.
 */

const itemOf = ({ db }: CaseContext, tenant: Tenant) => createCatalogItem(db, tenant.workspace);

/** The owner's item, configured in the caller's workspace (the owner's own when owner = caller). */
const itemParam: Case = {
  build: async (context) => ({
    params: { id: await itemOf(context, context.owner), wid: context.caller.workspace.id },
  }),
};
/** The caller's item, named with the owner's workspace. */
const workspaceParam: Case = {
  build: async (context) => {
    const id = await itemOf(context, context.caller);
    return { params: { id, wid: context.owner.workspace.id } };
  },
};
const idOnly: Case = { build: async (context) => ({ params: { id: await itemOf(context, context.owner) } }) };
const pdfOf = ({ app }: CaseContext, tenant: Tenant) =>
  createFile(app, tenant.admin, { body: Buffer.from('%PDF-1.4\n'), name: 'handbook.pdf', mimeType: 'application/pdf' });
const listWorkspace: Case = { build: async ({ owner }) => ({ params: { workspaceId: owner.workspace.id } }) };

const settingsBody = (workspaceId: string) => ({ workspaceId, approvalRequired: true });

const settingsFixture: Fixture = { cases: { 'params.id': itemParam, 'params.wid': workspaceParam } };

const fixtures: RecordScope['fixtures'] = {
  catalogItemWorkspaceSettings: settingsFixture,
  updateCatalogItemWorkspaceSettings: {
    cases: {
      'params.id': {
        build: async (context) => ({
          ...(await itemParam.build(context)),
          body: settingsBody(context.caller.workspace.id),
        }),
      },
      'params.wid': {
        build: async (context) => ({
          ...(await workspaceParam.build(context)),
          body: settingsBody(context.owner.workspace.id),
        }),
      },
      'body.workspaceId': {
        build: async (context) => ({
          params: { id: await itemOf(context, context.caller), wid: context.caller.workspace.id },
          body: settingsBody(context.owner.workspace.id),
        }),
        refusal: { status: 400, why: 'the body’s workspace must be the path’s: another one is a field error' },
      },
      'body.certificateContentId': {
        build: async (context) => ({
          params: { id: await itemOf(context, context.caller), wid: context.caller.workspace.id },
          body: { ...settingsBody(context.caller.workspace.id), certificateContentId: crypto.randomUUID() },
        }),
        refusal: {
          status: 200,
          why: 'certificate templates are not stored yet (their slice is to come): the id is kept as the caller’s choice and reaches no record of another tenant',
        },
      },
    },
  },
  setCatalogItemVisibility: {
    cases: {
      'params.id': { build: async (context) => ({ ...(await itemParam.build(context)), body: { visible: false } }) },
      'params.wid': {
        build: async (context) => ({ ...(await workspaceParam.build(context)), body: { visible: false } }),
      },
      'body.organisationUnits': {
        build: async (context) => ({
          params: { id: await itemOf(context, context.caller), wid: context.caller.workspace.id },
          body: { visible: true, organisationUnits: [context.owner.team.id] },
        }),
        refusal: {
          status: 400,
          why: 'a unit of another workspace is refused as an invalid choice, as an unknown unit is',
        },
      },
    },
  },
  catalogItem: { cases: { 'params.id': idOnly } },
  catalogItemWorkspaces: { cases: { 'params.id': idOnly } },
  catalogItemSharedWorkspaces: { cases: { 'params.id': idOnly } },
  archiveCatalogItem: { cases: { 'params.id': idOnly } },
  catalogItemFiles: { cases: { 'params.id': idOnly } },
  catalogItemUrls: { cases: { 'params.id': idOnly } },
  removeCatalogItemFile: {
    cases: {
      'params.id': { build: async (context) => ({ ...(await idOnly.build(context)), body: { url: '/x.pdf' } }) },
    },
  },
  setHiddenCourseFiles: {
    cases: {
      'params.id': { build: async (context) => ({ ...(await idOnly.build(context)), body: { files: ['/x.pdf'] } }) },
    },
  },
  setCatalogItemUrls: {
    cases: {
      'params.id': {
        build: async (context) => ({
          ...(await idOnly.build(context)),
          body: { urls: [{ url: 'https://example.test/guide', visibility: true }] },
        }),
      },
    },
  },
  addCatalogItemFile: {
    cases: {
      'params.id': {
        build: async (context) => {
          const file = await pdfOf(context, context.caller);
          return { params: { id: await itemOf(context, context.owner) }, body: { fileId: file.id } };
        },
      },
      'body.fileId': {
        build: async (context) => {
          const file = await pdfOf(context, context.owner);
          return { params: { id: await itemOf(context, context.caller) }, body: { fileId: file.id } };
        },
        refusal: {
          status: 400,
          why: 'another workspace’s file is refused as an invalid choice, as an unknown file is',
        },
      },
    },
  },
  shareCatalogItem: {
    cases: {
      'params.id': {
        build: async (context) => {
          const target = await createWorkspace(context.db, context.caller.customer);
          return { params: { id: await itemOf(context, context.owner) }, body: { workspaceIds: [target.id] } };
        },
      },
      'body.workspaceIds': {
        build: async (context) => {
          const target = await createWorkspace(context.db, context.owner.customer);
          return { params: { id: await itemOf(context, context.caller) }, body: { workspaceIds: [target.id] } };
        },
      },
    },
  },
  unshareCatalogItem: {
    cases: {
      'params.id': {
        build: async (context) => {
          const id = await itemOf(context, context.owner);
          const target = await createWorkspace(context.db, context.owner.customer);
          await shareCatalogItemTo(context.db, id, target);
          return { params: { id }, body: { workspaces: [target.id] } };
        },
      },
      'body.workspaces': {
        build: async (context) => {
          const id = await itemOf(context, context.caller);
          const target = await createWorkspace(context.db, context.owner.customer);
          if (context.owner === context.caller) await shareCatalogItemTo(context.db, id, target);
          return { params: { id }, body: { workspaces: [target.id] } };
        },
        refusal: {
          status: 200,
          why: 'a workspace the caller’s item is not shared to is ignored, as an unknown one is; nothing of it is touched',
        },
      },
    },
  },
  notificationUsage: {
    cases: {
      'params.id': {
        build: async (context) => {
          const id = await itemOf(context, context.owner);
          const identifier = `email-${crypto.randomUUID()}`;
          await sendEmailForCatalogItem(context.db, id, identifier);
          return { params: { id: identifier } };
        },
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'an email identifier is not a record: another customer’s items that send it are not listed, as for an unknown one',
        },
      },
    },
  },
  adminCatalogOfWorkspace: { cases: { 'params.workspaceId': listWorkspace } },
  catalogForAutoEnrolmentsWorkflows: { cases: { 'params.workspaceId': listWorkspace } },
  catalogItemsWithCourses: { cases: { 'params.workspaceId': listWorkspace } },
  catalogForAdminEnrolments: {
    cases: {
      'params.workspaceId': {
        build: async ({ owner, caller }) => ({
          params: { workspaceId: owner.workspace.id, profileId: caller.learner.profile.id },
        }),
      },
      'params.profileId': {
        build: async ({ owner, caller }) => ({
          params: { workspaceId: caller.workspace.id, profileId: owner.learner.profile.id },
        }),
      },
    },
  },
  singleLearnerCatalog: {
    cases: {
      'params.profileId': { build: async ({ owner }) => ({ params: { profileId: owner.learner.profile.id } }) },
    },
  },
};

/** Catalogue items' id-taking calls, merged into the module's record scope by catalogue.record-scope.ts. */
export const CATALOG_ITEMS_RECORD_SCOPE: RecordScope = { fixtures };
