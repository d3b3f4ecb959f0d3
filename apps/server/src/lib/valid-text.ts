/**
 * Text no field of ours means and the database cannot keep: C0 control characters other than
 * tab, line feed and carriage return (PostgreSQL refuses NUL in text and jsonb outright), and
 * UTF-16 surrogates without their pair (with the `u` flag `\p{Cs}` matches only lone ones;
 * written out they would silently become U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;
const INVALID_TEXT_ALL = new RegExp(INVALID_TEXT.source, 'gu');

export function isInvalidText(value: string): boolean {
  return INVALID_TEXT.test(value);
}

/** The text with every invalid character replaced by U+FFFD, for echoing or recording it. */
export function replaceInvalidText(value: string): string {
  return value.replace(INVALID_TEXT_ALL, '\uFFFD');
}

/**
 * Text any text column accepts: at most `maxLength` characters (cut first, so a surrogate pair
 * split by the cut is repaired too) with invalid characters replaced.
 */
export function storableText(value: string, maxLength: number): string {
  return replaceInvalidText(value.length > maxLength ? value.slice(0, maxLength) : value);
}

/**
 * Text that the database keeps but people would be misled by (decision 0043): the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069; a name with U+202E shows its
 * letters reversed, and one left open turns the rest of a list or an email backwards) and Unicode's
 * noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF, …,
 * U+10FFFF), which are never text. The direction marks U+200E/U+200F stay allowed: mixed-direction
 * names need them and they cannot reorder what follows.
 */
const UNSAFE_TEXT = /[\u202A-\u202E\u2066-\u2069]|\p{Noncharacter_Code_Point}/u;

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** Either rule at once, for the edge's quick look at every string of a request. */
const INVALID_OR_UNSAFE = new RegExp(`${INVALID_TEXT.source}|${UNSAFE_TEXT.source}`, 'u');

export function isInvalidOrUnsafeText(value: string): boolean {
  return INVALID_OR_UNSAFE.test(value);
}

/**
 * Whether NFC could change the text: every code point below U+0300 (ASCII, Latin-1, the Latin
 * extensions) is stable under NFC, so most strings are passed over without normalising a copy.
 */
const MAY_NEED_NFC = /[\u0300-\u{10FFFF}]/u;

/** The text in Unicode NFC, so "é" typed as e + U+0301 and as U+00E9 is stored, compared and found alike. */
export function nfc(value: string): string {
  return MAY_NEED_NFC.test(value) ? value.normalize('NFC') : value;
}
