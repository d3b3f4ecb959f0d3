import type { FastifyPluginAsync } from 'fastify';
import { profileFieldRoutes } from './profile-fields.routes.js';
import { profileFieldsService } from './profile-fields.service.js';

/** Custom profile fields: their definitions and people's values, which this module owns. */
export const customFieldsModule: FastifyPluginAsync = async (app) => {
  await app.register(profileFieldRoutes(profileFieldsService(app.services)));
};
