import { describe, expect, it } from 'vitest';
import { itemWhen, spacesText } from './format';
import '../../lib/i18n/i18n';

describe('spaces and dates in words', () => {
  it('says the spec’s spaces texts (03 §9)', () => {
    expect(spacesText({ limit: 10, available: 0, booked: 10 })).toBe('No spaces available');
    expect(spacesText({ limit: 10, available: 3, booked: 7 })).toBe('3 / 10 spaces available');
    expect(spacesText({ limit: null, available: null, booked: 12 })).toBe('12 people have booked');
    expect(spacesText({ limit: null, available: null, booked: 1 })).toBe('1 person has booked');
  });

  it('shows a date in the viewer’s zone, en-GB 12-hour, naming both zones when they differ', () => {
    const item = {
      datetimeStart: '2027-03-29T09:00:00.000Z',
      datetimeEnd: '2027-03-29T12:30:00.000Z',
      timeZone: 'Europe/London',
    };
    // After the March clock change London is UTC+1.
    expect(itemWhen(item, 'Europe/London')).toBe('29 Mar 2027, 10:00 AM – 1:30 PM');
    expect(itemWhen(item, 'America/New_York')).toBe(
      '29 Mar 2027, 5:00 AM – 8:30 AM (America/New_York) · 29 Mar 2027, 10:00 AM – 1:30 PM Europe/London',
    );
    expect(itemWhen({ ...item, datetimeEnd: '2027-03-30T12:00:00.000Z' }, 'Europe/London')).toBe(
      '29 Mar 2027, 10:00 AM – 30 Mar 2027, 1:00 PM',
    );
  });
});
