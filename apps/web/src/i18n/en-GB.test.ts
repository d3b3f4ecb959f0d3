import { describe, expect, it } from 'vitest';
import { enGB, featureResources } from './en-GB';

// Every source file but the texts themselves and the tests: where a key has to be used.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/i18n/**', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const code = Object.values(sources).join('\n');

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Used when named whole, or when code builds it from one of its prefixes (t(`nav.${section}`)). */
function isUsed(key: string): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if ([`'${base}'`, `"${base}"`, `\`${base}\``].some((quoted) => code.includes(quoted))) return true;
  const parts = base.split('.');
  return parts.some((_, index) => index > 0 && code.includes(`\`${parts.slice(0, index).join('.')}.\${`));
}

describe('the en-GB texts', () => {
  it('are split per feature with no top-level key claimed twice', () => {
    const keys = featureResources.flatMap((resource) => Object.keys(resource));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('hold no key that no code uses', () => {
    // Validation texts are used by the contracts' schemas, not by name in the web's code.
    const { validation: _validation, ...screens } = enGB;
    expect(leafKeys(screens).filter((key) => !isUsed(key))).toEqual([]);
  });
});
