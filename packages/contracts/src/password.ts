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
