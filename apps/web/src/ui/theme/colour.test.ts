import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mix, shadesOf } from './colour';

describe('colour helpers', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0074D9', '#FFFFFF')).toBeGreaterThan(4.5);
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });

  it('keeps a colour that already contrasts', () => {
    expect(ensureContrast('#0074d9', '#FFFFFF')).toBe('#0074D9');
  });

  it('darkens a pale colour until it contrasts', () => {
    const fixed = ensureContrast('#FFDD00', '#FFFFFF');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes ten shades with the colour at index 6', () => {
    const shades = shadesOf('#0074D9');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#0074D9');
  });
});
