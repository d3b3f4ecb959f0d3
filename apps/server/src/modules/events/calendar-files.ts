import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DEFAULT_TIME_ZONE, isWebLink } from '@campus/contracts';

/**
 * Calendar files (`.ics`, RFC 5545 / iTIP RFC 5546) for sessions: one VEVENT per occurrence item,
 * a VTIMEZONE with the real daylight-saving rules for every zone used, a UID per item that never
 * changes (the session id and the item's place in it) and a SEQUENCE that only grows
 * (docs/events.md "Emails, calendar files and jobs", decision 0029).
 */

export interface CalendarItem {
  /** The item's place in its session (0, 1, …): part of its UID, stable across edits. */
  position: number;
  start: Date;
  end: Date;
  /** The IANA zone the item is held in (its venue's); Europe/London when unknown. */
  timeZone: string;
  room: string | null;
  venue: string | null;
  address: string | null;
  meetingLink: string | null;
  platform: string | null;
}

export interface CalendarSession {
  sessionId: string;
  eventName: string;
  description: string | null;
  /** The session's stored sequence; see `sequenceFor`. */
  sequence: number;
  items: CalendarItem[];
  /** Where the learner sees the session in Campus. */
  url: string | null;
  /** The person whose calendar gets it, and their SEQUENCE offset (`sequenceFor`). */
  attendee?: { name: string; email: string; offset: number } | null;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** The UID of one occurrence item: the same in every file ever sent about it. */
export const itemUid = (sessionId: string, position: number, domain: string): string =>
  `session-${sessionId}-${position}@${domain}`;

/**
 * The SEQUENCE of an invitation to one person. The session's stored sequence grows with every
 * change of dates or rooms; a person who cancelled and booked again has `2 × earlier bookings`
 * added, so their new REQUEST outranks the CANCEL they were sent (which is `+ 1`).
 */
export const sequenceFor = (sessionSequence: number, earlierBookings: number, cancel = false): number =>
  sessionSequence + 2 * earlierBookings + (cancel ? 1 : 0);

/** The library's zone data is fixed for the life of the process: each block is built once. */
const vtimezones = new Map<string, string | null>();

/** The VTIMEZONE of a zone, with its rules, from the timezones-ical-library data (IANA tzdb). */
export function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) {
    const block = tzlib_get_ical_block(zone);
    vtimezones.set(zone, Array.isArray(block) && block[0] ? block[0] : null);
  }
  return vtimezones.get(zone)!;
}

const zoneOf = (item: CalendarItem) => item.timeZone || DEFAULT_TIME_ZONE;

/** A readable place: room, venue and address, or the online platform and link. */
export function locationOf(item: CalendarItem): string {
  if (item.room || item.venue)
    return [item.room, item.venue, item.address].filter((part): part is string => Boolean(part)).join(', ');
  if (item.meetingLink) return item.platform ? `${item.platform}: ${item.meetingLink}` : item.meetingLink;
  return item.platform ?? 'Online';
}

/**
 * One calendar with the sessions' items. REQUEST and CANCEL are invitations to one attendee (an
 * email's attachment); PUBLISH is a download or a subscribed feed. A CANCEL names the items with
 * their usual UIDs and the SEQUENCE just above the last REQUEST.
 */
export function calendarFile(input: {
  method: CalendarMethod;
  sessions: CalendarSession[];
  organizer: { name: string; email: string };
  domain: string;
  /** Only these positions (e.g. the dates removed from a session); all when omitted. */
  positions?: (sessionId: string) => number[] | null;
  name?: string;
}): string {
  const calendar = ical({
    prodId: { company: 'Campus', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod[input.method],
    // Every zone the items use gets its VTIMEZONE (ical-generator asks the generator per zone).
    timezone: { name: null, generator: vtimezone },
    ...(input.name && { name: input.name }),
  });
  for (const session of input.sessions) {
    const wanted = input.positions?.(session.sessionId) ?? null;
    const cancel = input.method === 'CANCEL';
    const sequence = sequenceFor(session.sequence, session.attendee?.offset ?? 0, cancel);
    for (const item of session.items) {
      if (wanted && !wanted.includes(item.position)) continue;
      const total = session.items.length;
      const summary = total > 1 ? `${session.eventName} (${item.position + 1} of ${total})` : session.eventName;
      // Links are refused unless http(s) since decision 0043; one stored before that is still not
      // written as the event's URL or offered as the way to join.
      const online = !item.room && !item.venue && item.meetingLink && isWebLink(item.meetingLink);
      const description = [
        session.description,
        online ? `Join online: ${item.meetingLink}` : null,
        session.url ? `Details: ${session.url}` : null,
      ]
        .filter(Boolean)
        .join('\n\n');
      calendar.createEvent({
        id: itemUid(session.sessionId, item.position, input.domain),
        sequence,
        // Luxon dates: ical-generator writes them as wall-clock times in the item's zone (TZID).
        start: DateTime.fromJSDate(item.start, { zone: zoneOf(item) }),
        end: DateTime.fromJSDate(item.end, { zone: zoneOf(item) }),
        timezone: zoneOf(item),
        stamp: new Date(),
        summary,
        description: description || null,
        location: locationOf(item),
        url: online ? item.meetingLink : session.url,
        status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        organizer: { name: input.organizer.name, email: input.organizer.email },
        attendees: session.attendee
          ? [
              {
                name: session.attendee.name,
                email: session.attendee.email,
                role: ICalAttendeeRole.REQ,
                status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
                rsvp: false,
              },
            ]
          : [],
      });
    }
  }
  return calendar.toString();
}

/** The attachment an email carries for a calendar file. */
export const calendarAttachment = (method: 'REQUEST' | 'CANCEL', content: string, filename = 'invitation.ics') => ({
  filename,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
  encoding: 'utf8' as const,
});
