import { z } from 'zod';
import { CUSTOMER_ROLES, PROFILE_ROLES, SERVICES } from '../roles.js';
import { v } from '../validation.js';

export const ENTITY_STATUSES = ['active', 'draft', 'archived'] as const;
export const entityStatusSchema = z.enum(ENTITY_STATUSES);

/** Workspace customisation defaults (01 §3, 03 §3). */
export const CUSTOMISATION_DEFAULTS = {
  workspaceLogoHeight: 25,
  primaryColour: '#0074D9',
  textColour: '#111111',
  backgroundColour: '#FFFFFF',
} as const;

export const DEFAULT_ONBOARDING_TEXT =
  'Welcome to your homepage. From here you can reach everything your role lets you do.';

const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, v('colourInvalid'));

export const onboardingSchema = z.object({
  page: z.string(),
  isEnabled: z.boolean(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});

export const customisationSchema = z.object({
  displayName: z.string().nullable(),
  workspaceLogo: z.string().nullable(),
  workspaceLogoHeight: z.number().int().positive(),
  primaryColour: hexColour,
  textColour: hexColour,
  backgroundColour: hexColour,
  onboardings: z.array(onboardingSchema),
  helpdeskEmail: z.string().nullable(),
  helpdeskPhone: z.string().nullable(),
});
export type Customisation = z.infer<typeof customisationSchema>;

export function defaultCustomisation(): Customisation {
  return {
    displayName: null,
    workspaceLogo: null,
    workspaceLogoHeight: CUSTOMISATION_DEFAULTS.workspaceLogoHeight,
    primaryColour: CUSTOMISATION_DEFAULTS.primaryColour,
    textColour: CUSTOMISATION_DEFAULTS.textColour,
    backgroundColour: CUSTOMISATION_DEFAULTS.backgroundColour,
    onboardings: [{ page: 'home', isEnabled: true, text: DEFAULT_ONBOARDING_TEXT, image: null, link: null }],
    helpdeskEmail: null,
    helpdeskPhone: null,
  };
}

export const workspaceSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: entityStatusSchema,
  selfRegistrationEnabled: z.boolean(),
  feedbackFormsEnabled: z.boolean(),
  expiryDate: z.iso.datetime().nullable(),
  customisation: customisationSchema,
  services: z.array(z.enum(SERVICES)),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** One entry of the user's workspace list (GET sso /v2/user-workspaces/{userId}). */
export const userWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  status: entityStatusSchema,
  profileId: z.uuid(),
  roles: z.array(z.enum(PROFILE_ROLES)),
  customisation: customisationSchema,
});
export type UserWorkspace = z.infer<typeof userWorkspaceSchema>;

export const userWorkspacesResponseSchema = z.object({
  data: z.array(userWorkspaceSchema),
  /** Customer-role areas the user can enter without a workspace. */
  customerRoles: z.array(
    z.object({ customerId: z.uuid(), customerName: z.string(), roles: z.array(z.enum(CUSTOMER_ROLES)) }),
  ),
});
export type UserWorkspacesResponse = z.infer<typeof userWorkspacesResponseSchema>;

export const idParamSchema = z.object({ id: z.uuid() });
export const userIdParamSchema = z.object({ userId: z.uuid() });
