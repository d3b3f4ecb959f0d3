import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@campus/contracts';
import { i18n } from '../../../../lib/i18n/i18n';
import { textFieldDescription } from './CustomFieldInputs';

const field = (help: string | null, minLength: number | null, maxLength: number | null): CustomFieldDefinition => ({
  id: '7c9f5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e61',
  name: 'Badge code',
  fieldType: 'text',
  required: false,
  help,
  options: [],
  minLength,
  maxLength,
});

describe('the help under a text field', () => {
  const t = i18n.t.bind(i18n);
  it('ends the help text as a sentence before the length hint', () => {
    expect(textFieldDescription(t, field('As shown on your badge', 4, 10))).toBe(
      'As shown on your badge. 4 to 10 characters.',
    );
    expect(textFieldDescription(t, field('Ask reception!', null, 8))).toBe('Ask reception! At most 8 characters.');
  });

  it('says only what there is', () => {
    expect(textFieldDescription(t, field(null, 2, null))).toBe('At least 2 characters.');
    expect(textFieldDescription(t, field('Optional', null, null))).toBe('Optional.');
    expect(textFieldDescription(t, field(null, null, null))).toBe('');
  });
});
