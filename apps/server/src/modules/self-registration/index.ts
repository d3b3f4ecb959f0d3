import type { FastifyPluginAsync } from 'fastify';
import { selfRegistrationKeyRoutes } from './keys.routes.js';
import { keysService } from './keys.service.js';
import { selfRegistrationRoutes } from './registration.routes.js';
import { registrationService } from './registration.service.js';

/**
 * Self-registration (`/api/sso/self-registration`): a workspace's keys, which this module owns,
 * and registering with one. The person and their profile are created through modules/users.
 */
export const selfRegistrationModule: FastifyPluginAsync = async (app) => {
  await app.register(selfRegistrationKeyRoutes(keysService(app.services)));
  await app.register(selfRegistrationRoutes(registrationService(app.services)));
};
