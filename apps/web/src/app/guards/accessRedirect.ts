import { canAccess, type AccessRule, type Actor } from '@campus/contracts';
import { PATHS } from '../../lib/navigation/paths';

/**
 * Where a guard sends an actor that a route's rule refuses, or null when it may enter:
 * no token → login; an identity token but the route needs a workspace token → the
 * workspace list (01 §2 root redirect); otherwise the 404 page (a failed access gate).
 */
export function accessRedirect(actor: Actor, rule: AccessRule): string | null {
  if (canAccess(actor, rule)) return null;
  if (actor.stage === 'none') return PATHS.authLogin;
  if (rule.stage === 'second' && actor.stage === 'first') return PATHS.workspaceList;
  return PATHS.notFound;
}
