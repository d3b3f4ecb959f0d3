import { z } from 'zod';
import { v } from './validation.js';

/**
 * 01 §5: 8 to 99 non-space characters with a lowercase letter, an uppercase letter,
 * a digit and a special character.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,99}$/;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const strongPasswordSchema = z.string().regex(PASSWORD_PATTERN, v('passwordConstraint'));

/** The two fields of a new password typed twice, to spread into a form's object schema. */
export const newPasswordPairShape = { newPassword: strongPasswordSchema, newPasswordConfirm: z.string() };

/**
 * Adds "the passwords do not match" on the confirmation. zod runs it even while other fields of
 * the form are wrong (their issues do not abort the object), so one submission shows every problem.
 */
export function withMatchingPasswords<Schema extends z.ZodType<{ newPassword: string; newPasswordConfirm: string }>>(
  schema: Schema,
) {
  return schema.refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: v('passwordsDiffer'),
  });
}

/** A new password typed twice (reset, forced new password, password change, sign-up). */
export const newPasswordPairSchema = withMatchingPasswords(z.object(newPasswordPairShape));
