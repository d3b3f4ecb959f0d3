import {
  normaliseCustomerRoles,
  normaliseProfileRoles,
  type FirstStageClaims,
  type ProfileRole,
  type SecondStageClaims,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import {
  activeServices,
  customerRolesByCustomer,
  findProfile,
  findWorkspaceWithCustomer,
  managedUnitIds,
} from '../platform/index.js';
import type { Account } from '../people/index.js';

/**
 * Superadmins always need two-factor authentication (01 §2 after-login, §4); others when an
 * administrator requires it. `enforceMfa: false` is the development switch (01 §5).
 */
export const isMfaRequired = (user: Account, enforceMfa: boolean): boolean =>
  enforceMfa && (user.mfaRequired || user.isSuperadmin);

/**
 * Two-factor is required but not set up (both the switch and a secret: sign-in asks for a code
 * only then). Such a session may only enrol: the request context marks its actor accordingly.
 */
export const isMfaSetupPending = (user: Account, enforceMfa: boolean): boolean =>
  isMfaRequired(user, enforceMfa) && !(user.mfaEnabled && user.mfaSecret);

export function firstStageClaims(
  user: Account,
  sessionId: string,
  enforceMfa = true,
): Omit<FirstStageClaims, 'exp' | 'typ'> {
  return {
    sub: user.id,
    sid: sessionId,
    name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    mfa_required: isMfaRequired(user, enforceMfa),
    mfa_enabled: user.mfaEnabled,
  };
}

const userPart = (user: Account) => ({ firstName: user.firstName, lastName: user.lastName, emailAddress: user.email });

/**
 * The platform token without a workspace (origin 'customer'): superadmins and customer-role
 * holders (site admins, trainers) act from here before or without choosing a workspace.
 */
export async function customerLevelClaims(
  db: Queryable,
  user: Account,
  sessionId: string,
): Promise<Omit<SecondStageClaims, 'exp' | 'typ'>> {
  const [area] = await customerRolesByCustomer(db, user.id);
  const services = area ? await activeServices(db, area.customerId) : [];
  return {
    sid: sessionId,
    userId: user.id,
    user: userPart(user),
    customer: area ? { id: area.customerId, name: area.customerName } : null,
    customerId: area?.customerId ?? null,
    workspaceId: null,
    workspace: null,
    domain: null,
    profile: null,
    roles: user.isSuperadmin ? ['superadmin'] : [],
    customerRoles: area ? normaliseCustomerRoles(area.roles) : [],
    organisationUnit: null,
    customerServices: services,
    managedOrganisationUnits: [],
    origin: 'customer',
    originUser: null,
  };
}

/**
 * The workspace token: who the user is in that workspace. Entry needs a live profile there,
 * or a customer role over its customer, or the superadmin role; anyone else gets a 404 so
 * the workspace's existence is not revealed.
 */
export async function workspaceClaims(
  db: Queryable,
  user: Account,
  sessionId: string,
  workspaceId: string,
): Promise<Omit<SecondStageClaims, 'exp' | 'typ'>> {
  const found = await findWorkspaceWithCustomer(db, workspaceId);
  if (!found) throw new NotFoundError();
  const { workspace, customer } = found;
  const profile = await findProfile(db, user.id, workspace.id);
  const area = (await customerRolesByCustomer(db, user.id)).find((entry) => entry.customerId === customer.id);
  const customerRoles = area ? normaliseCustomerRoles(area.roles) : [];
  if (!profile && customerRoles.length === 0 && !user.isSuperadmin) throw new NotFoundError();
  if (
    (workspace.status !== 'active' || customer.status !== 'active') &&
    !user.isSuperadmin &&
    customerRoles.length === 0
  ) {
    throw new ForbiddenError('This workspace is not active.');
  }
  const profileRoles = profile ? normaliseProfileRoles(profile.roles as ProfileRole[]) : [];
  return {
    sid: sessionId,
    userId: user.id,
    user: userPart(user),
    customer: { id: customer.id, name: customer.name },
    customerId: customer.id,
    workspaceId: workspace.id,
    workspace: workspace.name,
    domain: workspace.domain,
    profile: profile ? { id: profile.id, roles: profileRoles, customerRoles } : null,
    roles: user.isSuperadmin ? [...profileRoles, 'superadmin'] : profileRoles,
    customerRoles,
    organisationUnit: profile?.organisationUnitId ?? null,
    customerServices: await activeServices(db, customer.id),
    managedOrganisationUnits: await managedUnitIds(db, profile ? [profile.id] : []),
    origin: 'workspace',
    originUser: null,
  };
}
