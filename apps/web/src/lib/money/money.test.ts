import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats pounds with two decimals', () => {
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(0)).toBe('£0.00');
  });

  it('groups thousands', () => {
    expect(formatMoney(1234567.891)).toBe('£1,234,567.89');
  });
});
