import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, UNLIMITED_BOOKINGS } from '@campus/contracts';
import {
  instantOf,
  itemProblems,
  itemsBody,
  limitsBody,
  withRoomZones,
  withStart,
  type ItemValues,
  type SessionFormValues,
} from './sessionForm';

const item = (patch: Partial<ItemValues> = {}): ItemValues => ({
  key: Math.random().toString(36),
  date: '2026-10-24',
  start: '09:00',
  end: '12:00',
  timeZone: 'Europe/London',
  roomId: 'room',
  meetingLink: '',
  platform: '',
  virtualAccessDetails: '',
  trainers: [],
  ...patch,
});

describe('session items', () => {
  it('moves the end with the start, keeping the length', () => {
    expect(withStart(item(), '10:30')).toMatchObject({ start: '10:30', end: '13:30' });
    expect(withStart(item({ end: '' }), '10:30')).toMatchObject({ end: '10:30' });
    expect(withStart(item({ start: '22:00', end: '23:30' }), '23:00')).toMatchObject({ end: '23:59' });
  });

  it('puts a room’s date in its venue’s zone, keeping the typed times; online dates and unknown rooms keep theirs', () => {
    const values: SessionFormValues = {
      sessionType: 'face_to_face',
      coordinators: [],
      active: false,
      maxBookingLimitType: 'fixed',
      maxBookingLimit: 1,
      minBookingLimit: 1,
      items: [item({ roomId: 'ny', date: '2027-01-15', start: '10:00' }), item({ roomId: 'gone' })],
    };
    const zones = new Map([['ny', 'America/New_York']]);
    const zoned = withRoomZones(values, (roomId) => zones.get(roomId));
    expect(zoned.items.map((entry) => [entry.timeZone, entry.start])).toEqual([
      ['America/New_York', '10:00'],
      ['Europe/London', '09:00'],
    ]);
    expect(itemsBody(zoned)[0]).toMatchObject({
      datetimeStart: '2027-01-15T15:00:00.000Z',
      timeZone: 'America/New_York',
    });
    // Nothing to change: the same values back, so the wizard does not re-render for nothing.
    expect(withRoomZones(zoned, (roomId) => zones.get(roomId))).toBe(zoned);
    const online = { ...values, sessionType: 'online' as const };
    expect(withRoomZones(online, (roomId) => zones.get(roomId))).toBe(online);
  });

  it('refuses an end before the start, a missing room, and overlapping items with the spec’s text', () => {
    const problems = itemProblems({
      sessionType: 'face_to_face',
      items: [item(), item({ start: '11:00', end: '10:00', roomId: null }), item({ start: '11:30', end: '13:00' })],
    });
    expect(problems[1]).toMatchObject({
      end: 'The end time must be after or equal to 11:00',
      roomId: 'The room field is required',
    });
    expect(problems[0]?.conflict).toBe(BOOKING_MESSAGES.dateConflict);
    expect(problems[2]?.conflict).toBe(BOOKING_MESSAGES.dateConflict);
    const apart = itemProblems({ sessionType: 'face_to_face', items: [item(), item({ date: '2026-10-25' })] });
    expect(apart).toEqual([{}, {}]);
  });

  it('needs a meeting link online', () => {
    expect(itemProblems({ sessionType: 'online', items: [item({ roomId: null })] })[0]).toEqual({
      meetingLink: 'The meeting link field is required',
    });
  });

  it('turns local times into instants in the item’s zone across the October clock change', () => {
    // 24 Oct 2026 is summer time (UTC+1); 26 Oct is winter time (UTC+0).
    expect(instantOf('2026-10-24', '09:00', 'Europe/London')).toBe('2026-10-24T08:00:00.000Z');
    expect(instantOf('2026-10-26', '09:00', 'Europe/London')).toBe('2026-10-26T09:00:00.000Z');
    const body = itemsBody({
      sessionType: 'online',
      coordinators: [],
      active: true,
      maxBookingLimitType: 'fixed',
      maxBookingLimit: 1,
      minBookingLimit: 1,
      items: [item({ meetingLink: ' https://meet.example.org/x ', platform: 'Teams', roomId: 'room' })],
    });
    expect(body[0]).toMatchObject({ roomId: null, meetingLink: 'https://meet.example.org/x', platform: 'Teams' });
  });

  it('sends unlimited as fixed 999999', () => {
    expect(
      limitsBody({
        sessionType: 'online',
        coordinators: [],
        active: false,
        maxBookingLimitType: 'unlimited',
        maxBookingLimit: 1,
        minBookingLimit: 2,
        items: [],
      }),
    ).toEqual({ maxBookingLimitType: 'fixed', maxBookingLimit: UNLIMITED_BOOKINGS, minBookingLimit: 2 });
  });
});
