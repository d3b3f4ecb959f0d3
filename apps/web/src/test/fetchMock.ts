import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
/** A fixed answer, or one computed per call (a promise keeps the request waiting). */
type Reply = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/**
 * Stubs global fetch with a route table: "METHOD /path" (query ignored) → reply.
 * Unknown routes answer 404. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, Reply>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      const call: RecordedCall = {
        method,
        url,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      if (init.signal?.aborted) throw init.signal.reason;
      const route = routes[`${method} ${url.split('?')[0]}`];
      const reply = typeof route === 'function' ? await route(call) : route;
      const status = reply?.status ?? (reply ? 200 : 404);
      const body =
        reply?.body ??
        (reply
          ? undefined
          : {
              statusCode: 404,
              code: 'entity_not_found_error',
              message: 'Not found',
              errors: { message: 'Not found' },
            });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const apiError = (
  statusCode: number,
  code: string,
  message: string,
  fields?: { path: string; message: string }[],
) => ({
  status: statusCode,
  body: { statusCode, code, message, errors: fields ? { message, fields } : { message } },
});
