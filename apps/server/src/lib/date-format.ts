/**
 * Shared `Intl.DateTimeFormat`s. Making one parses its locale and zone data, which costs far more
 * than formatting with it (a profile of the booking call found a tenth of its time there), so each
 * locale and option set is made once per process and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
