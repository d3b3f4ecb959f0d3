import {
  CORRELATION_ID_HEADER,
  ERROR_CODES,
  MESSAGES,
  SERVICE_NAME_HEADER,
  errorResponseSchema,
  readErrorMessage,
} from '@campus/contracts';
import { i18n } from '../i18n/i18n';
import { ApiError } from './ApiError';
import { takeEarlyCall } from './earlyCalls';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface HttpRequest {
  method?: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Bearer token, if any. */
  token?: string | null;
  signal?: AbortSignal;
  /** 'blob' for a file (a calendar file, a PDF): the answer's bytes instead of parsed JSON. */
  as?: 'json' | 'blob';
}

/** Value of the X-Service-Name header on every call (01 §7). */
export const SERVICE_NAME = 'UI';

/** crypto.randomUUID needs a secure context; plain-http hosts fall back to getRandomValues. */
export function newCorrelationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const FALLBACK_BY_STATUS: Record<number, { code: string; message: string }> = {
  401: { code: ERROR_CODES.unauthorised, message: MESSAGES.unauthorised },
  403: { code: ERROR_CODES.forbidden, message: MESSAGES.forbidden },
  404: { code: ERROR_CODES.notFound, message: MESSAGES.notFound },
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function errorFrom(response: Response, body: unknown, path: string): ApiError {
  const fallback = FALLBACK_BY_STATUS[response.status] ?? { code: ERROR_CODES.internal, message: MESSAGES.internal };
  const parsed = errorResponseSchema.safeParse(body);
  return new ApiError({
    status: response.status,
    code: readCode(body) ?? fallback.code,
    message: readErrorMessage(body) ?? fallback.message,
    path,
    fields: parsed.success ? parsed.data.errors.fields : undefined,
    details: parsed.success ? parsed.data.details : undefined,
    correlationId: response.headers.get(CORRELATION_ID_HEADER) ?? undefined,
  });
}

/**
 * One HTTP call with the headers every request carries: X-Service-Name, a fresh
 * X-Correlation-Id and the bearer token. Resolves with the JSON body (undefined when empty);
 * rejects with an ApiError, or the AbortError of a cancelled request.
 */
export async function sendRequest({
  method = 'GET',
  path,
  query,
  body,
  token,
  signal,
  as = 'json',
}: HttpRequest): Promise<unknown> {
  const headers = new Headers({
    Accept: 'application/json',
    [SERVICE_NAME_HEADER]: SERVICE_NAME,
    [CORRELATION_ID_HEADER]: newCorrelationId(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const url = buildUrl(path, query);
  // A start-up call index.html already made for this address and token (decision 0035).
  const early = method === 'GET' && as === 'json' ? takeEarlyCall(url, token ?? null) : null;
  let response: Response;
  try {
    response = early
      ? await early
      : await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          credentials: 'same-origin',
        });
    if (early && signal?.aborted) throw signal.reason;
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError({ status: 0, code: 'network_error', message: i18n.t('errors.network'), path });
  }

  if (response.ok && as === 'blob') return response.blob();
  const payload = await readBody(response);
  if (!response.ok) throw errorFrom(response, payload, path);
  return payload;
}
