/**
 * Rich text as the spec lets it be saved (01 §5 "Rich text is sanitised to allow only b, i, em, u,
 * strong, a, p, br, ul, ol, li, blockquote, h1-h6, span, div, img (a stricter variant excludes div
 * and img); allowed attributes href, target, style, class, src, alt, width, height, data-id,
 * data-list"). The text is rebuilt from its tokens, never passed through: every tag written is
 * one of the allowed, every attribute one of the allowed with its value escaped again, every other
 * character text. Other tags are dropped and their text kept, except elements whose content is not
 * text (script, style, iframe…), which are dropped whole. Links and images keep only http(s),
 * mailto (links) and relative addresses; styles that could fetch or run anything are dropped.
 * Used by the server before it saves a course description (02 §3 "sanitised before save").
 */

const TAGS = [
  'b',
  'i',
  'em',
  'u',
  'strong',
  'a',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
  'img',
] as const;
const STRICT_EXCLUDED = new Set(['div', 'img']);
const VOID = new Set(['br', 'img']);
const ATTRIBUTES = new Set([
  'href',
  'target',
  'style',
  'class',
  'src',
  'alt',
  'width',
  'height',
  'data-id',
  'data-list',
]);
/** Elements whose content is not readable text: dropped with everything inside them. */
const DROPPED_WHOLE = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{0,31}));?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The value with its character references read; null when it holds one this reader does not know. */
function decode(value: string): string | null {
  let unknown = false;
  const decoded = value.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) {
      const code = decimal ? Number(decimal) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const known = NAMED[name!.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? whole;
  });
  return unknown ? null : decoded;
}

/** Text outside tags: character references kept, every other `&`, `<` and `>` escaped. */
function cleanText(text: string): string {
  return text.replace(/&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{0,31});)|<|>/g, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : '&gt;',
  );
}

/** An address a link or image may keep: http(s), mailto for links, or relative. */
function safeAddress(raw: string, name: 'href' | 'src'): string | null {
  const decoded = decode(raw);
  if (decoded === null) return null;
  // Browsers ignore these inside a scheme ("java\tscript:"), so they are removed before the check.
  // eslint-disable-next-line no-control-regex
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return decoded.trim();
  const allowed = name === 'href' ? ['http', 'https', 'mailto'] : ['http', 'https'];
  return allowed.includes(scheme) ? decoded.trim() : null;
}

/** A style that cannot fetch or run anything (no url(), expression(), imports or escapes). */
function safeStyle(raw: string): string | null {
  const decoded = decode(raw);
  if (decoded === null) return null;
  return /url\s*\(|expression|javascript|vbscript|@import|behavior|-moz-binding|[\\<>]/i.test(decoded) ? null : decoded;
}

function cleanAttributes(tag: string, source: string): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!ATTRIBUTES.has(name) || seen.has(name)) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    let value: string | null;
    if (name === 'href') value = tag === 'a' ? safeAddress(raw, 'href') : null;
    else if (name === 'src') value = tag === 'img' ? safeAddress(raw, 'src') : null;
    else if (name === 'style') value = safeStyle(raw);
    else if (name === 'target') value = TARGETS.has(raw.trim().toLowerCase()) ? raw.trim().toLowerCase() : null;
    else value = decode(raw);
    if (value === null) continue;
    seen.add(name);
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  return kept.join('');
}

/**
 * The rich text with only the allowed tags and attributes, well formed (unclosed tags closed, stray
 * closing tags dropped). `strict` is the spec's stricter variant, without div and img.
 */
export function sanitiseRichText(html: string, options: { strict?: boolean } = {}): string {
  const allowed = new Set<string>(TAGS.filter((tag) => !(options.strict && STRICT_EXCLUDED.has(tag))));
  const open: string[] = [];
  let out = '';
  let position = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out += cleanText(html.slice(position, match.index));
    position = TOKEN.lastIndex;
    const [, closing, rawName, attributes] = match;
    if (!rawName) continue; // a comment, CDATA, doctype or processing instruction
    const name = rawName.toLowerCase();
    if (!closing && DROPPED_WHOLE.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = position;
      const found = end.exec(html);
      position = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = position;
      continue;
    }
    if (!allowed.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, attributes ?? '')}>`;
    if (!VOID.has(name)) open.push(name);
  }
  out += cleanText(html.slice(position));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
