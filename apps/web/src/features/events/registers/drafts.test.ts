import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { DraftQueue, RETRY_DELAY_MS, SAVE_DELAY_MS, type SentRow } from './drafts';

type Change = { attendance?: boolean | null; notes?: string | null };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const KEY = 'campus:register-drafts:me:register';
let online = true;

function queueWith(
  save: (rows: SentRow<Change>[]) => Promise<{ learnerId: string; version: number }[]>,
  storage = memoryStorage(),
  reload: () => Promise<ReadonlyMap<string, number>> = async () => new Map(),
) {
  const queue = new DraftQueue<Change>({ storageKey: KEY, save, reload, storage, isOnline: () => online });
  queue.attach();
  return { queue, storage };
}

const savedAll = async (rows: SentRow<Change>[]) =>
  rows.map((row) => ({ learnerId: row.learnerId, version: row.version + 1 }));

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
});
afterEach(() => vi.useRealTimers());

describe('the drafts of a register', () => {
  it('sends the changes made in a pause in one call, with the versions read, and forgets them once saved', async () => {
    const save = vi.fn(savedAll);
    const { queue, storage } = queueWith(save);
    queue.change('ann', 3, { attendance: true });
    queue.change('bob', 0, { attendance: false });
    queue.change('ann', 3, { notes: 'Late' });
    expect(queue.getState().save.kind).toBe('pending');
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({
      drafts: {
        ann: { base: 3, changes: { attendance: true, notes: 'Late' } },
        bob: { base: 0, changes: { attendance: false } },
      },
    });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual([
      { learnerId: 'ann', version: 3, changes: { attendance: true, notes: 'Late' } },
      { learnerId: 'bob', version: 0, changes: { attendance: false } },
    ]);
    expect(queue.getState().drafts).toEqual({});
    expect(queue.getState().save.kind).toBe('saved');
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('keeps a change made while a save is on its way, and sends it on the version that save made', async () => {
    let release: () => void = () => undefined;
    const save = vi.fn(
      (rows: SentRow<Change>[]) =>
        new Promise<{ learnerId: string; version: number }[]>((resolve) => {
          release = () => void resolve(rows.map((row) => ({ learnerId: row.learnerId, version: row.version + 1 })));
        }),
    );
    const { queue } = queueWith(save);
    queue.change('ann', 1, { attendance: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    queue.change('ann', 1, { notes: 'Arrived late' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toEqual([
      { learnerId: 'ann', version: 2, changes: { attendance: true, notes: 'Arrived late' } },
    ]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().drafts).toEqual({});
  });

  it('keeps the changes on the device while offline, and sends them when the browser is back online', async () => {
    online = false;
    const save = vi.fn(savedAll);
    const storage = memoryStorage();
    const first = queueWith(save, storage).queue;
    first.change('ann', 0, { attendance: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
    expect(first.getState().save.kind).toBe('offline');
    // The tab is closed: a new page finds the drafts on the device.
    first.detach();
    const second = queueWith(save, storage).queue;
    expect(second.getState().drafts.ann?.changes).toEqual({ attendance: true });
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual([{ learnerId: 'ann', version: 0, changes: { attendance: true } }]);
    expect(second.getState().save.kind).toBe('saved');
    expect(storage.items.has(KEY)).toBe(false);
    second.detach();
  });

  it('tries again by itself after a dropped connection, keeping the changes meanwhile', async () => {
    const save = vi
      .fn<(rows: SentRow<Change>[]) => Promise<{ learnerId: string; version: number }[]>>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'network_error', message: 'No connection', path: '/x' }))
      .mockImplementation(savedAll);
    const { queue, storage } = queueWith(save);
    queue.change('ann', 0, { attendance: false });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(queue.getState().save.kind).toBe('offline');
    expect(storage.items.has(KEY)).toBe(true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.getState().save.kind).toBe('saved');
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('after a 409 naming rows someone else saved, reports those and keeps the other changes saved', async () => {
    const stale = new ApiError({
      status: 409,
      code: 'stale_rows',
      message: 'Register hasn’t been created.',
      path: '/api/classroom/digital-register-bulk',
      fields: [{ path: 'body.1', message: 'Someone else saved these rows' }],
    });
    const save = vi.fn<(rows: SentRow<Change>[]) => Promise<{ learnerId: string; version: number }[]>>();
    save.mockRejectedValueOnce(stale).mockImplementation(savedAll);
    let release: () => void = () => undefined;
    const reload = vi.fn(
      () =>
        new Promise<ReadonlyMap<string, number>>((resolve) => {
          release = () =>
            resolve(
              new Map([
                ['ann', 1],
                ['bob', 5],
              ]),
            );
        }),
    );
    const { queue } = queueWith(save, memoryStorage(), reload);
    queue.change('ann', 0, { attendance: true });
    queue.change('bob', 2, { attendance: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    // Ann is changed again while the entries reload: that change rests on her saved version.
    queue.change('ann', 0, { notes: 'Left early' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().conflicts).toEqual([{ learnerId: 'bob', mine: { attendance: true } }]);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toEqual([
      { learnerId: 'ann', version: 1, changes: { attendance: true, notes: 'Left early' } },
    ]);
    expect(queue.getState().drafts).toEqual({});
    queue.dismissConflicts();
    expect(queue.getState().conflicts).toEqual([]);
  });

  it('does not retry a refusal by itself, and can drop the changes on request', async () => {
    const refused = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Register hasn’t been created.',
      path: '/x',
    });
    const save = vi.fn().mockRejectedValue(refused);
    const { queue, storage } = queueWith(save);
    queue.change('ann', 0, { attendance: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + RETRY_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(queue.getState().save).toEqual({ kind: 'failed', error: refused });
    queue.discard();
    expect(queue.getState().drafts).toEqual({});
    expect(storage.items.has(KEY)).toBe(false);
  });
});
