/**
 * Zone names for printed times (issue 24 item 3, docs/events.md "Time zones"): every time shown in
 * an email, a calendar file or PDF, or on screen carries the name of the zone in force at that
 * instant, from the platform's own Intl data. One helper, used by the server and the web app.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and zone, kept: making one costs far more than using it. */
function shortName(locale: string, timeZone: string, instant: Date): string | null {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    formats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? null;
}

/** "GMT-5", "GMT+5:30", "UTC+1": Intl's fallback when a locale has no abbreviation for a zone. */
const isOffset = (name: string) => /^(GMT|UTC)[+\-\u2212]/.test(name);

/**
 * The zone's short name at `instant`: "GMT" or "BST" in London, "EST" or "EDT" in New York,
 * "CET"/"CEST" in Paris; the offset ("GMT+5:30") where no abbreviation is known.
 *
 * en-GB's names come first (they give GMT/BST, where en-US says "GMT+1" in summer); where en-GB
 * only has an offset, en-US's abbreviation is taken (en-GB says "GMT-5" for New York, en-US
 * "EST"). Named per instant, never per session: one range can cross a clock change.
 */
export function zoneName(instant: Date | string | number, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  const british = shortName('en-GB', timeZone, date);
  if (british && !isOffset(british)) return british;
  const american = shortName('en-US', timeZone, date);
  if (american && !isOffset(american)) return american;
  return british ?? american ?? timeZone;
}

/**
 * A start and an end printed with their zone names: the end always carries its zone, the start
 * only when it differs ("12:30 am GMT" … "3:30 am BST"), so a range in one zone names it once.
 * `text` prints one end the caller's way (a time, or a date and a time).
 */
export function zonedEnds(
  start: Date | string | number,
  end: Date | string | number,
  timeZone: string,
  text: (instant: Date) => string,
): { start: string; end: string } {
  const from = start instanceof Date ? start : new Date(start);
  const to = end instanceof Date ? end : new Date(end);
  const startZone = zoneName(from, timeZone);
  const endZone = zoneName(to, timeZone);
  return {
    start: startZone === endZone ? text(from) : `${text(from)} ${startZone}`,
    end: `${text(to)} ${endZone}`,
  };
}

/** zonedEnds joined: "9:00 am – 12:00 pm GMT", or "12:30 am GMT – 3:30 am BST" across a change. */
export function rangeWithZones(
  start: Date | string | number,
  end: Date | string | number,
  timeZone: string,
  text: (instant: Date) => string,
  separator = ' – ',
): string {
  const ends = zonedEnds(start, end, timeZone, text);
  return `${ends.start}${separator}${ends.end}`;
}
