import { describe, expect, it, vi } from 'vitest';
import { memoByPath } from './pathMemo';

describe('memoByPath', () => {
  it('answers a path it has seen without looking it up again', () => {
    const lookup = vi.fn((pathname: string) => pathname.length);
    const remembered = memoByPath(lookup);
    expect(remembered('/home')).toBe(5);
    expect(remembered('/home')).toBe(5);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('remembers answers that are empty too', () => {
    const lookup = vi.fn((): string | undefined => undefined);
    const remembered = memoByPath(lookup);
    remembered('/nowhere');
    remembered('/nowhere');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('keeps only the most recent paths', () => {
    const lookup = vi.fn((pathname: string) => pathname);
    const remembered = memoByPath(lookup, 2);
    remembered('/a');
    remembered('/b');
    remembered('/c');
    // '/a' was the oldest and has been forgotten; '/c' is still known.
    remembered('/c');
    remembered('/a');
    expect(lookup.mock.calls.map(([pathname]) => pathname)).toEqual(['/a', '/b', '/c', '/a']);
  });
});
