import { z } from 'zod';
import { v } from './validation.js';

/**
 * Shared field schemas for text people type and other people read (decision 0043). The server's
 * edge (plugins/input-text.ts) already refuses noncharacters and bidirectional controls in every
 * string and normalises text to NFC; what is left to a field is what "empty" and "a link" mean.
 */

/**
 * Characters that show nothing: whitespace (what `String.prototype.trim` removes: spaces, line
 * ends, U+00A0, U+2000–U+200A, U+2028/9, U+3000, U+FEFF, …), the zero-width space, non-joiner and
 * joiner and the direction marks (U+200B–U+200F), the word joiner and invisible operators
 * (U+2060–U+2064), the soft hyphen, the combining grapheme joiner, the Mongolian vowel separator
 * and the Hangul fillers. A name made only of these looks empty on every screen and list.
 */
// U+034F and U+1160 combine with what precedes them, so they are alternatives of their own
// rather than members of the character class (a class would read them as part of a pair).
const INVISIBLE = '(?:[\\s\\u00AD\\u115F\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0]|\\u034F|\\u1160)';
const INVISIBLE_EDGES = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, 'gu');
const ONLY_INVISIBLE = new RegExp(`^${INVISIBLE}*$`, 'u');

/** The text without invisible characters at either end (inside, a joiner may be needed). */
export const trimInvisible = (value: string): string => value.replace(INVISIBLE_EDGES, '');

/** Whether the text shows nothing at all: empty, or made only of invisible characters. */
export const isBlankText = (value: string): boolean => ONLY_INVISIBLE.test(value);

/**
 * A text field trimmed of invisible characters at both ends, in place of `z.string().trim()`: a
 * name of only U+200B becomes '' and so fails `.min(1, …)` with the field's own "required"
 * message, and an optional "empty keeps the stored value" field sees it as empty.
 */
export const visibleText = () => z.string().overwrite(trimInvisible);

/** The schemes a link people open may use: no `javascript:`, `data:` or `file:` (decision 0043). */
const WEB_SCHEMES = new Set(['http:', 'https:']);

/** Whether the text is an absolute http or https address with a host. */
export function isWebLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return WEB_SCHEMES.has(url.protocol) && url.hostname !== '';
}

/**
 * Every link field a client sends (a session's meeting link, …): http or https only, so a link
 * written into a page's `href` or a calendar file's `URL` cannot run script. An empty value is
 * still "no link" where the field was optional before.
 */
export const webLink = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || isWebLink(value), v('linkInvalid'));
