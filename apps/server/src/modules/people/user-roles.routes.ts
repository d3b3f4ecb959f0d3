import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { UserRolesService } from './user-roles.service.js';

/** A person with their roles (GET /v2/users/{id}), and granting or removing a role (POST /v2/user-role). */
export const userRoleRoutes =
  (userRoles: UserRolesService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.user, {}, (request) => userRoles.details(request.scope, request.params.id));

    route(app, ENDPOINTS.userRole, { audit: { entity: 'user', idParam: 'userId' } }, (request) =>
      userRoles.change(request.scope, request.body),
    );
  };
