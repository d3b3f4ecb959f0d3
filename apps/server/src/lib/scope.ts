import type { Actor } from '@campus/contracts';
import type { RequestAuth } from './context.js';

/**
 * Who is asking and where, built once per request from its verified token (request-context): the
 * only input repositories and policies take to decide which tenant's rows a caller reaches. Never
 * built from client-supplied ids.
 */
export interface Scope {
  actor: Actor;
  userId: string | null;
  customerId: string | null;
  workspaceId: string | null;
  /** The caller's profile in the workspace, when the token names one. */
  profileId: string | null;
  /** The organisation unit of the caller's profile (what a catalogue item may be limited to). */
  organisationUnitId: string | null;
  roles: Actor['roles'];
  customerRoles: Actor['customerRoles'];
  /** The organisation units the caller manages in the workspace (managers). */
  managedUnits: readonly string[];
  /** The administrator acting as this person, while impersonating. */
  impersonatorId: string | null;
}

export function scopeOf(auth: Pick<RequestAuth, 'actor' | 'secondStage'>): Scope {
  const { actor, secondStage } = auth;
  return {
    actor,
    userId: actor.userId,
    customerId: actor.customerId,
    workspaceId: actor.workspaceId,
    profileId: secondStage?.profile?.id ?? null,
    organisationUnitId: secondStage?.organisationUnit ?? null,
    roles: actor.roles,
    customerRoles: actor.customerRoles,
    managedUnits: secondStage?.managedOrganisationUnits ?? [],
    impersonatorId: secondStage?.originUser?.id ?? null,
  };
}
