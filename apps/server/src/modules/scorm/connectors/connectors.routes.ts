import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORM_CONNECTOR_ENDPOINTS as ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { connectorsService } from './connectors.service.js';

const ZIP = 'application/zip';

/** A download's headers: a zip, saved under its name, never cached (each one is a new package with its own key). */
const asDownload = (fileName: string) => ({
  'content-type': ZIP,
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/** SCORM connectors' calls: HTTP only (docs/scorm.md "SCORM connectors"). */
export const connectorsRoutes =
  (connectors: ReturnType<typeof connectorsService>): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.lmsConnector, { schema: { produces: [ZIP] } }, async (request, reply) => {
      const made = await connectors.download(request.scope, request.params.id);
      return reply.headers(asDownload(made.fileName)).send(made.body);
    });
    route(app, ENDPOINTS.lmsConnectorMulti, { schema: { produces: [ZIP] } }, async (request, reply) => {
      const made = await connectors.downloadMulti(request.scope, request.params.id, request.query.catalogItemIds);
      return reply.headers(asDownload(made.fileName)).send(made.body);
    });
    route(app, ENDPOINTS.listLmsConnectors, {}, (request) => connectors.list(request.scope, request.query));
    route(app, ENDPOINTS.revokeLmsConnector, { audit: { entity: 'scorm_connector' } }, (request) =>
      connectors.revoke(request.scope, request.params.id),
    );
    // Launches are as frequent as the other system's learners: the package's learners table keeps them.
    route(app, ENDPOINTS.launchLmsConnector, { audit: false }, (request) =>
      connectors.launch(request.params.id, request.body),
    );
  };
