import { resolveChromium, type ResolvedChromium } from '@campus/browser';
import { chromium, type Browser } from 'playwright-core';

/**
 * Prints HTML to PDF with headless Chromium (decision 0030): flyers now, certificates and printable
 * registers later. Chromium is found the project's one way (`@campus/browser`, decision 0019:
 * CHROME_PATH, else /usr/bin/chromium, else @sparticuz/chromium) and launched through
 * playwright-core once, on first use; every document gets its own short-lived context. Pages load
 * nothing from the network: images come inline as data: URLs, so a document cannot be made to
 * fetch addresses on the server's network.
 */
export interface PdfRenderer {
  render(html: string, options?: { landscape?: boolean }): Promise<Buffer>;
  /** Closes the browser (the app's onClose). */
  close(): Promise<void>;
}

export function createPdfRenderer(
  options: { resolve?: () => Promise<ResolvedChromium>; launchTimeoutMs?: number } = {},
): PdfRenderer {
  const resolve = options.resolve ?? (() => resolveChromium());
  let browser: Promise<Browser> | null = null;
  let closed = false;

  function launch(): Promise<Browser> {
    const launching = (async () => {
      const found = await resolve();
      const instance = await chromium.launch({
        executablePath: found.executablePath,
        args: found.args,
        headless: true,
        timeout: options.launchTimeoutMs ?? 60_000,
      });
      // A crashed browser is launched again on the next document.
      instance.on('disconnected', () => {
        if (browser === launching) browser = null;
      });
      return instance;
    })();
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    browser = launching;
    return launching;
  }

  return {
    async render(html, renderOptions = {}) {
      if (closed) throw new Error('The PDF renderer is closed');
      const instance = await (browser ?? launch());
      const context = await instance.newContext({ javaScriptEnabled: false, offline: true });
      try {
        await context.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({
          format: 'A4',
          landscape: renderOptions.landscape ?? false,
          printBackground: true,
          margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
        });
      } finally {
        await context.close();
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
