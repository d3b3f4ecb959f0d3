import { describe, expect, it } from 'vitest';
import { isBlankText, isWebLink, trimInvisible, visibleText, webLink } from './text-fields.js';

describe('visibleText and isBlankText', () => {
  it('treats whitespace and zero-width characters as nothing', () => {
    for (const blank of ['', ' ', '\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00A0\u3000', '\u00AD', '\u3164'])
      expect(isBlankText(blank)).toBe(true);
    expect(isBlankText('a\u200B')).toBe(false);
    expect(visibleText().min(1).safeParse('\u200B \u200D').success).toBe(false);
    expect(trimInvisible('\u200B Ada \u200D')).toBe('Ada');
    // A joiner inside visible text is part of it (an emoji sequence).
    expect(trimInvisible('👩\u200D👧')).toBe('👩\u200D👧');
  });
});

describe('webLink', () => {
  it('takes http and https addresses only', () => {
    expect(isWebLink('https://meet.example.test/x?y=1')).toBe(true);
    expect(isWebLink('http://example.test')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///x',
      'mailto:a@b.test',
      'meet.example.test',
      'https://',
    ])
      expect(isWebLink(bad)).toBe(false);
    const schema = webLink(50);
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse(' https://a.test ').data).toBe('https://a.test');
    expect(schema.safeParse('javascript:alert(document.domain)').error?.issues[0]?.message).toBe(
      'validation.linkInvalid',
    );
  });
});
