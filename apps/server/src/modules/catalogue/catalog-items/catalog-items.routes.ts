import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { CatalogItemsService } from './catalog-items.service.js';

/** Catalogue item management and the administrators' catalogue lists (02 §7; docs/courses.md). */
export const catalogItemsRoutes =
  (items: CatalogItemsService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { entity: 'catalog_item', idParam: 'id' };

    route(app, ENDPOINTS.catalogItemWorkspaceSettings, {}, (request) =>
      items.settings(request.scope, request.params.id, request.params.wid),
    );
    route(app, ENDPOINTS.updateCatalogItemWorkspaceSettings, { audit }, (request) =>
      items.updateSettings(request.scope, request.params.id, request.params.wid, request.body),
    );
    route(app, ENDPOINTS.setCatalogItemVisibility, { audit }, (request) =>
      items.setVisibility(request.scope, request.params.id, request.params.wid, request.body),
    );
    route(app, ENDPOINTS.catalogItem, {}, (request) => items.item(request.scope, request.params.id));
    route(app, ENDPOINTS.catalogItemWorkspaces, {}, (request) => items.workspaces(request.scope, request.params.id));

    route(app, ENDPOINTS.shareCatalogItem, { audit }, (request) =>
      items.share(request.scope, request.params.id, request.body.workspaceIds),
    );
    route(app, ENDPOINTS.unshareCatalogItem, { audit }, (request) =>
      items.unshare(request.scope, request.params.id, request.body.workspaces),
    );
    route(app, ENDPOINTS.catalogItemSharedWorkspaces, {}, (request) =>
      items.sharedWorkspaces(request.scope, request.params.id),
    );
    route(app, ENDPOINTS.archiveCatalogItem, { audit }, (request) => items.archive(request.scope, request.params.id));

    route(app, ENDPOINTS.catalogItemFiles, {}, (request) => items.files(request.scope, request.params.id));
    route(app, ENDPOINTS.addCatalogItemFile, { audit }, (request) =>
      items.addFile(request.scope, request.params.id, request.body.fileId),
    );
    route(app, ENDPOINTS.removeCatalogItemFile, { audit }, (request) =>
      items.removeFile(request.scope, request.params.id, request.body.url),
    );
    route(app, ENDPOINTS.setHiddenCourseFiles, { audit }, (request) =>
      items.setHiddenCourseFiles(request.scope, request.params.id, request.body.files),
    );
    route(app, ENDPOINTS.presignCatalogItemFile, { audit: { entity: 'file' } }, (request) =>
      items.presignFile(request.scope, request.body),
    );
    route(app, ENDPOINTS.notificationUsage, {}, (request) => items.notificationUsage(request.scope, request.params.id));
    route(app, ENDPOINTS.catalogItemUrls, {}, (request) => items.urls(request.scope, request.params.id));
    route(app, ENDPOINTS.setCatalogItemUrls, { audit }, (request) =>
      items.setUrls(request.scope, request.params.id, request.body.urls),
    );

    route(app, ENDPOINTS.adminCatalog, {}, (request) => items.adminCatalog(request.scope, undefined, request.query));
    route(app, ENDPOINTS.adminCatalogOfWorkspace, {}, (request) =>
      items.adminCatalog(request.scope, request.params.workspaceId, request.query),
    );
    route(app, ENDPOINTS.catalogForAutoEnrolmentsWorkflows, {}, (request) =>
      items.forAutoEnrolmentsWorkflows(request.scope, request.params.workspaceId, request.query),
    );
    route(app, ENDPOINTS.catalogForAdminEnrolments, {}, (request) =>
      items.forAdminEnrolments(request.scope, request.params.workspaceId, request.params.profileId, request.query),
    );
    route(app, ENDPOINTS.singleLearnerCatalog, {}, (request) =>
      items.singleLearner(request.scope, request.params.profileId, request.query),
    );
    route(app, ENDPOINTS.catalogItemsWithCourses, {}, (request) =>
      items.withCourses(request.scope, request.params.workspaceId, request.query),
    );
  };
