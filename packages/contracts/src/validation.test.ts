import { describe, expect, it } from 'vitest';
import { emailSchema } from './identity/auth.contract.js';
import { z } from 'zod';
import { newPasswordPairSchema, newPasswordPairShape, withMatchingPasswords } from './password.js';
import { VALIDATION_TEXTS, isValidationKey, v, validationText } from './validation.js';

describe('validation message keys', () => {
  it('puts a key, not English, on a schema issue', () => {
    const result = emailSchema.safeParse('not-an-address');
    expect(result.error?.issues[0]?.message).toBe('validation.emailInvalid');
  });

  it('puts the key on the field a refinement names', () => {
    const result = newPasswordPairSchema.safeParse({ newPassword: 'Demo!2345', newPasswordConfirm: 'other' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPasswordConfirm', 'validation.passwordsDiffer'],
    ]);
  });

  it('says the passwords differ even while another field of the form is wrong', () => {
    const form = withMatchingPasswords(
      z.object({ firstName: z.string().min(1, v('ownFirstNameRequired')), ...newPasswordPairShape }),
    );
    const result = form.safeParse({ firstName: '', newPassword: 'Demo!2345', newPasswordConfirm: 'other' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.ownFirstNameRequired',
      'validation.passwordsDiffer',
    ]);
  });

  it('turns every key into its English and leaves other messages alone', () => {
    for (const name of Object.keys(VALIDATION_TEXTS) as (keyof typeof VALIDATION_TEXTS)[]) {
      expect(isValidationKey(v(name))).toBe(true);
      expect(validationText(v(name))).toBe(VALIDATION_TEXTS[name]);
    }
    expect(validationText('Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(isValidationKey('validation.noSuchKey')).toBe(false);
  });
});
