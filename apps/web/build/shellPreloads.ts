import type { Plugin, Rolldown } from 'vite';

/** Where the server finds the list (services/web-app.ts reads it beside index.html). */
export const SHELL_PRELOADS_FILE = 'shell-preloads.json';

/**
 * Lists the files the signed-in shell needs beyond the entry: the chunk holding `shellModule`
 * (the layout every signed-in screen sits in), the chunks it imports and their stylesheets
 * (decision 0020). The server names them in index.html for signed-in paths only, so a first load
 * of such a page fetches them beside the entry instead of once the entry has run; the sign-in
 * page, which never shows the shell, does not download them.
 *
 * `startPages` maps a start page's path to its screen's module: its chunk (one file, a chunk
 * group of its own in vite.config.ts) and stylesheet, beyond the entry's and the shell's, are
 * listed under `pages` and named on that path only (decision 0041).
 */
export function shellPreloads(shellModule: string, startPages: Record<string, string> = {}): Plugin {
  return {
    name: 'campus-shell-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shell = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(shellModule)));
      if (!entry || !shell) this.error(`shellPreloads: no entry chunk, or no chunk holds ${shellModule}`);

      const withImports = (start: Rolldown.OutputChunk): string[] => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...seen];
      };
      const url = (fileName: string) => `/${fileName}`;
      /** A chunk's files and stylesheets beyond those already loaded. */
      const filesBeyond = (start: Rolldown.OutputChunk, loaded: Set<string>) => {
        const scripts = withImports(start).filter((fileName) => !loaded.has(fileName));
        const styles = scripts.flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return { scripts: scripts.map(url), styles: styles.map(url) };
      };
      const withTheEntry = new Set(withImports(entry));
      const withTheShell = new Set([...withTheEntry, ...withImports(shell)]);
      const pages = Object.fromEntries(
        Object.entries(startPages).map(([pagePath, pageModule]) => {
          const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(pageModule)));
          if (!page) this.error(`shellPreloads: no chunk holds ${pageModule}`);
          return [pagePath, filesBeyond(page, withTheShell)];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: SHELL_PRELOADS_FILE,
        source: `${JSON.stringify({ ...filesBeyond(shell, withTheEntry), pages }, null, 2)}\n`,
      });
    },
  };
}
