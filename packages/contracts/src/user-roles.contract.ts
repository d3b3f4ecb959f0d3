import { z } from 'zod';
import { CUSTOMER_ROLES, PROFILE_ROLES } from './roles.js';

/**
 * Granting and removing roles (01 §7 POST sso /v2/user-role {userId, role, customerId}, "role add
 * or remove"): the spec does not show how add and remove are told apart; `operation` says it.
 */
export const GRANTABLE_ROLES = ['superadmin', ...CUSTOMER_ROLES] as const;
export const userRoleRequestSchema = z
  .object({
    userId: z.uuid(),
    role: z.enum(GRANTABLE_ROLES),
    customerId: z.uuid().nullable().optional(),
    operation: z.enum(['add', 'remove']).default('add'),
  })
  .refine((body) => body.role === 'superadmin' || Boolean(body.customerId), {
    path: ['customerId'],
    message: 'Choose the customer this role is for.',
  });

// --- GET /api/sso/v2/users/{id} (roles, profiles, customerRoles)
export const userDetailsSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
  /** Platform roles: ['superadmin'] or none. */
  roles: z.array(z.literal('superadmin')),
  mfaEnabled: z.boolean(),
  mfaRequired: z.boolean(),
  profiles: z.array(
    z.object({
      id: z.uuid(),
      customerId: z.uuid(),
      workspaceId: z.uuid(),
      workspaceName: z.string(),
      roles: z.array(z.enum(PROFILE_ROLES)),
      status: z.enum(['active', 'deleted', 'expired', 'invited']),
    }),
  ),
  customerRoles: z.array(z.object({ customerId: z.uuid(), customerName: z.string(), role: z.enum(CUSTOMER_ROLES) })),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const USER_ROLE_ERRORS = {
  ownSuperadmin: { code: 'own_superadmin_role', message: 'You cannot remove your own superadmin role.' },
} as const;
