import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Fonts for printed documents, so names in any script print (decision 0030 "Fonts"). The npm
 * Chromium (@sparticuz/chromium) brings no fonts, and a machine's own may lack Chinese, Korean or
 * Indic scripts: unfound characters would print as empty boxes. Noto Sans comes from npm as
 * Fontsource's variable fonts, each cut into subsets by Unicode range; a document embeds, as
 * data: URLs (the renderer loads nothing from the network), only the subsets its own text uses,
 * all under one family name (`PRINT_FONT_FAMILY`), so Chromium picks the right file per character.
 * The same CSS makes the HTML the web's print screens show.
 */

/** The family documents name first in `font-family`. */
export const PRINT_FONT_FAMILY = 'Campus Print Sans';

/**
 * The Fontsource packages, Latin/Greek/Cyrillic first. Chinese (with Japanese kana) and Korean
 * are the large ones (about 100 subsets each); a name embeds the few it touches.
 */
const PACKAGES = [
  'noto-sans',
  'noto-sans-arabic',
  'noto-sans-hebrew',
  'noto-sans-armenian',
  'noto-sans-georgian',
  'noto-sans-ethiopic',
  'noto-sans-devanagari',
  'noto-sans-bengali',
  'noto-sans-tamil',
  'noto-sans-telugu',
  'noto-sans-kannada',
  'noto-sans-sinhala',
  'noto-sans-thai',
  'noto-sans-khmer',
  'noto-sans-sc',
  'noto-sans-kr',
] as const;

interface Subset {
  file: string;
  unicodeRange: string;
  ranges: [number, number][];
}

const FACE = /@font-face\s*{([^}]*)}/g;

function rangesOf(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from ?? '0', 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

let loaded: Subset[] | null = null;

/** Every subset of every package, read once from their `index.css`. */
function subsets(): Subset[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  loaded = PACKAGES.flatMap((name) => {
    const css = require.resolve(`@fontsource-variable/${name}/index.css`);
    const text = fs.readFileSync(css, 'utf8');
    return [...text.matchAll(FACE)].flatMap(([, body = '']) => {
      const url = /url\(([^)]+)\)/.exec(body)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
      if (!url || !range) return [];
      return [
        {
          file: path.resolve(path.dirname(css), url.replace(/['"]/g, '')),
          unicodeRange: range.trim(),
          ranges: rangesOf(range),
        },
      ];
    });
  });
  return loaded;
}

const dataUrls = new Map<string, string>();
function dataUrl(file: string): string {
  let url = dataUrls.get(file);
  if (!url) {
    url = `data:font/woff2;base64,${fs.readFileSync(file).toString('base64')}`;
    dataUrls.set(file, url);
  }
  return url;
}

/**
 * `@font-face` rules for the text a document prints: for each character, the first package's
 * subset that covers it (so Latin comes from Noto Sans, not from the Chinese font's Latin).
 * Characters no subset covers fall back to the page's other fonts.
 */
export function fontFacesFor(text: string): string {
  const codePoints = new Set<number>();
  for (const char of text) codePoints.add(char.codePointAt(0)!);
  const chosen = new Set<Subset>();
  const all = subsets();
  for (const codePoint of codePoints) {
    if (codePoint < 0x20) continue;
    const subset = all.find((candidate) => candidate.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
    if (subset) chosen.add(subset);
  }
  return [...chosen]
    .map(
      (subset) =>
        `@font-face{font-family:'${PRINT_FONT_FAMILY}';font-style:normal;font-weight:100 900;` +
        `src:url(${dataUrl(subset.file)}) format('woff2');unicode-range:${subset.unicodeRange};}`,
    )
    .join('\n');
}
