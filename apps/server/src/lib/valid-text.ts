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
