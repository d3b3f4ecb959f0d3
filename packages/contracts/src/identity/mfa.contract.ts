import { z } from 'zod';
import { MFA_CODE_LENGTH } from '../constants.js';
import { v } from '../validation.js';

/**
 * Two-factor authentication with a software token (TOTP, 6 digits, 01 §4 and §9) and the
 * sign-in challenges. The cognito/* paths and bodies are the spec's (01 §7); the challenge
 * answers are identity-pool calls the spec leaves "not shown".
 */
export const MFA_ISSUER = 'Campus';

export const mfaCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), v('mfaCodeInvalid'));

export const CHALLENGES = ['SOFTWARE_TOKEN_MFA', 'NEW_PASSWORD_REQUIRED'] as const;
export type ChallengeName = (typeof CHALLENGES)[number];

/** Sign-in either ends with tokens or asks one more question (the login state's mfaChallenge / newPasswordChallenge). */
export const challengeSchema = z.object({ challengeName: z.enum(CHALLENGES), session: z.string() });
export type Challenge = z.infer<typeof challengeSchema>;

// --- POST /api/sso/v2/auth/mfa
export const answerMfaChallengeSchema = z.object({ session: z.string().min(10), code: mfaCodeSchema });

// --- POST /api/sso/v2/auth/new-password (strength checked by the handler for the provider's message)
export const answerNewPasswordChallengeSchema = z.object({
  session: z.string().min(10),
  newPassword: z.string().min(1).max(200),
});

// --- POST /api/sso/v2/cognito/get-mfa-secret-code
export const mfaSecretRequestSchema = z.object({ accessToken: z.string().min(10) });
export const mfaSecretResponseSchema = z.object({ secretCode: z.string(), otpauthUri: z.string() });

// --- POST /api/sso/v2/cognito/verify-mfa-software-token
export const verifyMfaRequestSchema = z.object({ userId: z.uuid(), code: mfaCodeSchema, token: z.string().min(10) });
export const verifyMfaResponseSchema = z.object({ status: z.literal('SUCCESS') });

// --- POST set-user-mfa-preference / set-user-mfa-enabled / set-user-mfa-required
export const mfaSwitchRequestSchema = z.object({ userId: z.uuid(), enabled: z.boolean() });

// --- GET /api/sso/v2/cognito/get-user/{userId}
export const identityUserSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
  mfaEnabled: z.boolean(),
  mfaRequired: z.boolean(),
  isSuperadmin: z.boolean(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/** Texts for two-factor outcomes (01 §4, §8), keyed by the code the server sends. */
export const MFA_ERRORS = {
  wrongCode: { code: 'CodeMismatchException', message: 'Something went wrong. Try to type the code once again.' },
  tooManyAttempts: { code: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
  expiredChallenge: {
    code: 'NotAuthorizedException',
    message: 'Your sign-in took too long. Please enter your email and password again.',
  },
  noSecret: {
    code: 'mfa_not_set_up',
    message: 'Set up your authenticator app before turning on two-factor authentication.',
  },
  superadminMustKeep: {
    code: 'mfa_required_for_superadmin',
    message: 'Superadmins must keep two-factor authentication turned on.',
  },
  /** Any call but the enrolment ones from someone who must set up two-factor first. */
  setupRequired: {
    code: 'mfa_setup_required',
    message: 'You have to set up two factor authentication.',
  },
  requiredByAdministrator: {
    code: 'mfa_required',
    message: 'Your administrator requires two-factor authentication for your account.',
  },
} as const;

/** Administrator 2FA reset failures (01 §8). */
export const MFA_RESET_ERRORS = {
  limitExceeded: {
    code: 'LimitExceededException',
    message:
      "You have reached the limit of attempts to reset user's 2FA. Please try again later or contact an administrator.",
  },
  notRegistered: {
    code: 'entity_not_found_error',
    message: "2FA can't be reset for this user as he didn't registered himself yet.",
  },
  other: {
    message: "There were some issues due to resetting user's 2FA. Please try again or contact an administrator.",
  },
} as const;

export const MFA_TOASTS = {
  disabled: { title: '2FA disabled', message: 'You have successfully disabled two factor authentication security.' },
  reset: { title: '2FA reset', message: 'You have successfully reset two factor authentication for the user.' },
  required: { title: '2FA required', message: 'You have to set up two factor authentication.' },
  enabled: { title: '2FA enabled', message: 'Two-factor authentication is now protecting your account.' },
} as const;
