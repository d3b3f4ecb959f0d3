import { describe, expect, it } from 'vitest';
import { isStrongPassword, strongPasswordSchema } from './password.js';
import { validationText } from './validation.js';

describe('password rule (8–99 non-space characters with lower, upper, digit, special)', () => {
  it.each(['Demo!2345', 'aB3$efgh', `Aa1!${'x'.repeat(95)}`])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['too long', `Aa1!${'x'.repeat(96)}`],
    ['no upper', 'demo!2345'],
    ['no lower', 'DEMO!2345'],
    ['no digit', 'Demo!abcd'],
    ['no special', 'Demo12345'],
    ['a space', 'Demo !2345'],
  ])('refuses %s', (_reason, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });

  it('uses the provider message from the spec', () => {
    const result = strongPasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('validation.passwordConstraint');
    expect(validationText(message)).toBe('Password failed to satisfy constraint. Please use stronger password.');
  });
});
