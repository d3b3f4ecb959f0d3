import { describe, expect, it } from 'vitest';
import { rangeWithZones, zoneName } from './time-zones.js';

const hhmm = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(instant);

describe('zoneName', () => {
  it('names London GMT in winter and BST in summer (not en-US "GMT+1")', () => {
    expect(zoneName('2027-01-15T12:00:00Z', 'Europe/London')).toBe('GMT');
    expect(zoneName('2027-07-15T12:00:00Z', 'Europe/London')).toBe('BST');
  });

  it('names New York EST and EDT (not en-GB "GMT-5")', () => {
    expect(zoneName('2027-01-15T12:00:00Z', 'America/New_York')).toBe('EST');
    expect(zoneName('2027-07-15T12:00:00Z', 'America/New_York')).toBe('EDT');
  });

  it('changes name at the instant the clocks do', () => {
    // 28 March 2027: London goes forward at 01:00 UTC; 31 October 2027: back at 01:00 UTC.
    expect(zoneName('2027-03-28T00:59:00Z', 'Europe/London')).toBe('GMT');
    expect(zoneName('2027-03-28T01:00:00Z', 'Europe/London')).toBe('BST');
    expect(zoneName('2027-10-31T00:59:00Z', 'Europe/London')).toBe('BST');
    expect(zoneName('2027-10-31T01:00:00Z', 'Europe/London')).toBe('GMT');
  });

  it('keeps the offset where neither locale has an abbreviation', () => {
    expect(zoneName('2027-01-15T12:00:00Z', 'Asia/Kathmandu')).toBe('GMT+5:45');
    expect(zoneName('2027-01-15T12:00:00Z', 'UTC')).toBe('UTC');
  });
});

describe('rangeWithZones', () => {
  it('names the zone once when both ends share it', () => {
    const text = (instant: Date) => hhmm(instant, 'Europe/London');
    expect(rangeWithZones('2027-01-15T09:00:00Z', '2027-01-15T12:00:00Z', 'Europe/London', text)).toBe(
      '09:00 – 12:00 GMT',
    );
  });

  it('names each end’s zone across the spring and autumn changes', () => {
    const text = (instant: Date) => hhmm(instant, 'Europe/London');
    // Two hours on the night the clocks go forward: 00:30 GMT to 03:30 BST.
    expect(rangeWithZones('2027-03-28T00:30:00Z', '2027-03-28T02:30:00Z', 'Europe/London', text)).toBe(
      '00:30 GMT – 03:30 BST',
    );
    // Four hours on the night they go back: 23:00 BST to 02:00 GMT.
    expect(rangeWithZones('2027-10-30T22:00:00Z', '2027-10-31T02:00:00Z', 'Europe/London', text, ' to ')).toBe(
      '23:00 BST to 02:00 GMT',
    );
  });
});
