import type { FastifyPluginAsync } from 'fastify';
import { profileFieldRoutes } from './profile-fields.routes.js';
import { profileFieldsService } from './profile-fields.service.js';

/** Custom profile fields: their definitions and people's values, which this module owns. */
export const customFieldsModule: FastifyPluginAsync = async (app) => {
  await app.register(profileFieldRoutes(profileFieldsService(app.services)));
};

// For self-registration, which records a new person's answers.
export { acceptedValues } from './accepted-values.js';
export { definitionsOf, saveValues } from './custom-fields.repository.js';
