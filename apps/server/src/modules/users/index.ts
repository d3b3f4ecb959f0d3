import type { FastifyPluginAsync } from 'fastify';
import { usersListRoutes } from './users-list.routes.js';
import { usersService } from './users.service.js';

/**
 * The users area: the user list. The module owns the person tables (users, user_profiles,
 * customer_user_roles, workspace_group_members): other modules change them only through the
 * functions below, its front door (docs/architecture.md, "Modules and their front door").
 */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersListRoutes(usersService(app.services)));
};

// Accounts: find, create, activate, rename, passwords and the superadmin flag.
export {
  activateAccount,
  changeEmail,
  claimPendingAccount,
  createPerson,
  ensurePerson,
  findUserByEmail,
  findUserById,
  lockUser,
  nameAndActivate,
  normaliseEmail,
  rename,
  requirePasswordReset,
  setChosenPassword,
  setPasswordFromReset,
  setSuperadmin,
  upgradePasswordHash,
  type Account,
  type NewPerson,
} from './accounts.repository.js';
// Profiles: invitations, activation, groups, learners.
export {
  activateInvitedProfile,
  activateProfile,
  addLearnerProfiles,
  addToGroups,
  findProfileIn,
  hasActiveProfileIn,
  inviteProfile,
  invitedWorkspaceOf,
  withdrawInvitedProfile,
  type Profile,
} from './profiles.repository.js';
export { customerExists, grantCustomerRole, removeCustomerRole } from './customer-roles.repository.js';
// Two-factor state kept on the account.
export {
  clearMfa,
  confirmMfaSecret,
  enableMfa,
  holdMfaSecret,
  recordMfaStep,
  setMfaRequired,
} from './two-factor.repository.js';
export { personDetails } from './users.repository.js';
// Who may act on a person's account (decision 0018).
export { administeredAccount, impersonationWorkspaceFor, mayAdministerAccount } from './users.policy.js';
