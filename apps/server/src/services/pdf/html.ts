/** HTML escaping for documents printed to PDF: every value from the database goes through it. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Tagged template that escapes every interpolated value; `raw()` marks already-built HTML. */
export class RawHtml {
  constructor(readonly value: string) {}
}
export const raw = (value: string) => new RawHtml(value);

export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.map((entry) => (entry instanceof RawHtml ? entry.value : escapeHtml(entry as string))).join('')
      : value instanceof RawHtml
        ? value.value
        : escapeHtml(value as string);
    out += part + strings[index + 1]!;
  });
  return new RawHtml(out);
}
