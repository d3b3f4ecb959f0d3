import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { WorkspaceBrandingService } from './workspace-branding.service.js';

/** The open sign-in branding of a workspace (issue 12). */
export const workspaceBrandingRoutes =
  (branding: WorkspaceBrandingService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.workspaceBranding, {}, (request) => branding.get(request.params.id));
  };
