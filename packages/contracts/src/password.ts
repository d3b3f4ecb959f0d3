import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * 01 §5: 8 to 99 non-space characters with a lowercase letter, an uppercase letter,
 * a digit and a special character.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,99}$/;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const strongPasswordSchema = z.string().regex(PASSWORD_PATTERN, MESSAGES.passwordConstraint);

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** A new password typed twice (reset, forced new password, password change, sign-up). */
export const newPasswordPairSchema = z
  .object({ newPassword: strongPasswordSchema, newPasswordConfirm: z.string() })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: PASSWORDS_DIFFER,
  });

/** Field errors of a new-password pair, by field; empty when it is acceptable. */
export function newPasswordPairErrors(pair: {
  newPassword: string;
  newPasswordConfirm: string;
}): Partial<Record<'newPassword' | 'newPasswordConfirm', string>> {
  const parsed = newPasswordPairSchema.safeParse(pair);
  const errors: Partial<Record<'newPassword' | 'newPasswordConfirm', string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'newPassword' || field === 'newPasswordConfirm') errors[field] ??= issue.message;
  }
  return errors;
}
