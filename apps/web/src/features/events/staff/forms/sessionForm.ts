import {
  BOOKING_MESSAGES,
  DEFAULT_TIME_ZONE,
  UNLIMITED_BOOKINGS,
  type Event,
  type Occurrence,
} from '@campus/contracts';
import { dayjs } from '../../../../lib/dates/dates';
import type { LimitType } from './eventForm';

/** One dated item of a session as the editor holds it: local date and times in its zone. */
export interface ItemValues {
  key: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' (24-hour, as the time inputs give it) */
  start: string;
  end: string;
  timeZone: string;
  roomId: string | null;
  meetingLink: string;
  platform: string;
  virtualAccessDetails: string;
  trainers: string[];
}

export interface SessionFormValues {
  sessionType: 'face_to_face' | 'online';
  coordinators: string[];
  /** Upcoming (published) rather than draft: the activation step (03 §4). */
  active: boolean;
  maxBookingLimitType: LimitType;
  maxBookingLimit: number;
  minBookingLimit: number;
  items: ItemValues[];
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `item-${counter}`;
};

/** A new item: tomorrow 9 AM to 5 PM (the default working day), with the event's defaults. */
export function newItem(event: Pick<Event, 'occurrenceSettings'>, after?: ItemValues): ItemValues {
  const settings = event.occurrenceSettings;
  return {
    key: nextKey(),
    date: after
      ? dayjs(after.date).add(1, 'day').format('YYYY-MM-DD')
      : dayjs().tz(DEFAULT_TIME_ZONE).add(1, 'day').format('YYYY-MM-DD'),
    start: after?.start ?? '09:00',
    end: after?.end ?? '17:00',
    timeZone: after?.timeZone ?? DEFAULT_TIME_ZONE,
    roomId: after?.roomId ?? settings.defaultLocation?.id ?? null,
    meetingLink: after?.meetingLink ?? settings.meetingLink ?? '',
    platform: after?.platform ?? settings.platform ?? '',
    virtualAccessDetails: after?.virtualAccessDetails ?? settings.virtualAccessDetails ?? '',
    trainers: after?.trainers ?? (settings.enableTrainers ? settings.defaultTrainers : []),
  };
}

const unlimitedOr = (type: LimitType, max: number): { type: LimitType; max: number } =>
  type === 'fixed' && max >= UNLIMITED_BOOKINGS ? { type: 'unlimited', max: 1 } : { type, max };

export function newSessionValues(event: Event): SessionFormValues {
  const limit = unlimitedOr(event.bookingSettings.maxBookingLimitType, event.bookingSettings.maxBookingLimit);
  return {
    sessionType: event.occurrenceSettings.sessionType,
    coordinators: [],
    active: false,
    maxBookingLimitType: limit.type,
    maxBookingLimit: limit.max,
    minBookingLimit: event.bookingSettings.minBookingLimit,
    items: [newItem(event)],
  };
}

export function sessionValues(session: Occurrence): SessionFormValues {
  const limit = unlimitedOr(session.maxBookingLimitType, session.maxBookingLimit);
  return {
    sessionType: session.sessionType,
    coordinators: session.coordinators,
    active: session.status !== 'draft',
    maxBookingLimitType: limit.type,
    maxBookingLimit: limit.max,
    minBookingLimit: session.minBookingLimit,
    items: session.items.map((item) => ({
      key: nextKey(),
      date: item.localDate,
      start: item.localStart,
      end: item.localEnd,
      timeZone: item.timeZone,
      roomId: item.roomId,
      meetingLink: item.meetingLink ?? '',
      platform: item.platform ?? '',
      virtualAccessDetails: item.virtualAccessDetails ?? '',
      trainers: item.trainers.map((person) => person.id),
    })),
  };
}

/**
 * The values with each face-to-face date in its room's venue's zone (`zoneOfRoom`, from the rooms
 * list): the zone the server holds it in. The typed date and times stay as they are, so they are
 * read as that zone's local times. Dates without a known room keep their own zone.
 */
export function withRoomZones(
  values: SessionFormValues,
  zoneOfRoom: (roomId: string) => string | undefined,
): SessionFormValues {
  if (values.sessionType !== 'face_to_face') return values;
  let changed = false;
  const items = values.items.map((item) => {
    const zone = item.roomId ? zoneOfRoom(item.roomId) : undefined;
    if (!zone || zone === item.timeZone) return item;
    changed = true;
    return { ...item, timeZone: zone };
  });
  return changed ? { ...values, items } : values;
}

/** The instant of a local date and time in a zone. */
export const instantOf = (date: string, time: string, timeZone: string) =>
  dayjs.tz(`${date} ${time}`, timeZone).toISOString();

const minutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * A new start time; the end moves with it (03 §5): an end that is empty or would fall before the
 * start keeps the item's length where it had one, else takes the start itself.
 */
export function withStart(item: ItemValues, start: string): ItemValues {
  if (!start) return { ...item, start };
  const length = item.start && item.end ? minutes(item.end) - minutes(item.start) : 0;
  const moved = Math.min(minutes(start) + Math.max(length, 0), 23 * 60 + 59);
  return { ...item, start, end: !item.end || length >= 0 ? hhmm(moved) : start };
}

export interface ItemProblems {
  date?: string;
  start?: string;
  end?: string;
  roomId?: string;
  meetingLink?: string;
  conflict?: string;
}

/**
 * The editor's own checks (03 §5): each item dated and timed, from ≤ to, a room (face to face) or
 * a meeting link (online), and no two items of the session overlapping.
 */
export function itemProblems(values: Pick<SessionFormValues, 'items' | 'sessionType'>): ItemProblems[] {
  const problems: ItemProblems[] = values.items.map((item) => {
    const found: ItemProblems = {};
    if (!item.date) found.date = 'The date field is required';
    if (!item.start) found.start = 'The start time field is required';
    if (!item.end) found.end = 'The end time field is required';
    if (item.start && item.end && minutes(item.end) < minutes(item.start))
      found.end = `The end time must be after or equal to ${item.start}`;
    if (values.sessionType === 'face_to_face' && !item.roomId) found.roomId = 'The room field is required';
    if (values.sessionType === 'online' && !item.meetingLink.trim())
      found.meetingLink = 'The meeting link field is required';
    return found;
  });
  const spans = values.items.map((item) =>
    item.date && item.start && item.end
      ? [
          Date.parse(instantOf(item.date, item.start, item.timeZone)),
          Date.parse(instantOf(item.date, item.end, item.timeZone)),
        ]
      : null,
  );
  spans.forEach((span, i) => {
    spans.forEach((other, j) => {
      if (i === j || !span || !other) return;
      if (span[0]! < other[1]! && other[0]! < span[1]!) problems[i]!.conflict = BOOKING_MESSAGES.dateConflict;
    });
  });
  return problems;
}

export const hasProblems = (problems: ItemProblems[]) => problems.some((found) => Object.keys(found).length > 0);

/** The items as the create and update calls take them. */
export function itemsBody(values: SessionFormValues) {
  return values.items.map((item) => ({
    datetimeStart: instantOf(item.date, item.start, item.timeZone),
    datetimeEnd: instantOf(item.date, item.end, item.timeZone),
    timeZone: item.timeZone,
    roomId: values.sessionType === 'face_to_face' ? item.roomId : null,
    meetingLink: values.sessionType === 'online' ? item.meetingLink.trim() || null : null,
    platform: values.sessionType === 'online' ? item.platform.trim() || null : null,
    virtualAccessDetails: values.sessionType === 'online' ? item.virtualAccessDetails.trim() || null : null,
    trainers: item.trainers,
  }));
}

/** Limits as the calls take them: unlimited is fixed 999999 (03 §5). */
export function limitsBody(values: SessionFormValues) {
  return values.maxBookingLimitType === 'unlimited'
    ? {
        maxBookingLimitType: 'fixed' as const,
        maxBookingLimit: UNLIMITED_BOOKINGS,
        minBookingLimit: values.minBookingLimit,
      }
    : {
        maxBookingLimitType: values.maxBookingLimitType,
        maxBookingLimit: values.maxBookingLimit,
        minBookingLimit: values.minBookingLimit,
      };
}
