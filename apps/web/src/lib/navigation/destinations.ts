import { isSiteAdmin, type Actor, type ProfileRole, type Service } from '@campus/contracts';
import { PATHS } from './paths';

/** Named destinations of the root redirect and the after-login rules (01 §2). */
export const DESTINATIONS = {
  login: PATHS.authLogin,
  workspaceList: PATHS.workspaceList,
  home: PATHS.home,
  userList: '/users/users',
  trainerDashboard: PATHS.trainerDashboard,
  coursesDashboard: PATHS.coursesDashboard,
  learnerDashboard: '/my-learning/dashboard/learner',
  eventList: '/catalogue/events',
  personalAccount: PATHS.accountPersonal,
  accountSecurity: PATHS.accountSecurity,
} as const;

const has = (actor: Actor, roles: ProfileRole[], service?: Service) =>
  roles.some((role) => actor.roles.includes(role)) && (!service || actor.services.includes(service));

/** Roles whose start page is Home (01 §2 "Root redirect"). */
function startsAtHome(actor: Actor): boolean {
  return (
    isSiteAdmin(actor) ||
    has(actor, ['learning_experience_administrator', 'manager'], 'LMS') ||
    has(actor, ['user_administrator']) ||
    has(actor, ['course_creator', 'course_licence_manager'], 'CCS') ||
    has(actor, ['event_coordinator', 'infrastructure_manager'], 'EBS')
  );
}

/**
 * Where `/` sends this person (01 §2 "Root redirect (/)"), as the spec names it. A superadmin on
 * the platform token follows the after-login rule (user list once two-factor is on).
 */
export function rootDestination(actor: Actor, mfaEnabled: boolean): string {
  if (actor.stage === 'none') return DESTINATIONS.login;
  if (actor.stage === 'first') return DESTINATIONS.workspaceList;
  if (actor.origin === 'subdomain') {
    return has(actor, ['event_coordinator', 'infrastructure_manager']) ? DESTINATIONS.home : DESTINATIONS.eventList;
  }
  if (actor.isSuperadmin && !actor.workspaceId) {
    return mfaEnabled ? DESTINATIONS.userList : DESTINATIONS.accountSecurity;
  }
  if (startsAtHome(actor)) return DESTINATIONS.home;
  if (actor.customerRoles.includes('trainer') && actor.services.includes('EBS')) return DESTINATIONS.trainerDashboard;
  if (actor.roles.includes('learner') && actor.services.includes('LMS')) return DESTINATIONS.coursesDashboard;
  if (actor.roles.includes('learner') && actor.services.includes('EBS')) return DESTINATIONS.learnerDashboard;
  return DESTINATIONS.personalAccount;
}

/**
 * Where a person without a workspace goes after signing in (01 §2 "After-login destination"):
 * superadmin → user list with two-factor on, else account security; master administrator → user
 * list; trainer → trainer dashboard; anyone else → personal account.
 */
export function platformDestination(actor: Actor, mfaEnabled: boolean): string {
  if (actor.isSuperadmin) return mfaEnabled ? DESTINATIONS.userList : DESTINATIONS.accountSecurity;
  if (isSiteAdmin(actor)) return DESTINATIONS.userList;
  if (actor.customerRoles.includes('trainer')) return DESTINATIONS.trainerDashboard;
  return DESTINATIONS.personalAccount;
}
