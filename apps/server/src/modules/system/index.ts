import type { FastifyPluginAsync } from 'fastify';
import { clientConfigRoutes } from './client-config.routes.js';
import { systemRoutes } from './system.routes.js';
import { systemService } from './system.service.js';

/** The installation itself: liveness, readiness and the browser's configuration. */
export const systemModule: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes(systemService(app.services)));
  await app.register(clientConfigRoutes);
};
