import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { isSiteAdmin } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { Scope } from '../../lib/scope.js';
import { reachesEveryone, reachesNobody, type Reach } from '../../db/scope-filters.js';
import { customerUserRoles, userProfiles, users } from '../../db/schema/index.js';

/**
 * What the actor wants to do with the people in scope:
 * - `account`: act on their account (read it back, names, password, two-factor, impersonation).
 *   Only a tie the person has accepted counts: an active profile in a workspace the actor
 *   administers, or a customer role in the actor's customer. An invitation the person has not
 *   answered gives the inviter no power over an account that belongs to the person and to the
 *   customers where they are active.
 * - `list`: see them in the user list. Managers also see the people of the units they manage,
 *   and an administrator also sees the people they invited who have no account yet (status
 *   pending), so invitations can be followed up; people who already had an account appear once
 *   they accept.
 */
export type PeoplePurpose = 'account' | 'list';

/**
 * THE rule for "the people this actor administers" (03 §6): superadmins everyone; site admins
 * their customer's people; user administrators their workspace's; managers (list only) the people
 * of the units they manage. Decided from the token, never from the query. Returns a condition on
 * `users`: `reachesEveryone()` for superadmins, `reachesNobody()` when no tie reaches anyone.
 */
export function administeredPeople(db: Queryable, scope: Scope, purpose: PeoplePurpose): Reach {
  const { actor, managedUnits } = scope;
  if (actor.isSuperadmin) return reachesEveryone();
  // "id IN (…)" rather than correlated EXISTS: each list is computed once and hashed, which an
  // OR of several scopes needs to stay fast (docs/performance.md).
  const withProfile = (status: 'active' | 'invited', where: SQL | undefined) =>
    inArray(
      users.id,
      db
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(and(eq(userProfiles.status, status), where)),
    );
  const tiedBy = (where: SQL | undefined): SQL[] =>
    purpose === 'list'
      ? [withProfile('active', where), and(eq(users.status, 'pending'), withProfile('invited', where))!]
      : [withProfile('active', where)];

  const scopes: SQL[] = [];
  if (isSiteAdmin(actor) && actor.customerId) {
    scopes.push(...tiedBy(eq(userProfiles.customerId, actor.customerId)));
    scopes.push(
      inArray(
        users.id,
        db
          .select({ id: customerUserRoles.userId })
          .from(customerUserRoles)
          .where(eq(customerUserRoles.customerId, actor.customerId)),
      ),
    );
  }
  if (actor.workspaceId && actor.roles.includes('user_administrator')) {
    scopes.push(...tiedBy(eq(userProfiles.workspaceId, actor.workspaceId)));
  }
  if (purpose === 'list' && actor.workspaceId && actor.roles.includes('manager') && managedUnits.length > 0) {
    scopes.push(
      withProfile(
        'active',
        and(
          eq(userProfiles.workspaceId, actor.workspaceId),
          inArray(userProfiles.organisationUnitId, [...managedUnits]),
        ),
      ),
    );
  }
  return scopes.length > 0 ? (or(...scopes) as SQL) : reachesNobody();
}
