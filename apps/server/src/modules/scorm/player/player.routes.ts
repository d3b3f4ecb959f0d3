import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORM_COMMIT_BODY_LIMIT, SCORM_PLAYER_ENDPOINTS as ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { administrationService } from './administration.service.js';
import type { contentService } from './content.service.js';
import type { playerService } from './player.service.js';

/** The origin a request came to (the content origin or the app's), as the browser named it. */
const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** The SCORM player's calls: HTTP only (docs/scorm.md "Player"). */
export const playerRoutes =
  (
    player: ReturnType<typeof playerService>,
    content: ReturnType<typeof contentService>,
    administration: ReturnType<typeof administrationService>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.launchScorm, { audit: false }, (request) =>
      player.launch(request.scope, request.params.moduleId, request.query),
    );
    // Commits are frequent and carry the learner's answers: the attempt log records them, not the audit trail.
    route(app, ENDPOINTS.commitScorm, { audit: false, bodyLimit: SCORM_COMMIT_BODY_LIMIT }, (request) =>
      player.commit(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.beaconScorm, { audit: false, bodyLimit: SCORM_COMMIT_BODY_LIMIT }, (request) =>
      player.beacon(request.params.id, request.body),
    );
    route(app, ENDPOINTS.scormContentFile, { audit: false, schema: { hide: true } }, async (request, reply) => {
      const served = await content.file(
        request.params.contentId,
        request.params.key,
        request.params['*'],
        originOf(request),
      );
      reply.removeHeader('x-frame-options');
      return reply.headers(served.headers).send(served.body);
    });
    route(app, ENDPOINTS.scormFrame, { audit: false, schema: { hide: true } }, async (request, reply) => {
      const served = await content.frame(
        request.params.contentId,
        request.params.key,
        request.query.sco,
        originOf(request),
      );
      reply.removeHeader('x-frame-options');
      return reply.headers(served.headers).send(served.body);
    });
    route(app, ENDPOINTS.updateScormStatus, { audit: { entity: 'enrolment', idParam: 'enrolmentId' } }, (request) =>
      administration.updateStatus(
        request.scope,
        request.params.enrolmentId,
        request.params.nodeId,
        request.params.status,
      ),
    );
    route(app, ENDPOINTS.clearSuspendDataForCatalogItem, {}, (request) =>
      administration.clearForCatalogItem(request.scope, request.params.id),
    );
  };
