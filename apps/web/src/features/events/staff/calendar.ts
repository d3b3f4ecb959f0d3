import { DEFAULT_TIME_ZONE, type CalendarEntry } from '@campus/contracts';
import { dayjs } from '../../../lib/dates/dates';

export type CalendarView = 'month' | 'week';

/** The viewer's own zone (the browser's), London when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The days a view shows, as local dates 'YYYY-MM-DD': whole Monday-to-Sunday weeks. */
export function daysOf(view: CalendarView, anchor: string): string[] {
  const day = dayjs(anchor);
  const monday = (value: dayjs.Dayjs) => value.subtract((value.day() + 6) % 7, 'day');
  const first = view === 'week' ? monday(day) : monday(day.startOf('month'));
  const last = view === 'week' ? first.add(6, 'day') : monday(day.endOf('month')).add(6, 'day');
  const days: string[] = [];
  for (let cursor = first; !cursor.isAfter(last, 'day'); cursor = cursor.add(1, 'day')) {
    days.push(cursor.format('YYYY-MM-DD'));
  }
  return days;
}

/** The next or previous month or week of the anchor. */
export function moveAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  return dayjs(anchor).add(step, view).format('YYYY-MM-DD');
}

/**
 * The instants to ask the server for: the view's first day to its last, widened by a day each
 * side so that an item whose own zone puts it on a shown day is never missed.
 */
export function rangeOf(days: readonly string[]): { dateStart: string; dateEnd: string } {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return {
    // Shift the local date first: the zone plugin's add() keeps the offset across a clock change.
    dateStart: dayjs.tz(dayjs(first).subtract(1, 'day').format('YYYY-MM-DD'), DEFAULT_TIME_ZONE).toISOString(),
    dateEnd: dayjs.tz(dayjs(last).add(2, 'day').format('YYYY-MM-DD'), DEFAULT_TIME_ZONE).toISOString(),
  };
}

export interface PlacedEntry extends CalendarEntry {
  /** The local date in the item's zone: the day it is placed on. */
  localDate: string;
  /** 12-hour local times in the item's zone. */
  start: string;
  end: string;
  /** The item's zone when it differs from the viewer's (then named beside the times). */
  zoneNote: string | null;
}

/** Places each item on the day of its local start in its own zone (Europe/London when unknown). */
export function placeEntries(
  entries: readonly CalendarEntry[],
  days: readonly string[],
  viewerZone: string,
): Map<string, PlacedEntry[]> {
  const byDay = new Map<string, PlacedEntry[]>(days.map((day) => [day, []]));
  for (const entry of entries) {
    const zone = entry.timeZone || DEFAULT_TIME_ZONE;
    const start = dayjs(entry.datetimeStart).tz(zone);
    const end = dayjs(entry.datetimeEnd).tz(zone);
    const localDate = start.format('YYYY-MM-DD');
    const list = byDay.get(localDate);
    if (!list) continue;
    list.push({
      ...entry,
      localDate,
      start: start.format('h:mm A'),
      end: end.format('h:mm A'),
      zoneNote: zone === viewerZone ? null : zone,
    });
  }
  for (const list of byDay.values()) list.sort((a, b) => a.datetimeStart.localeCompare(b.datetimeStart));
  return byDay;
}

/** Today in London as 'YYYY-MM-DD'. */
export const todayInLondon = () => dayjs().tz(DEFAULT_TIME_ZONE).format('YYYY-MM-DD');
