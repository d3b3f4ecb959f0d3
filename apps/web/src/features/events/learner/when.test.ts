import { describe, expect, it } from 'vitest';
import { itemWhen, sessionLine } from './when';

const item = (start: string, end: string, timeZone: string) => ({ datetimeStart: start, datetimeEnd: end, timeZone });

describe('dates in the viewer’s zone', () => {
  it('names no zone when the viewer is where the session is, across the March clock change', () => {
    // 29 Mar 2026: London moves to BST at 01:00 UTC.
    expect(itemWhen(item('2026-03-28T09:00:00Z', '2026-03-28T12:00:00Z', 'Europe/London'), 'Europe/London')).toEqual({
      date: '28 Mar 2026',
      times: '9:00 AM – 12:00 PM GMT',
      viewerZone: null,
      local: null,
    });
    expect(itemWhen(item('2026-03-30T08:00:00Z', '2026-03-30T11:00:00Z', 'Europe/London'), 'Europe/London').times).toBe(
      '9:00 AM – 12:00 PM BST',
    );
    // On the night itself each end names its own zone.
    expect(itemWhen(item('2026-03-29T00:30:00Z', '2026-03-29T02:30:00Z', 'Europe/London'), 'Europe/London').times).toBe(
      '12:30 AM GMT – 3:30 AM BST',
    );
  });

  it('shows a viewer elsewhere their own times and names both zones, across the October change', () => {
    // 25 Oct 2026: London is back on GMT; New York changes a week later.
    expect(itemWhen(item('2026-10-26T09:00:00Z', '2026-10-26T12:00:00Z', 'Europe/London'), 'America/New_York')).toEqual(
      {
        date: '26 Oct 2026',
        times: '5:00 AM – 8:00 AM EDT',
        viewerZone: 'America/New_York',
        local: '9:00 AM – 12:00 PM GMT (Europe/London)',
      },
    );
    // A late session seen from Sydney falls on the next day there.
    const late = itemWhen(item('2026-10-26T18:00:00Z', '2026-10-26T20:00:00Z', 'Europe/London'), 'Australia/Sydney');
    expect(late.date).toBe('27 Oct 2026');
    expect(late.local).toBe('26 Oct 2026, 6:00 PM – 8:00 PM GMT (Europe/London)');
    // The October night: BST until 2 am, GMT after.
    expect(
      itemWhen(item('2026-10-24T22:00:00Z', '2026-10-25T02:00:00Z', 'Europe/London'), 'Europe/London'),
    ).toMatchObject({
      date: '24 Oct 2026',
      times: '11:00 PM BST – 25 Oct 2026, 2:00 AM GMT',
    });
  });

  it('summarises a session by its first date', () => {
    const session = {
      fromDate: '2026-10-26T09:00:00Z',
      toDate: '2026-10-27T12:00:00Z',
      items: [{ ...item('2026-10-26T09:00:00Z', '2026-10-26T12:00:00Z', 'Europe/London') }] as never,
    };
    expect(sessionLine(session, 'Europe/London')).toBe('26 Oct 2026, 9:00 AM – 12:00 PM GMT');
    expect(sessionLine(session, 'Europe/Paris')).toBe('26 Oct 2026, 10:00 AM – 1:00 PM CET (Europe/Paris)');
  });
});
