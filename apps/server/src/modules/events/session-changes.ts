import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope } from '../../lib/scope.js';
import { DEFAULT_TIME_ZONE } from '@campus/contracts';
import type { CalendarItem } from './calendar-files.js';
import { itemsOf } from './events.repository.js';

interface NewItem {
  datetimeStart: string;
  datetimeEnd: string;
  timeZone?: string | null | undefined;
  roomId?: string | null | undefined;
  meetingLink?: string | null | undefined;
}

/**
 * Whether a session's new dates change its calendar: a date added or removed, or a date's start,
 * end, zone, room or meeting link different at the same place in the list (the UID is the
 * position, calendar-files.ts). Also the dates dropped from the end, which get a CANCEL.
 */
export async function calendarChanges(
  tx: Queryable,
  scope: InWorkspaceScope,
  sessionId: string,
  items: readonly NewItem[],
): Promise<{ changed: boolean; removed: CalendarItem[] }> {
  const current = await itemsOf(tx, scope, [sessionId]);
  const changed =
    current.length !== items.length ||
    current.some(({ item }, index) => {
      const next = items[index]!;
      return (
        item.datetimeStart.getTime() !== Date.parse(next.datetimeStart) ||
        item.datetimeEnd.getTime() !== Date.parse(next.datetimeEnd) ||
        item.timeZone !== (next.timeZone ?? DEFAULT_TIME_ZONE) ||
        (item.roomId ?? null) !== (next.roomId ?? null) ||
        (item.meetingLink ?? null) !== (next.meetingLink ?? null)
      );
    });
  const removed = current.slice(items.length).map(({ item, venue, room }) => ({
    position: item.position,
    start: item.datetimeStart,
    end: item.datetimeEnd,
    timeZone: item.timeZone,
    room: room?.name ?? null,
    venue: venue?.name ?? null,
    address: venue?.address || null,
    meetingLink: item.meetingLink,
    platform: item.platform,
  }));
  return { changed, removed };
}
