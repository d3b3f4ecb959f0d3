import crypto from 'node:crypto';
import postcss from 'postcss';
import type { Plugin, Rolldown } from 'vite';

/** The hashed class names of Mantine's component styles (`m_` and hex digits). */
const MANTINE_CLASS = /\.(m_[0-9a-f]+)(?![\w-])/g;
/** Vite's `[name]-[hash].css`: the hash part, replaced when the content changes. */
const HASHED_NAME = /^(.*-)([\w-]{8})(\.css)$/;

/**
 * Drops the rules of Mantine's stylesheet that only style components the app never renders
 * (decision 0020). Mantine ships one stylesheet for all its components (250 kB, render-blocking
 * on every first load); a component's rules name its hashed classes (`.m_77c9d27d`), and a
 * component in the build carries those names in its code. A selector naming a hashed class that
 * no chunk of the build contains can match no element, so it goes, and a rule with no selector
 * left goes with it. Everything else (variables, global rules, the app's own classes) stays.
 *
 * Only stylesheets that the HTML alone links are trimmed, and they are renamed after their new
 * content: their name is cached for a year as immutable, and the same sources with another set of
 * components would otherwise give a different file under the same name.
 */
export function unusedMantineCss(): Plugin {
  return {
    name: 'campus-unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const code = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
      const html = files.filter(
        (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.html'),
      );
      const used = (selector: string) =>
        [...selector.matchAll(MANTINE_CLASS)].every(([, name]) => name !== undefined && code.includes(name));

      for (const file of files) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const name = file.fileName.split('/').pop() ?? file.fileName;
        const naming = HASHED_NAME.exec(file.fileName);
        if (!naming || code.includes(name) || !html.some((page) => String(page.source).includes(name))) continue;

        const before = String(file.source);
        const next = trim(before, used);
        if (next === before) continue;
        const hash = crypto.createHash('sha256').update(next).digest('base64url').slice(0, 8);
        const fileName = `${naming[1]}${hash}${naming[3]}`;
        delete bundle[file.fileName];
        this.emitFile({ type: 'asset', fileName, source: next });
        for (const page of html) page.source = String(page.source).replaceAll(file.fileName, fileName);
        // What the manifest lists as the entry's stylesheets.
        for (const chunk of files) {
          const css = chunk.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined;
          if (css?.delete(file.fileName)) css.add(fileName);
        }
      }
    },
  };
}

function trim(css: string, used: (selector: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (from, to, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter(used);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (media and container queries, layers) left empty, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
