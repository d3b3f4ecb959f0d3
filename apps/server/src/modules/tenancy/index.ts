/**
 * `modules/tenancy` owns the tenant tables (customers, subscriptions, workspaces, organisation
 * units and their managers, workspace groups). It serves no endpoint of its own: this is its
 * front door, the reads and the one write other modules use, and the workspace policy.
 */
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
