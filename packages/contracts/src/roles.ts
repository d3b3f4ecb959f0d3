/** Roles, customer roles and services exactly as document 01 §6 names them. */

export const PLATFORM_ROLES = ['superadmin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const CUSTOMER_ROLES = ['master_administrator', 'owner', 'trainer'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const PROFILE_ROLES = [
  'admin',
  'course_creator',
  'course_licence_manager',
  'digital_workbook_admin',
  'event_coordinator',
  'infrastructure_manager',
  'learner',
  'learning_experience_administrator',
  'manager',
  'user_administrator',
] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The profile roles offered in workspace pickers (01 §6). */
export const PICKER_PROFILE_ROLES = ['admin', 'learner', 'manager'] as const satisfies readonly ProfileRole[];

export const DEFAULT_PROFILE_ROLE: ProfileRole = 'learner';

export const SERVICES = ['EBS', 'LMS', 'DW', 'CCS', 'ELMS', 'SSO', 'API'] as const;
export type Service = (typeof SERVICES)[number];

/** Display names of services (03 §1); DW is hidden from display. */
export const SERVICE_LABELS: Record<Service, string | null> = {
  EBS: 'Events',
  LMS: 'LMS',
  DW: null,
  CCS: 'Course Creator',
  ELMS: 'SCORM Connectors',
  SSO: 'Single Sign-on',
  API: 'API',
};

/**
 * Roles are de-duplicated and owner implies master_administrator (01 §5).
 */
export function normaliseCustomerRoles(roles: readonly CustomerRole[]): CustomerRole[] {
  const set = new Set(roles);
  if (set.has('owner')) set.add('master_administrator');
  return CUSTOMER_ROLES.filter((role) => set.has(role));
}

export function normaliseProfileRoles(roles: readonly ProfileRole[]): ProfileRole[] {
  const set = new Set(roles);
  if (set.size === 0) set.add(DEFAULT_PROFILE_ROLE);
  return PROFILE_ROLES.filter((role) => set.has(role));
}
