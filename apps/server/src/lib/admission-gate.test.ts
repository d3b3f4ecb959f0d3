import { describe, expect, it } from 'vitest';
import { AdmissionGate, GateFullError } from './admission-gate.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admission gate', () => {
  it('runs up to its concurrency, queues a few, refuses the rest at once', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: 1000 });
    const order: string[] = [];
    const first = gate.run(async () => {
      await sleep(30);
      order.push('first');
    });
    const second = gate.run(async () => {
      order.push('second');
    });
    expect(gate.full).toBe(true);
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(GateFullError);
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(gate.full).toBe(false);
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('refuses a task that waited too long, with a retry time of at least a second', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 20 });
    const slow = gate.run(() => sleep(100));
    const waited = gate.run(async () => 'late').catch((error: unknown) => error);
    const error = await waited;
    expect(error).toBeInstanceOf(GateFullError);
    expect((error as GateFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await slow;
    // The refused waiter left the queue: the slot is free again.
    expect(await gate.run(async () => 'free')).toBe('free');
  });
});
