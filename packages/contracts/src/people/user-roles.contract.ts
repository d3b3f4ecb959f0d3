import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { emailSchema } from '../identity/auth.contract.js';
import { CUSTOMER_ROLES, PROFILE_ROLES } from '../roles.js';
import { v } from '../validation.js';

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
    message: v('customerRequired'),
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

// --- Superadmin creation (01 §4, §7): POST /v2/user/pre-register, then the role, then PATCH /v2/user/register
/** The spec shows no body for pre-register; ours names the address, so one person is never created twice. */
export const preRegisterRequestSchema = z.object({ emailAddress: emailSchema });
export const preRegisterResponseSchema = z.object({
  id: z.uuid(),
  /** The address already belongs to someone: they only gain the role, register is skipped. */
  existing: z.boolean(),
});
export const registerUserRequestSchema = z.object({
  id: z.uuid(),
  firstName: visibleText().min(1, v('firstNameRequired')).max(100),
  lastName: visibleText().min(1, v('lastNameRequired')).max(100),
  emailAddress: emailSchema,
});
export const REGISTER_ERRORS = {
  exists: { code: 'UsernameExistsException', message: 'User with this email address already exists.' },
} as const;
export const SUPERADMIN_TOASTS = {
  added: { title: 'Superadmin added', message: 'They have been emailed a code to choose their password.' },
  granted: { title: 'Superadmin added', message: 'They are a superadmin from their next sign-in.' },
} as const;
