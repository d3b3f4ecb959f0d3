/**
 * The start-up calls index.html's inline script made while the app's files were downloading
 * (decision 0035), by address. Each answer is taken once, and only by a call to the same address
 * with the same bearer token; anything else calls the server as usual. The script makes the calls
 * app/router/prefetchStartup.ts makes on a start page, under the same conditions, and
 * app/router/earlyCalls.test.ts fails when the two differ: change them together.
 */
interface EarlyCall {
  readonly token: string | null;
  /** When the script asked (Date.now()). */
  readonly at: number;
  readonly response: Promise<Response>;
}

declare global {
  interface Window {
    __campusEarlyCalls?: Record<string, EarlyCall>;
  }
}

/**
 * Past this, an answer is not used: the app makes its start-up calls seconds after the page loads,
 * so an answer nobody took by then (the person was sent elsewhere) is left, not served later.
 */
export const EARLY_CALL_LIFETIME_MS = 60_000;

export function takeEarlyCall(url: string, token: string | null): Promise<Response> | null {
  const calls = typeof window === 'undefined' ? undefined : window.__campusEarlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  const fresh = Date.now() - call.at <= EARLY_CALL_LIFETIME_MS;
  return fresh && call.token === token ? call.response : null;
}
