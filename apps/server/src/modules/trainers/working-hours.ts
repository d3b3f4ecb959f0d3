import {
  DEFAULT_TIME_ZONE,
  DEFAULT_WORK_FROM,
  DEFAULT_WORK_TO,
  EVENT_OPERATION_MESSAGES,
  rangeWithZones,
  zonedEnds,
} from '@campus/contracts';
import type { StoredWorkingDay } from '../../db/schema/index.js';
import { dateFormat } from '../../lib/date-format.js';

/**
 * Working hours as plain functions (03 §3 Trainer, §5 warning, §9 default): stored as local
 * wall-clock times in the trainer's zone, so 09:00 stays 09:00 across the clock changes.
 */

/** No hours set: Monday to Friday, 09:00 to 17:00 (03 §9); the weekend off. */
export const DEFAULT_WORKING_HOURS: StoredWorkingDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  active: weekday >= 1 && weekday <= 5,
  workFrom: DEFAULT_WORK_FROM,
  workTo: DEFAULT_WORK_TO,
}));

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The local weekday, date (YYYY-MM-DD) and time (HH:mm) of an instant in a zone. */
export function localMoment(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dateFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAY_INDEX[parts.weekday!] ?? 0,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The zone's offset from UTC in minutes at an instant (London: 0 in winter, 60 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = localMoment(instant, timeZone);
  const [hours, minutes] = local.time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(
    Number(local.date.slice(0, 4)),
    Number(local.date.slice(5, 7)) - 1,
    Number(local.date.slice(8, 10)),
    hours,
    minutes,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** A local HH:mm as UTC HH:mm with the zone's offset at `at` (the spec's "in UTC" values). */
export function toUtcTime(local: string, timeZone: string, at = new Date()): string {
  const [hours, minutes] = local.split(':').map(Number) as [number, number];
  const total = (((hours * 60 + minutes - offsetMinutes(at, timeZone)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** en-GB display: '12 Mar 2027' and '9:00 am'. */
export const displayDate = (instant: Date, timeZone: string) =>
  dateFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric' }).format(instant);
export const displayTime = (instant: Date, timeZone: string) =>
  dateFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(instant);
/** '9:00 am to 12:00 pm GMT', or '12:30 am GMT to 3:30 am BST' across a clock change (docs/events.md). */
export const displayTimes = (start: Date, end: Date, timeZone: string) =>
  rangeWithZones(start, end, timeZone, (instant) => displayTime(instant, timeZone), ' to ');

/** Whether [start, end] lies inside the hours of its local weekday (one day, active, within bounds). */
export function withinWorkingHours(
  hours: readonly StoredWorkingDay[],
  timeZone: string,
  start: Date,
  end: Date,
): boolean {
  const from = localMoment(start, timeZone);
  const to = localMoment(end, timeZone);
  if (from.date !== to.date) return false;
  const day = hours.find((entry) => entry.weekday === from.weekday);
  if (!day?.active) return false;
  return from.time >= day.workFrom && to.time <= day.workTo;
}

/** The warning for one trainer and one date, in the spec's voice (03 §5). */
export function outsideHoursWarning(
  trainer: { firstName: string; lastName: string },
  item: { start: Date; end: Date; timeZone: string },
): string {
  const zone = item.timeZone || DEFAULT_TIME_ZONE;
  const times = zonedEnds(item.start, item.end, zone, (instant) => displayTime(instant, zone));
  return EVENT_OPERATION_MESSAGES.outsideWorkingHours
    .replace('{trainer}', `${trainer.firstName} ${trainer.lastName}`)
    .replace('{date}', displayDate(item.start, zone))
    .replace('{start}', times.start)
    .replace('{end}', times.end);
}
