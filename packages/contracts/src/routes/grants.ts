import type { AccessRule, Grant } from '../access.js';
import type { ProfileRole, Service } from '../roles.js';

/**
 * The building blocks of the screens' access rules (01 §2, §6; 02 §6; 03 §6). Each domain writes
 * its screens' rules with them in `<domain>/<domain>.route-rules.ts`; routes/route-rules.ts
 * gathers those into ROUTE_RULES.
 */

export const rule = (...anyOf: Grant[]): AccessRule => ({ stage: 'second', anyOf });
export const roles = (...list: ProfileRole[]): Grant => ({ roles: list });
export const withServices = (grant: Grant, ...services: Service[]): Grant => ({ ...grant, services });

export const SUPERADMIN: Grant = { superadmin: true };
export const SITE_ADMIN: Grant = { siteAdmin: true };
export const MASTER_ADMIN: Grant = { customerRoles: ['master_administrator'] };
export const TRAINER: Grant = { customerRoles: ['trainer'] };
export const LXA = 'learning_experience_administrator' as const;
