import { describe, expect, it } from 'vitest';
import { slots } from './import-slots.js';

describe('slots', () => {
  it('runs at most the limit at once, the others in their order, and frees a slot on failure', async () => {
    const inSlot = slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number, fail = false) =>
      inSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        order.push(index);
        if (fail) throw new Error('failed');
        return index;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
