import type { Scope } from '../../../lib/scope.js';

/**
 * Who may preview a module (play its draft with no enrolment): those who make modules in the
 * workspace, course creators and administrators (02 §6 module screens), and site admins.
 */
export function mayPreview(scope: Scope): boolean {
  return (
    scope.actor.isSuperadmin ||
    scope.roles.some((role) => role === 'course_creator' || role === 'admin') ||
    scope.customerRoles.includes('master_administrator')
  );
}
