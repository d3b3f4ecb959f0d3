import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { ProfileFieldsService } from './profile-fields.service.js';

/** The caller's custom profile fields in their workspace, and the "Empty user fields" gate (01 §4, 03 §3). */
export const profileFieldRoutes =
  (profileFields: ProfileFieldsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.customFields, {}, (request) =>
      profileFields.definitions(request.scope, request.params.workspaceId),
    );

    route(app, ENDPOINTS.myCustomFields, {}, (request) =>
      profileFields.myValues(request.scope, request.params.workspaceId),
    );

    route(app, ENDPOINTS.allCustomFieldsFilledIn, {}, (request) =>
      profileFields.allFilledIn(request.scope, request.params.workspaceId),
    );

    route(app, ENDPOINTS.updateUser, { audit: { entity: 'user' } }, async (request, reply) => {
      await profileFields.update(request.scope, request.body);
      return reply.status(204).send();
    });
  };
