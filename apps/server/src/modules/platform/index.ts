import type { FastifyPluginAsync } from 'fastify';
import { clientConfigRoutes } from './client-config.routes.js';
import { suggestedCoursesRoutes } from './suggested-courses.routes.js';
import { suggestedCoursesService } from './suggested-courses.service.js';
import { systemRoutes } from './system.routes.js';
import { systemService } from './system.service.js';
import { workspaceBrandingRoutes } from './workspace-branding.routes.js';
import { workspaceBrandingService } from './workspace-branding.service.js';
import { workspacesRoutes } from './workspaces.routes.js';
import { workspacesService } from './workspaces.service.js';

/**
 * Platform: the installation (liveness, readiness, the browser's configuration) and the tenants:
 * customers, their subscriptions and workspaces, with the workspace's branding
 * (`/api/subscription-manager/workspaces`, `…/customer`). It owns the tenant tables (customers,
 * subscriptions, workspaces, organisation units and their managers, workspace groups); below is
 * its front door, the reads and the one write other modules use, and the workspace policy.
 */
export const platformModule: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes(systemService(app.services)));
  await app.register(clientConfigRoutes);
  await app.register(workspacesRoutes(workspacesService(app.services)));
  await app.register(workspaceBrandingRoutes(workspaceBrandingService(app.services)));
  await app.register(suggestedCoursesRoutes(suggestedCoursesService(app.services)));
};

export {
  activeServices,
  customerRolesByCustomer,
  findCustomerInScope,
  findProfile,
  findWorkspaceInScope,
  findWorkspaceWithCustomer,
  managedUnitIds,
  setSelfRegistrationEnabled,
  workspacesOfUser,
} from './tenancy.repository.js';
export {
  mayAdministerWorkspaceUsers,
  mayConfigureWorkspace,
  mayReadWorkspace,
  type WorkspaceRef,
} from './workspaces.policy.js';
