import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text.js';

describe('sanitiseRichText (01 §5 rich text allow-list)', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2 class="title">Golf</h2><p style="color: red">A <b>bold</b> <a href="https://example.test/x?a=1&amp;b=2" target="_blank">link</a></p><ul data-list="bullet"><li data-id="1">one</li></ul><img src="/media/1.png" alt="Ball" width="10" height="10"><br>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and unsafe addresses, keeping the text', () => {
    expect(sanitiseRichText('<p onclick="steal()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitiseRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<img src="data:image/png;base64,AAA" alt="a">')).toBe('<img alt="a">');
    expect(sanitiseRichText('<span style="background:url(https://x.test)">s</span>')).toBe('<span>s</span>');
    expect(sanitiseRichText('<iframe src="https://x.test">inside</iframe>after')).toBe('after');
    expect(sanitiseRichText('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(sanitiseRichText('<!-- note --><p>a</p>')).toBe('<p>a</p>');
  });

  it('escapes stray markup and closes what was left open', () => {
    expect(sanitiseRichText('1 < 2 & 3 > 2 &amp; <b>open')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; <b>open</b>');
    expect(sanitiseRichText('</p><i>a</b></i>')).toBe('<i>a</i>');
    expect(sanitiseRichText('<p title="x" data-id=\'a"b\'>q</p>')).toBe('<p data-id="a&quot;b">q</p>');
    expect(sanitiseRichText('<p a=">"><script>x</script>')).toBe('<p></p>');
  });

  it('leaves out div and img in the strict variant', () => {
    expect(sanitiseRichText('<div><img src="/a.png">text</div>', { strict: true })).toBe('text');
  });
});
