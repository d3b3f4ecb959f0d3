import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@campus/contracts';
import { daysOf, moveAnchor, placeEntries, rangeOf } from './calendar';

const entry = (start: string, end: string, timeZone = 'Europe/London'): CalendarEntry => ({
  itemId: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  eventId: crypto.randomUUID(),
  eventName: 'Pottery',
  sessionStatus: 'upcoming',
  datetimeStart: start,
  datetimeEnd: end,
  timeZone,
  venueName: 'Hall',
  roomName: 'Room 1',
  online: false,
});

describe('calendar days', () => {
  it('shows whole Monday-to-Sunday weeks of the month, and the week of the anchor', () => {
    const march = daysOf('month', '2026-03-15');
    expect(march[0]).toBe('2026-02-23');
    expect(march[march.length - 1]).toBe('2026-04-05');
    expect(march).toHaveLength(42);
    expect(daysOf('week', '2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(moveAnchor('week', '2026-03-29', 1)).toBe('2026-04-05');
    expect(moveAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
  });

  it('asks for the view widened by a day each side', () => {
    expect(rangeOf(['2026-03-23', '2026-03-29'])).toEqual({
      dateStart: '2026-03-22T00:00:00.000Z',
      // 31 March 00:00 in London is 30 March 23:00 UTC (summer time began on the 29th).
      dateEnd: '2026-03-30T23:00:00.000Z',
    });
  });
});

describe('placing sessions', () => {
  it('places an item by its local date and time across the March clock change', () => {
    const days = daysOf('week', '2026-03-29');
    // 29 March 2026: clocks go forward at 01:00 UTC; 09:00 UTC is 10:00 AM in London.
    const placed = placeEntries([entry('2026-03-29T09:00:00Z', '2026-03-29T12:00:00Z')], days, 'Europe/London');
    expect(placed.get('2026-03-29')).toMatchObject([{ start: '10:00 AM', end: '1:00 PM', zoneNote: null }]);
  });

  it('places an item late in its own zone on its own day and names the zone when it is not the viewer’s', () => {
    const days = daysOf('week', '2026-06-10');
    // 02:00 UTC on 11 June is 10:00 PM on 10 June in New York.
    const placed = placeEntries(
      [entry('2026-06-11T02:00:00Z', '2026-06-11T03:00:00Z', 'America/New_York')],
      days,
      'Europe/London',
    );
    expect(placed.get('2026-06-10')).toMatchObject([{ start: '10:00 PM', zoneNote: 'America/New_York' }]);
    expect(placed.get('2026-06-11')).toEqual([]);
  });

  it('leaves out items outside the shown days and orders each day by start', () => {
    const days = daysOf('week', '2026-06-10');
    const placed = placeEntries(
      [
        entry('2026-06-10T13:00:00Z', '2026-06-10T14:00:00Z'),
        entry('2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z'),
        entry('2026-07-10T08:00:00Z', '2026-07-10T09:00:00Z'),
      ],
      days,
      'Europe/London',
    );
    expect(placed.get('2026-06-10')?.map((item) => item.start)).toEqual(['9:00 AM', '2:00 PM']);
    expect([...placed.values()].flat()).toHaveLength(2);
  });
});
