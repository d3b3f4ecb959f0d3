import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import { workspaceBranding } from './workspace-branding.service.js';

/** The open sign-in branding of a workspace (issue 12). */
export const workspaceBrandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.workspaceBranding, {}, async (request) => workspaceBranding(db, request.params.id));
};
