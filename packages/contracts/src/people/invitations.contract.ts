import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { emailSchema } from '../identity/auth.contract.js';
import { PROFILE_ROLES } from '../roles.js';

/** Workspace invitations and sign-up with one (01 §3 Invitation and Signup, §4 invitation sign-up). */
export const INVITATION_STATUSES = ['sent', 'accepted', 'rejected', 'cancelled'] as const;

export const INVITATION_MESSAGES = {
  accepted: 'Invitation has been successfully accepted.',
  rejected: 'Invitation has been successfully rejected.',
  notValid: "You can't sign up because invitation is not valid...",
  signUpFailed: 'Some errors occurred while creating a new account. Please try again.',
  signUpErrorsTitle: 'There were errors while creating the new account.',
  emailTaken: 'User with this email address already exists.',
  userAlreadyExists: 'User already exists. Please try again with different details.',
} as const;

export const INVITATION_ERRORS = {
  notValid: { code: 'invitation_not_valid', message: INVITATION_MESSAGES.notValid },
  alreadyMember: { code: 'user_already_exists', message: INVITATION_MESSAGES.emailTaken },
  userAlreadyExists: { code: 'UsernameExistsException', message: INVITATION_MESSAGES.userAlreadyExists },
  signUpRequired: {
    code: 'sign_up_required',
    message: 'Create your account to accept this invitation.',
  },
} as const;

/**
 * The secret only the invitation email carries (`/landing-invitation?invitation=ID&secret=…`).
 * Reading or answering an invitation without a token needs it, so knowing the id (the inviter
 * does) is not enough to act for the invited person.
 */
export const invitationSecretSchema = z.string().min(32).max(128);
// --- GET /api/sso/v2/invitations/{id}?secret=
export const invitationSecretQuerySchema = z.object({ secret: invitationSecretSchema });
// --- POST /api/sso/v2/accept-invitation/{id}, /reject-invitation/{id}
export const answerInvitationRequestSchema = z.object({ secret: invitationSecretSchema });

export const INVITATION_FIELD_MESSAGES = {
  organisationUnit: 'Choose an organisation unit of this workspace.',
  groups: 'Choose groups of this workspace.',
} as const;

// --- POST /api/sso/v2/invitations
export const createInvitationSchema = z.object({
  workspaceId: z.uuid(),
  emailAddress: emailSchema,
  firstName: visibleText().min(1).max(100),
  lastName: visibleText().min(1).max(100),
  roles: z.array(z.enum(PROFILE_ROLES)).min(1).default(['learner']),
  organisationUnit: z.uuid().nullable().optional(),
  groups: z.array(z.uuid()).default([]),
});
export const createdInvitationSchema = z.object({ id: z.uuid() });

// --- GET /api/sso/v2/invitations/{id}
export const invitationSchema = z.object({
  id: z.uuid(),
  status: z.enum(INVITATION_STATUSES),
  user: z.object({ id: z.uuid(), emailAddress: z.string(), firstName: z.string(), lastName: z.string() }),
  workspace: z.object({ id: z.uuid(), name: z.string() }),
  /** The invited person already has an account (a password): they accept rather than sign up. */
  hasAccount: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// --- POST /api/sso/v2/cognito/sign-up (the password strength is checked by the handler)
export const signUpRequestSchema = z.object({
  invitationId: z.uuid(),
  invitationSecret: invitationSecretSchema,
  password: z.string().min(1).max(200),
  firstName: visibleText().min(1).max(100).optional(),
  lastName: visibleText().min(1).max(100).optional(),
  marketingAgree: z.boolean().default(false),
});
