import type { FastifyPluginAsync } from 'fastify';
import { superadminRoutes } from './superadmins.routes.js';
import { superadminsService } from './superadmins.service.js';
import { usersListRoutes } from './users-list.routes.js';
import { usersService } from './users.service.js';

/**
 * The users area: the user list and creating superadmins. The module also owns the person
 * tables (users, user_profiles, customer_user_roles): other modules change them only through
 * its repositories.
 */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersListRoutes(usersService(app.services)));
  await app.register(superadminRoutes(superadminsService(app.services)));
};
