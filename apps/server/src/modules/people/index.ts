import type { FastifyPluginAsync } from 'fastify';
import type { IdentityForPeople } from './identity-for-people.js';
import { invitationRoutes } from './invitations.routes.js';
import { invitationsService } from './invitations.service.js';
import { profileFieldRoutes } from './profile-fields/profile-fields.routes.js';
import { profileFieldsService } from './profile-fields/profile-fields.service.js';
import { superadminRoutes } from './superadmins.routes.js';
import { superadminsService } from './superadmins.service.js';
import { userRoleRoutes } from './user-roles.routes.js';
import { userRolesService } from './user-roles.service.js';
import { usersListRoutes } from './users-list.routes.js';
import { usersService } from './users.service.js';

/**
 * People: persons, their accounts and profiles, and their administration: the user list, roles,
 * invitations, creating superadmins, and custom profile fields (`profile-fields/`). It owns the
 * person tables (users, user_profiles, customer_user_roles, workspace_group_members,
 * invitations, custom_fields, custom_field_values) and hashes passwords. Other modules change
 * them only through the functions below, its front door (docs/architecture.md, "Modules and
 * their front door"). modules/identity sits above it; what administration needs from identity
 * (ending sessions, sending a code) is handed in at registration (`identity`).
 */
export const peopleModule: FastifyPluginAsync<{ identity: IdentityForPeople }> = async (app, { identity }) => {
  const { services } = app;
  await app.register(usersListRoutes(usersService(services)));
  await app.register(userRoleRoutes(userRolesService(services, identity)));
  await app.register(invitationRoutes(invitationsService(services)));
  await app.register(superadminRoutes(superadminsService(services, identity)));
  await app.register(profileFieldRoutes(profileFieldsService(services)));
};

export type { IdentityForPeople } from './identity-for-people.js';
// Passwords: hashing (bounded, decision 0042), strength, and the email with a one-time code.
export {
  assertPasswordCheckAdmissible,
  assertStrongPassword,
  checkPassword,
  configurePasswordHashing,
  hashPassword,
  verifyPassword,
  type CodeEmail,
} from './passwords.js';
// Custom profile fields, for self-registration, which records a new person's answers.
export { acceptedValues } from './profile-fields/accepted-values.js';
export { definitionsForKey, saveRegistrationValues } from './profile-fields/custom-fields.repository.js';
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
  hasActiveProfileIn,
  inviteRegisteredProfile,
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
