import { z } from 'zod';
import { emailSchema } from './auth.contract.js';
import { verificationCodeSchema } from './email-change.contract.js';
import { newPasswordPairShape, withMatchingPasswords } from '../password.js';

/**
 * Password reset and change: identity-pool calls the spec leaves "not shown" (01 §7), with the
 * spec's error mapping (01 §5, §8). The codes are the provider's exception names the spec maps.
 */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 60;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const PASSWORD_RESET_ERRORS = {
  unknownUser: { code: 'UserNotFoundException', message: 'There is no existing user with this email.' },
  tooManyAttempts: { code: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
  wrongCode: { code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
  invalidPassword: {
    code: 'InvalidPasswordException',
    message: 'Password failed to satisfy constraint. Please use stronger password.',
  },
  expiredCode: { code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' },
  generic: { code: 'password_reset_error', message: 'There were errors while trying to reset the password.' },
  resetRequired: { code: 'PasswordResetRequiredException', message: 'Your account has been forced to reset password.' },
  wrongOldPassword: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
} as const;

// --- POST /api/sso/v2/auth/forgot-password
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

// --- POST /api/sso/v2/auth/confirm-forgot-password
export const confirmForgotPasswordRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  // Strength is checked by the handler so a weak password gets the spec's provider message and code.
  newPassword: z.string().min(1).max(200),
});

// --- POST /api/sso/v2/auth/change-password (bearer)
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});

/** Client-side form: the reset screen also holds the confirmation (01 §3 Reset password). */
export const resetPasswordFormSchema = withMatchingPasswords(
  z.object({ email: emailSchema, code: verificationCodeSchema, ...newPasswordPairShape }),
);

/** Administrator-triggered password reset failures (01 §8), keyed by the code the server sends. */
export const ADMIN_PASSWORD_RESET_ERRORS = {
  limitExceeded: {
    code: 'LimitExceededException',
    message:
      "You have reached the limit of attempts to reset user's password. Please try again later or contact an administrator.",
  },
  notJoined: {
    code: 'entity_not_found_error',
    message: 'The password cannot be reset for this user as they have not yet joined the workspace.',
  },
  other: {
    message: "There were some issues due to resetting user's password. Please try again or contact an administrator.",
  },
} as const;

export const PASSWORD_RESET_SENT_TOAST = {
  title: 'Password reset sent',
  message: "Password reset instructions have been sent to the user's email address.",
} as const;

// --- POST /api/sso/v2/cognito/reset-user-password
export const adminResetPasswordRequestSchema = z.object({ userId: z.uuid() });
