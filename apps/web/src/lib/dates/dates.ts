import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/en-gb';
import { DATE_FORMAT, DEFAULT_TIMEZONE, TIME_FORMAT, rangeWithZones, zoneName } from '@campus/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('en-gb');
dayjs.tz.setDefault(DEFAULT_TIMEZONE);

export type DateInput = string | number | Date | dayjs.Dayjs;

/** Dates in the British format of 01 §9, e.g. "05 Mar 2026", in the given (default London) time zone. */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  return dayjs(value).tz(timeZone).format(DATE_FORMAT);
}

/** 12-hour clock time, e.g. "10:00 AM". */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  return dayjs(value).tz(timeZone).format(TIME_FORMAT);
}

/** A time with the zone in force at that instant, e.g. "10:00 AM BST" (docs/events.md, Time zones). */
export function formatZonedTime(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  return `${formatTime(value, timeZone)} ${zoneName(dayjs(value).toDate(), timeZone)}`;
}

/**
 * A start and end time with their zones: "9:00 AM – 12:00 PM GMT", or "12:30 AM GMT – 3:30 AM BST"
 * across a clock change. With `endDate`, the end's date is written before its time ("… – 30 Mar
 * 2027, 1:00 PM BST"), for ranges that end on another day.
 */
export function formatZonedTimes(
  start: DateInput,
  end: DateInput,
  timeZone: string = DEFAULT_TIMEZONE,
  options: { endDate?: boolean } = {},
): string {
  const to = dayjs(end).toDate();
  return rangeWithZones(dayjs(start).toDate(), to, timeZone, (instant) =>
    options.endDate && instant.getTime() === to.getTime()
      ? `${formatDate(instant, timeZone)}, ${formatTime(instant, timeZone)}`
      : formatTime(instant, timeZone),
  );
}

export { dayjs };
