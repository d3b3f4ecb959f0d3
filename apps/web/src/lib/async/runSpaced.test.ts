import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSpaced } from './runSpaced';

afterEach(() => vi.useRealTimers());

describe('runSpaced', () => {
  it('calls one item at a time, the given time apart, and carries on past failures', async () => {
    vi.useFakeTimers();
    const started: [string, number][] = [];
    const progress: number[] = [];
    const run = runSpaced(
      ['a', 'b', 'c'],
      async (item) => {
        started.push([item, Date.now()]);
        if (item === 'b') throw new Error('refused');
      },
      250,
      (done) => progress.push(done),
    );
    await vi.runAllTimersAsync();
    const result = await run;
    expect(result).toEqual({ succeeded: ['a', 'c'], failed: ['b'] });
    expect(progress).toEqual([1, 2, 3]);
    const gaps = started.slice(1).map(([, at], index) => at - (started[index]?.[1] ?? 0));
    expect(gaps).toEqual([250, 250]);
  });

  it('does nothing for no items', async () => {
    const call = vi.fn();
    expect(await runSpaced([], call, 250)).toEqual({ succeeded: [], failed: [] });
    expect(call).not.toHaveBeenCalled();
  });
});
