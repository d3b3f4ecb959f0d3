import { useEffect, useRef } from 'react';

/**
 * Shows a document the server laid out (the printable register or summary, whose values its
 * `html` helper escaped) inside a shadow root: its styles stay its own and the app's do not reach
 * it, and it prints with the page. Only its `<style>` elements and its body's content are taken:
 * nothing of its head runs, and the server answers it with a CSP that allows no script.
 */
export function PrintedDocument({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const script of parsed.querySelectorAll('script')) script.remove();
    const styles = [...parsed.head.querySelectorAll('style')].map((style) => style.outerHTML).join('');
    root.innerHTML = `${styles}${parsed.body.innerHTML}`;
  }, [html]);
  return <div ref={host} role="region" aria-label={label} data-print-document="" data-testid="printed-document" />;
}
