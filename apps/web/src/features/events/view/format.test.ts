import { describe, expect, it } from 'vitest';
import { itemWhen, spacesText } from './format';
import '../../../lib/i18n/i18n';

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
    expect(itemWhen(item, 'Europe/London')).toBe('29 Mar 2027, 10:00 AM – 1:30 PM BST');
    expect(itemWhen(item, 'America/New_York')).toBe(
      '29 Mar 2027, 5:00 AM – 8:30 AM EDT (America/New_York) · 29 Mar 2027, 10:00 AM – 1:30 PM BST (Europe/London)',
    );
    expect(itemWhen({ ...item, datetimeEnd: '2027-03-30T12:00:00.000Z' }, 'Europe/London')).toBe(
      '29 Mar 2027, 10:00 AM – 30 Mar 2027, 1:00 PM BST',
    );
  });

  it('names each end’s zone on the nights the clocks change (issue 24 item 3)', () => {
    // 28 Mar 2027: two hours from 00:30 GMT end at 3:30 BST, not "3:30 GMT".
    const spring = {
      datetimeStart: '2027-03-28T00:30:00.000Z',
      datetimeEnd: '2027-03-28T02:30:00.000Z',
      timeZone: 'Europe/London',
    };
    expect(itemWhen(spring, 'Europe/London')).toBe('28 Mar 2027, 12:30 AM GMT – 3:30 AM BST');
    // 31 Oct 2027: four hours from 11 pm BST on the Saturday end at 2 am GMT on the Sunday.
    const autumn = {
      datetimeStart: '2027-10-30T22:00:00.000Z',
      datetimeEnd: '2027-10-31T02:00:00.000Z',
      timeZone: 'Europe/London',
    };
    expect(itemWhen(autumn, 'Europe/London')).toBe('30 Oct 2027, 11:00 PM BST – 31 Oct 2027, 2:00 AM GMT');
    // New York by its own names, not "GMT-5".
    const winter = {
      datetimeStart: '2027-01-15T15:00:00.000Z',
      datetimeEnd: '2027-01-15T18:00:00.000Z',
      timeZone: 'America/New_York',
    };
    expect(itemWhen(winter, 'America/New_York')).toBe('15 Jan 2027, 10:00 AM – 1:00 PM EST');
  });
});
