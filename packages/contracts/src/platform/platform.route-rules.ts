import type { AccessRule } from '../access.js';
import { LXA, MASTER_ADMIN, SUPERADMIN, roles, rule, withServices } from '../routes/grants.js';

/**
 * Platform's screens' access rules (01 §6, 03 §6): site settings, workspaces and their sub-pages,
 * the audit log and achievements. Gathered into ROUTE_RULES by routes/route-rules.ts.
 */
export const PLATFORM_ROUTE_RULES = {
  /** "superadmin, master_administrator or admin permission, with a selected profile". */
  siteSettings: rule(
    { superadmin: true, selectedProfile: true },
    { customerRoles: ['master_administrator'], selectedProfile: true },
    { roles: ['admin'], selectedProfile: true },
  ),
  /** "Workspaces list and edit: superadmin or master_administrator with service EBS or LMS." */
  workspaces: rule(SUPERADMIN, withServices(MASTER_ADMIN, 'EBS', 'LMS')),
  /** "Self-registration and feedback-form sub-pages: master_administrator with EBS or LMS." */
  workspaceSubPages: rule(withServices(MASTER_ADMIN, 'EBS', 'LMS')),
  auditLog: rule(SUPERADMIN, MASTER_ADMIN),
  achievements: rule(withServices(roles(LXA), 'EBS', 'LMS')),
} as const satisfies Record<string, AccessRule>;
