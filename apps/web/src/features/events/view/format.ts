import type { EventAction, Occurrence } from '@campus/contracts';
import { i18n } from '../../../lib/i18n/i18n';
import { dayjs, formatDate, formatZonedTimes } from '../../../lib/dates/dates';

type Spaces = Occurrence['spaces'];
type Item = Occurrence['items'][number];

/** 03 §9 session spaces text: 'No spaces available', 'N / M spaces available', unlimited 'N people have booked'. */
export function spacesText(spaces: Spaces): string {
  if (spaces.limit === null) return i18n.t('eventView.spaces.unlimited', { count: spaces.booked });
  if ((spaces.available ?? 0) <= 0) return i18n.t('eventView.spaces.none');
  return i18n.t('eventView.spaces.some', { available: spaces.available ?? 0, limit: spaces.limit });
}

/** The viewer's own time zone (the browser's), London when it cannot tell. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';
  } catch {
    return 'Europe/London';
  }
}

/**
 * One date of a session in the viewer's zone, en-GB with the 12-hour clock and the zone named:
 * "12 Mar 2027, 10:00 AM – 1:00 PM GMT". When the viewer's zone is not the venue's, both are named and the venue's
 * local time follows, so nobody misreads the hour (issue 14 item 3).
 */
export function itemWhen(item: Pick<Item, 'datetimeStart' | 'datetimeEnd' | 'timeZone'>, viewer = viewerTimeZone()) {
  const when = (zone: string) => {
    const sameDay =
      dayjs(item.datetimeStart).tz(zone).format('YYYY-MM-DD') === dayjs(item.datetimeEnd).tz(zone).format('YYYY-MM-DD');
    // Each time names the zone in force then: a session across a clock change reads "GMT – BST".
    const times = formatZonedTimes(item.datetimeStart, item.datetimeEnd, zone, { endDate: !sameDay });
    return `${formatDate(item.datetimeStart, zone)}, ${times}`;
  };
  const main = when(viewer);
  if (viewer === item.timeZone) return main;
  return i18n.t('eventView.when.otherZone', { main, viewer, local: when(item.timeZone), zone: item.timeZone });
}

/** "1 day", "3 hours". */
export const periodText = (limit: { value: number; type: 'hour' | 'day' }) =>
  i18n.t(`eventView.period.${limit.type}`, { count: limit.value });

export const EVENT_ACTION_ORDER: EventAction[] = ['edit', 'addSession', 'archive', 'reactivate', 'delete'];
