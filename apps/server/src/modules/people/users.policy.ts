import { RULES, canAccess } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { Scope } from '../../lib/scope.js';
import { findUserById, type Account } from './accounts.repository.js';
import { isAdministeredBy } from './users.repository.js';

/**
 * Whether the caller may act on this person's account as their administrator: read it back,
 * rename them, reset their password or two-factor, impersonate them. Superadmins may act on
 * anyone; a superadmin's account is administered by superadmins only; everyone else needs the
 * person to be theirs by an accepted tie (see `administeredPeople`, purpose 'account').
 */
export async function mayAdministerAccount(
  db: Queryable,
  scope: Scope,
  person: Pick<Account, 'id' | 'isSuperadmin'>,
): Promise<boolean> {
  if (scope.actor.isSuperadmin) return true;
  if (person.isSuperadmin) return false;
  return isAdministeredBy(db, scope, person.id);
}

/** The person, when the caller may administer their account; otherwise null (answered as 404). */
export async function administeredAccount(db: Queryable, scope: Scope, userId: string): Promise<Account | null> {
  const person = await findUserById(db, userId);
  if (!person) return null;
  return (await mayAdministerAccount(db, scope, person)) ? person : null;
}

/**
 * The workspace from which the caller may act as this person (01 §4 impersonation "from a
 * workspace"), or null. Only user administrators (by the access rule) impersonate, only active
 * people with an active profile there, never themselves or a superadmin; a superadmin may start
 * from any of the person's workspaces, anyone else only from the workspace they are in. The person
 * must also be one whose account the caller administers (`mayAdministerAccount`), which the list
 * guarantees for its rows and the impersonation call checks.
 */
export function impersonationWorkspaceFor(
  scope: Scope,
  person: {
    id: string;
    isSuperadmin: boolean;
    status: string;
    profiles: readonly { workspaceId: string; status: string }[];
  },
  requestedWorkspaceId: string | null = null,
): string | null {
  const { actor } = scope;
  if (!canAccess(actor, RULES.userAdministration)) return null;
  if (person.id === actor.userId || person.isSuperadmin || person.status !== 'active') return null;
  const active = person.profiles.filter((profile) => profile.status === 'active');
  const wanted = requestedWorkspaceId ?? actor.workspaceId;
  if (wanted && (wanted === actor.workspaceId || actor.isSuperadmin)) {
    return active.some((profile) => profile.workspaceId === wanted) ? wanted : null;
  }
  return actor.isSuperadmin ? (active[0]?.workspaceId ?? null) : null;
}
