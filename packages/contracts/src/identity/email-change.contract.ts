import { z } from 'zod';
import { emailSchema } from './auth.contract.js';
import { v } from '../validation.js';

/** Emailed 6-digit codes (password reset, self-registration, email change) and their failures, in the spec's texts (01 §8). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_ERRORS = {
  wrongCode: { code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
  expiredCode: { code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' },
  tooManyAttempts: { code: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
} as const;
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), v('emailCodeInvalid'));

/**
 * Changing one's email address (01 §7 POST sso /v2/user/email, body emailAddress): the new
 * address gets a code, and the change is made only when the code comes back (the spec leaves the
 * identity pool's verify call "not shown": ours is POST /v2/user/email/verify).
 */
export const emailChangeRequestSchema = z.object({ emailAddress: emailSchema });
export const emailChangeStartedSchema = z.object({ emailAddress: z.string(), expiresAt: z.iso.datetime() });
export const emailChangeVerifySchema = z.object({ code: verificationCodeSchema });
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const EMAIL_CHANGE_ERRORS = {
  taken: { code: 'UsernameExistsException', message: 'User with this email address already exists.' },
  unchanged: { code: 'email_unchanged', message: 'This is already your email address.' },
} as const;
