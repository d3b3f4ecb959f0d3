import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { KeysService } from './keys.service.js';

/** Self-registration keys of a workspace, and turning self-registration on or off (03 site settings). */
export const selfRegistrationKeyRoutes =
  (keys: KeysService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.keys, {}, (request) => keys.list(request.scope, request.params.workspaceId));

    route(app, ENDPOINTS.createKey, { audit: { entity: 'self-registration-key' } }, async (request, reply) =>
      reply.status(201).send(await keys.create(request.scope, request.params.workspaceId, request.body)),
    );

    route(app, ENDPOINTS.key, {}, (request) =>
      keys.get(request.scope, request.params.workspaceId, request.params.keyId),
    );

    route(app, ENDPOINTS.updateKey, { audit: { entity: 'self-registration-key', idParam: 'keyId' } }, (request) =>
      keys.update(request.scope, request.params.workspaceId, request.params.keyId, request.body),
    );

    route(
      app,
      ENDPOINTS.setSelfRegistration,
      { audit: { entity: 'workspace', idParam: 'workspaceId' } },
      async (request, reply) => {
        await keys.setEnabled(request.scope, request.params.workspaceId, request.body.enabled);
        return reply.status(204).send();
      },
    );
  };
