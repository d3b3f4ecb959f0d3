import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates';

describe('formatDate', () => {
  it('uses DD MMM YYYY', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
  });

  it('reads instants in London time, including British Summer Time', () => {
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('02 Jul 2026');
  });
});

describe('formatTime', () => {
  it('uses the 12-hour clock', () => {
    expect(formatTime('2026-03-05T10:00:00Z')).toBe('10:00 AM');
    expect(formatTime('2026-03-05T15:05:00Z')).toBe('3:05 PM');
  });

  it('shifts to BST in summer', () => {
    expect(formatTime('2026-07-01T09:00:00Z')).toBe('10:00 AM');
  });

  it('accepts another time zone', () => {
    expect(formatTime('2026-03-05T10:00:00Z', 'America/New_York')).toBe('5:00 AM');
  });
});
