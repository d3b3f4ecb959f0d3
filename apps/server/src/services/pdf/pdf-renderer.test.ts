import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtml, html, raw } from './html.js';
import { createPdfRenderer } from './pdf-renderer.js';
import { pdfText } from '../../test/pdf.js';

describe('html escaping', () => {
  it('escapes every interpolated value unless marked raw', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
    // Prettier reflows templates tagged `html`, which would add the whitespace this compares.
    // prettier-ignore
    const printed = html`<p>${'<b>'}</p>${raw('<i>ok</i>')}${['<a>', raw('<br />')]}`.value;
    expect(printed).toBe('<p>&lt;b&gt;</p><i>ok</i>&lt;a&gt;<br />');
  });
});

describe('PDF renderer', () => {
  const renderer = createPdfRenderer();
  afterAll(() => renderer.close());

  it('prints HTML to a PDF, reusing one browser, and loads nothing from the network', async () => {
    const first = await renderer.render('<h1>First flyer</h1><p>12 Mar 2027</p>');
    expect(first.subarray(0, 4).toString()).toBe('%PDF');
    expect(await pdfText(first)).toContain('First flyer');
    const started = Date.now();
    const second = await renderer.render(
      '<h1>Second</h1><img src="http://127.0.0.1:9/tracker.png" alt="" /><p>after the image</p>',
    );
    expect(await pdfText(second)).toContain('after the image');
    // The browser is already running: the second document does not pay for a launch.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses after close', async () => {
    const closing = createPdfRenderer();
    await closing.render('<p>once</p>');
    await closing.close();
    await expect(closing.render('<p>twice</p>')).rejects.toThrow('closed');
  });
});
