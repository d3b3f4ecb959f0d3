import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { CUSTOMER_ROLES, PROFILE_ROLES } from '../roles.js';

/**
 * The people an administrator looks after (03 §7 GET sso /v2/users with filters[status]). Status
 * filters take the spec's values: registered and active both mean an active account (someone who
 * has joined), pending one that has not yet (invited or unconfirmed), disabled a switched-off one.
 */
export const USER_STATUS_FILTERS = ['registered', 'active', 'pending', 'disabled'] as const;

export const usersListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  'filters[status]': z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return [];
      const statuses = value.split(',').map((entry) => entry.trim());
      const unknown = statuses.filter((entry) => !(USER_STATUS_FILTERS as readonly string[]).includes(entry));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `Unknown status: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return statuses as (typeof USER_STATUS_FILTERS)[number][];
    }),
});

export const listedUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
  isSuperadmin: z.boolean(),
  /** The person's profiles the caller may see (their own customer's, or all for superadmins). */
  profiles: z.array(
    z.object({
      id: z.uuid(),
      workspaceId: z.uuid(),
      workspaceName: z.string(),
      roles: z.array(z.enum(PROFILE_ROLES)),
      status: z.enum(['active', 'deleted', 'expired', 'invited']),
    }),
  ),
  /**
   * The person's customer roles (owner, site admin, trainer) the caller may see, with their
   * customer: every one for superadmins, otherwise their own customer's.
   */
  customerRoles: z.array(z.object({ customerId: z.uuid(), customerName: z.string(), role: z.enum(CUSTOMER_ROLES) })),
  /** The workspace from which the caller may act as this person (Impersonate), or null. */
  impersonationWorkspaceId: z.uuid().nullable(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

export const usersListResponseSchema = z.object({ data: z.array(listedUserSchema), pagination: paginationSchema });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;
