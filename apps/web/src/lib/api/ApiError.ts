import type { FieldError, ToastBehaviour } from '@campus/contracts';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  /** The request's URL path, e.g. /api/sso/v2/auth/login (generic handling matches on it). */
  path: string;
  fields?: readonly FieldError[];
  correlationId?: string;
  details?: Readonly<Record<string, string>>;
}

/** A failed API call: the HTTP status, the server's error code and its user-facing message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly path: string;
  readonly fields: readonly FieldError[];
  readonly correlationId: string | undefined;
  /** Ids the server attaches so the screen can act (e.g. details.userId of an unconfirmed sign-up). */
  readonly details: Readonly<Record<string, string>>;
  /** The failed endpoint's toast behaviour from its contract (set by callEndpoint). */
  toast: ToastBehaviour = 'generic';
  /** Set when the failure already ended the session (and told the user), so nothing else should react. */
  sessionEnded = false;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.path = init.path;
    this.fields = init.fields ?? [];
    this.correlationId = init.correlationId;
    this.details = init.details ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A request cancelled by its signal (section left, query dropped): never an error to show. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
