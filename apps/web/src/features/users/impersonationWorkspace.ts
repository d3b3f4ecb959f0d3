import { RULES, canAccess, type Actor, type ListedUser } from '@campus/contracts';

/**
 * The workspace in which this person may be impersonated by the actor (01 §4 "from a workspace"),
 * or null: only active people with an active profile there, never oneself or a superadmin.
 */
export function impersonationWorkspace(actor: Actor, user: ListedUser): string | null {
  if (!canAccess(actor, RULES.userAdministration)) return null;
  if (user.id === actor.userId || user.isSuperadmin || user.status !== 'active') return null;
  const active = user.profiles.filter((profile) => profile.status === 'active');
  const here = active.find((profile) => profile.workspaceId === actor.workspaceId);
  if (here) return here.workspaceId;
  // A superadmin may start from any workspace; others only from the one they are in.
  return actor.isSuperadmin ? (active[0]?.workspaceId ?? null) : null;
}
