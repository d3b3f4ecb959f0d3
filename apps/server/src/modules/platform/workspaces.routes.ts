import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { WorkspacesService } from './workspaces.service.js';

/** Workspace and customer data the shell loads (01 §7 "Workspace and shell data"). */
export const workspacesRoutes =
  (workspaces: WorkspacesService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.workspace, {}, (request) => workspaces.workspace(request.scope, request.params.id));

    route(app, ENDPOINTS.customerOptions, {}, (request) =>
      workspaces.customerOptions(request.scope, request.params.id),
    );
  };
