import { describe, expect, it } from 'vitest';
import { AdmissionGate, GateFullError } from './admission-gate.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admission gate', () => {
  it('admits while the expected wait is within the bound, in order, and refuses beyond it at once', async () => {
    // Tasks take about 100 ms and run one at a time: the fourth waiter would expect 400 ms.
    const gate = new AdmissionGate({ concurrency: 1, maxExpectedWaitMs: 350, initialTaskMs: 100 });
    const order: number[] = [];
    const admitted = [0, 1, 2, 3].map((index) =>
      gate.run(async () => {
        await sleep(20);
        order.push(index);
      }),
    );
    expect(gate.expectedWaitMs()).toBe(400);
    expect(gate.full).toBe(true);
    const refusedAt = performance.now();
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(GateFullError);
    expect(performance.now() - refusedAt).toBeLessThan(15);

    await Promise.all(admitted);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.expectedWaitMs()).toBe(0);
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('shares the wait between its slots', () => {
    const gate = new AdmissionGate({ concurrency: 2, maxExpectedWaitMs: 10_000, initialTaskMs: 100 });
    const never = new Promise<void>(() => {});
    void gate.run(() => never);
    expect(gate.expectedWaitMs()).toBe(0);
    void gate.run(() => never);
    // Both slots busy: the next task waits for one of two to finish.
    expect(gate.expectedWaitMs()).toBe(50);
    void gate.run(() => never);
    expect(gate.expectedWaitMs()).toBe(100);
  });

  it('learns the task time, so slower tasks shorten the queue it admits', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxExpectedWaitMs: 10_000, initialTaskMs: 1 });
    for (let run = 0; run < 10; run++) await gate.run(() => sleep(40));
    const never = new Promise<void>(() => {});
    void gate.run(() => never);
    // Started at 1 ms; after ten 40 ms tasks the estimate is most of the way to 40 ms.
    expect(gate.expectedWaitMs()).toBeGreaterThan(30);
  });

  it('never refuses a task it admitted, however long its wait turns out', async () => {
    // Estimated at 10 ms a task, but the first takes ten times that.
    const gate = new AdmissionGate({ concurrency: 1, maxExpectedWaitMs: 30, initialTaskMs: 10 });
    const slow = gate.run(() => sleep(100));
    const waited = gate.run(async () => 'served');
    await slow;
    expect(await waited).toBe('served');
  });

  it('tells a refused caller to come back once the queue is back within the bound, at least a second', () => {
    const gate = new AdmissionGate({ concurrency: 1, maxExpectedWaitMs: 1000, initialTaskMs: 1000 });
    const never = new Promise<void>(() => {});
    void gate.run(() => never);
    expect(gate.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    for (let task = 0; task < 5; task++) void gate.run(() => never).catch(() => undefined);
    // One running and one waiting were admitted (1 s expected); four more were refused. A
    // newcomer would expect 2 s, one over the bound, plus up to two random seconds.
    expect(gate.expectedWaitMs()).toBe(2000);
    const seconds = gate.retryAfterSeconds();
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3);
  });
});
