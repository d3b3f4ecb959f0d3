import { useCallback, useEffect, useRef, useState } from 'react';
import { busyRetryAfterSeconds } from './busyRetry';

/** Tries again by itself this many times after a busy answer, before the screen shows the error. */
export const BUSY_RETRIES = 2;
/** A longer wait than this is not counted down on screen: the person is asked to come back instead. */
const LONGEST_COUNTDOWN_SECONDS = 30;

/**
 * Wraps a call that checks or sets a password (sign-in, registration, sign-up, reset, change):
 * when the server answers that many people are signing in (decision 0042), it counts down the
 * seconds the server gave and tries again, up to BUSY_RETRIES times, with the form left as typed.
 * `secondsLeft` is the countdown for the screen (BusyCountdown), null when not waiting. Leaving
 * the screen ends the wait with an AbortError, which no error handler shows.
 */
export function useBusyRetry() {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  const countDown = useCallback(
    (seconds: number) =>
      new Promise<void>((resolve, reject) => {
        let left = seconds;
        setSecondsLeft(left);
        const timer = setInterval(() => {
          left -= 1;
          if (left > 0) {
            setSecondsLeft(left);
            return;
          }
          clearInterval(timer);
          stopWaiting.current = null;
          setSecondsLeft(null);
          resolve();
        }, 1000);
        stopWaiting.current = () => {
          clearInterval(timer);
          reject(new DOMException('The screen was left while waiting to try again.', 'AbortError'));
        };
      }),
    [],
  );

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      for (let retry = 0; ; retry++) {
        try {
          return await call();
        } catch (error) {
          const seconds = busyRetryAfterSeconds(error);
          if (seconds === null || seconds > LONGEST_COUNTDOWN_SECONDS || retry >= BUSY_RETRIES) throw error;
          await countDown(seconds);
        }
      }
    },
    [countDown],
  );

  return { run, secondsLeft };
}
