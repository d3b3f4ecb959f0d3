import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from './ApiError';
import { BUSY_RETRIES, useBusyRetry } from './useBusyRetry';

const busy = (seconds: string) =>
  new ApiError({
    status: 503,
    code: 'service_busy',
    message: 'Many people are signing in right now.',
    path: '/api/sso/v2/auth/login',
    details: { retryAfterSeconds: seconds },
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the call's promise settle and the hook's state follow. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('useBusyRetry', () => {
  it('counts down the seconds a busy answer gives, then tries again', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(busy('3')).mockResolvedValueOnce('signed in');
    const { result } = renderHook(() => useBusyRetry());
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = result.current.run(call);
    });
    await settle();
    expect(result.current.secondsLeft).toBe(3);
    await tick();
    expect(result.current.secondsLeft).toBe(2);
    await tick();
    expect(result.current.secondsLeft).toBe(1);
    expect(call).toHaveBeenCalledTimes(1);
    await tick();
    expect(result.current.secondsLeft).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toBe('signed in');
  });

  it(`gives up after ${BUSY_RETRIES} tries of its own and hands back the last busy answer`, async () => {
    const last = busy('5');
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(busy('1'))
      .mockRejectedValueOnce(busy('1'))
      .mockRejectedValueOnce(last);
    const { result } = renderHook(() => useBusyRetry());
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = result.current.run(call);
    });
    const failed = expect(outcome).rejects.toBe(last);
    await settle();
    await tick();
    await tick();
    await failed;
    expect(call).toHaveBeenCalledTimes(1 + BUSY_RETRIES);
    expect(result.current.secondsLeft).toBeNull();
  });

  it('does not wait after any other failure', async () => {
    const wrong = new ApiError({ status: 401, code: 'invalid_credentials', message: 'No.', path: '/x' });
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(wrong);
    const { result } = renderHook(() => useBusyRetry());
    await act(async () => {
      await expect(result.current.run(call)).rejects.toBe(wrong);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBeNull();
  });

  it('stops waiting when the screen is left, with an error no handler shows', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(busy('10'));
    const { result, unmount } = renderHook(() => useBusyRetry());
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = result.current.run(call);
    });
    const stopped = expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    unmount();
    await stopped;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
