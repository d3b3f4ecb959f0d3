import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../test/ical.js';
import { calendarFile, sequenceFor, type CalendarItem, type CalendarSession } from './calendar-files.js';

const item = (position: number, start: string, hours: number, extra: Partial<CalendarItem> = {}): CalendarItem => ({
  position,
  start: new Date(start),
  end: new Date(Date.parse(start) + hours * 3_600_000),
  timeZone: 'Europe/London',
  room: 'Room A',
  venue: 'London Hub',
  address: '1 High Street, London',
  meetingLink: null,
  platform: null,
  ...extra,
});

const session = (items: CalendarItem[], extra: Partial<CalendarSession> = {}): CalendarSession => ({
  sessionId: '11111111-2222-4333-8444-555555555555',
  eventName: 'First aid',
  description: 'Bring a pen; and, a notebook',
  sequence: 0,
  items,
  url: 'https://campus.test/my-learning/event/x/session/y/show/single',
  attendee: { name: 'Lee Learner', email: 'lee@northwind.test', offset: 0 },
  ...extra,
});

const file = (method: 'REQUEST' | 'CANCEL' | 'PUBLISH', sessions: CalendarSession[]) =>
  parseCalendar(
    calendarFile({
      method,
      sessions,
      organizer: { name: 'Cora Ordinator', email: 'cora@northwind.test' },
      domain: 'campus.test',
    }),
  );

describe('calendar files', () => {
  it('REQUEST: one VEVENT per item, a VTIMEZONE for every TZID, organiser, attendee and location', () => {
    const parsed = file('REQUEST', [
      session([
        item(0, '2026-06-10T08:00:00Z', 3),
        item(1, '2026-06-11T13:00:00Z', 2, {
          timeZone: 'America/New_York',
          room: null,
          venue: null,
          address: null,
          meetingLink: 'https://meet.test/abc',
          platform: 'Teams',
        }),
      ]),
    ]);
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.events).toHaveLength(2);
    expect(new Set(parsed.events.map((event) => event.tzid))).toEqual(new Set(['Europe/London', 'America/New_York']));
    for (const event of parsed.events) expect(parsed.zones).toContain(event.tzid);
    expect(parsed.zones).toHaveLength(2);
    const [first, second] = parsed.events;
    expect(first).toMatchObject({
      uid: 'session-11111111-2222-4333-8444-555555555555-0@campus.test',
      sequence: 0,
      summary: 'First aid (1 of 2)',
      location: 'Room A, London Hub, 1 High Street, London',
      status: 'CONFIRMED',
      localStart: '2026-06-10T09:00:00',
      utcStart: '2026-06-10T08:00:00.000Z',
      attendees: ['mailto:lee@northwind.test'],
    });
    // 13:00 UTC is 9:00 in New York in June (EDT).
    expect(second).toMatchObject({ localStart: '2026-06-11T09:00:00', utcStart: '2026-06-11T13:00:00.000Z' });
    expect(second?.location).toBe('Teams: https://meet.test/abc');
  });

  it('never writes a stored non-http(s) meeting link as the URL (links from before decision 0043)', () => {
    const online = { room: null, venue: null, address: null, platform: 'Teams' };
    const raw = calendarFile({
      method: 'REQUEST',
      sessions: [session([item(0, '2026-06-10T08:00:00Z', 1, { ...online, meetingLink: 'javascript:alert(1)' })])],
      organizer: { name: 'Cora Ordinator', email: 'cora@northwind.test' },
      domain: 'campus.test',
    });
    const unfolded = raw.replace(/\r\n[ \t]/g, '');
    expect(unfolded).not.toMatch(/URL[^:\r\n]*:javascript/i);
    expect(unfolded).not.toContain('Join online');
    expect(unfolded).toContain('URL;VALUE=URI:https://campus.test/my-learning/event/x/session/y/show/single');
  });

  it('keeps local times right across the March and October clock changes (Europe/London)', () => {
    const parsed = file('REQUEST', [
      session([
        // 9 am on the Saturday before and the Monday after 29 March 2026 (GMT → BST)…
        item(0, '2026-03-28T09:00:00Z', 3),
        item(1, '2026-03-30T08:00:00Z', 3),
        // …and around 25 October 2026 (BST → GMT).
        item(2, '2026-10-24T08:00:00Z', 3),
        item(3, '2026-10-26T09:00:00Z', 3),
      ]),
    ]);
    expect(parsed.zones).toEqual(['Europe/London']);
    expect(parsed.events.map((event) => event.localStart)).toEqual([
      '2026-03-28T09:00:00',
      '2026-03-30T09:00:00',
      '2026-10-24T09:00:00',
      '2026-10-26T09:00:00',
    ]);
    // ical.js reads the instants back through the file's VTIMEZONE rules.
    expect(parsed.events.map((event) => event.utcStart)).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-10-24T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
    // A session running through the change night keeps its real length (end 3 hours later).
    const overnight = file('REQUEST', [session([item(0, '2026-03-28T23:00:00Z', 3)])]).events[0]!;
    expect(overnight.localStart).toBe('2026-03-28T23:00:00');
    expect(overnight.utcEnd).toBe('2026-03-29T02:00:00.000Z');
  });

  it('keeps UIDs across changes, raises SEQUENCE on changes, and CANCEL outranks the REQUEST', () => {
    const items = [item(0, '2026-06-10T08:00:00Z', 3), item(1, '2026-06-12T08:00:00Z', 3)];
    const before = file('REQUEST', [session(items)]);
    const moved = file('REQUEST', [session([item(0, '2026-06-17T08:00:00Z', 3), items[1]!], { sequence: 1 })]);
    expect(moved.events.map((event) => event.uid)).toEqual(before.events.map((event) => event.uid));
    expect(moved.events.every((event, index) => event.sequence > before.events[index]!.sequence)).toBe(true);

    const cancel = file('CANCEL', [session(items, { sequence: 1 })]);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events.map((event) => event.uid)).toEqual(before.events.map((event) => event.uid));
    expect(cancel.events.every((event) => event.status === 'CANCELLED')).toBe(true);
    expect(cancel.events[0]!.sequence).toBeGreaterThan(moved.events[0]!.sequence);
    // Booking again after cancelling outranks the CANCEL; a later change outranks both.
    expect(sequenceFor(1, 1)).toBeGreaterThan(sequenceFor(1, 0, true));
    expect(sequenceFor(2, 1)).toBeGreaterThan(sequenceFor(1, 1));
  });

  it('PUBLISH (downloads and feeds) lists several sessions and needs no attendee', () => {
    const parsed = file('PUBLISH', [
      session([item(0, '2026-06-10T08:00:00Z', 3)], { attendee: null }),
      session([item(0, '2026-07-10T08:00:00Z', 3)], {
        sessionId: '99999999-2222-4333-8444-555555555555',
        attendee: null,
      }),
    ]);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[0]!.attendees).toEqual([]);
    expect(new Set(parsed.events.map((event) => event.uid)).size).toBe(2);
  });
});
