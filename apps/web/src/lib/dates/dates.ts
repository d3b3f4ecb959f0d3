import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/en-gb';
import { DATE_FORMAT, DEFAULT_TIMEZONE, TIME_FORMAT } from '@campus/contracts';

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

export { dayjs };
