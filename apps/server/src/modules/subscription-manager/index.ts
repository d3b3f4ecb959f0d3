import type { FastifyPluginAsync } from 'fastify';
import { workspacesRoutes } from './workspaces.routes.js';
import { workspacesService } from './workspaces.service.js';

/**
 * The subscription-manager service base's shell data (`/api/subscription-manager/workspaces`,
 * `…/customer`). Its SSO subscription and SAML endpoints are served by modules/saml.
 */
export const subscriptionManagerModule: FastifyPluginAsync = async (app) => {
  await app.register(workspacesRoutes(workspacesService(app.services)));
};
