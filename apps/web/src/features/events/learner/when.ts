import type { Occurrence } from '@campus/contracts';
import { formatDate, formatZonedTimes } from '../../../lib/dates/dates';

type Item = Occurrence['items'][number];

/** The browser's own zone (the viewer's), e.g. Europe/London. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';

export interface ItemWhen {
  /** "05 Mar 2026" in the viewer's zone. */
  date: string;
  /** "10:00 AM – 1:00 PM GMT" in the viewer's zone (the end's date added when it differs). */
  times: string;
  /** The viewer's zone when it differs from the session's, else null. */
  viewerZone: string | null;
  /** The same times where the session is held, when the zones differ: "9:00 AM – 12:00 PM GMT (Europe/London)". */
  local: string | null;
}

function span(start: string, end: string, zone: string): { date: string; times: string } {
  const date = formatDate(start, zone);
  const endDate = formatDate(end, zone);
  // Each time names the zone in force then: a session across a clock change reads "GMT – BST".
  const times = formatZonedTimes(start, end, zone, { endDate: endDate !== date });
  return { date, times };
}

/**
 * An occurrence item's dates in the viewer's zone, naming the zone when it is not the session's
 * (docs/events.md: instants in UTC with the venue's zone; shown where the viewer is).
 */
export function itemWhen(
  item: Pick<Item, 'datetimeStart' | 'datetimeEnd' | 'timeZone'>,
  viewer = viewerTimeZone(),
): ItemWhen {
  const shown = span(item.datetimeStart, item.datetimeEnd, viewer);
  if (viewer === item.timeZone) return { ...shown, viewerZone: null, local: null };
  const there = span(item.datetimeStart, item.datetimeEnd, item.timeZone);
  return {
    ...shown,
    viewerZone: viewer,
    local: `${there.date === shown.date ? '' : `${there.date}, `}${there.times} (${item.timeZone})`,
  };
}

/** A one-line summary of a session's first date, for lists: "05 Mar 2026, 10:00 AM – 1:00 PM". */
export function sessionLine(session: Pick<Occurrence, 'items' | 'fromDate' | 'toDate'>, viewer = viewerTimeZone()) {
  const first = session.items[0];
  const when = itemWhen(
    first ?? { datetimeStart: session.fromDate, datetimeEnd: session.toDate, timeZone: viewer },
    viewer,
  );
  const zone = when.viewerZone ? ` (${when.viewerZone})` : '';
  return `${when.date}, ${when.times}${zone}`;
}
