import { ERROR_CODES } from '@campus/contracts';
import { i18n } from '../i18n/i18n';
import { isAbortError, isApiError } from './ApiError';

/**
 * Generic handling of failed calls (01 §8): a 404 (or a token_domain_error) goes to the 404
 * page without a toast; item_in_use and the endpoints whose contract says `toast: 'silent'` show
 * nothing (their screens handle it); anything else shows an error toast with the server's message.
 */

export const NOT_FOUND_PATH = '/404';

export type ErrorDecision = 'ignore' | 'not-found' | 'silent' | 'toast';

export interface ErrorHandlerDeps {
  navigate: (to: string) => void;
  /** `reason` is the server's `details.reason`: why it refused, shown under `message` (the spec's title). */
  notifyError: (message: string, reason?: string) => void;
}

const deps: ErrorHandlerDeps = { navigate: () => undefined, notifyError: () => undefined };

export function configureErrorHandler(next: Partial<ErrorHandlerDeps>): void {
  Object.assign(deps, next);
}

function mentionsTokenDomain(error: unknown): boolean {
  const needle = ERROR_CODES.tokenDomain;
  if (isApiError(error)) return error.code.includes(needle) || error.message.includes(needle);
  return error instanceof Error && error.message.includes(needle);
}

export function decideErrorHandling(error: unknown): ErrorDecision {
  if (isAbortError(error)) return 'ignore';
  if (isApiError(error) && error.sessionEnded) return 'ignore';
  if (isApiError(error) && error.status === 404) return 'not-found';
  if (mentionsTokenDomain(error)) return 'not-found';
  if (isApiError(error) && error.code === ERROR_CODES.itemInUse) return 'silent';
  if (isApiError(error) && error.toast === 'silent') return 'silent';
  return 'toast';
}

/** Why the server refused (its `details.reason`, docs/events.md "Refusals"), when it said. */
export function errorReasonOf(error: unknown): string | undefined {
  const reason = isApiError(error) ? error.details.reason : undefined;
  return reason?.trim() ? reason : undefined;
}

/**
 * The text to show for an error in one line: the server's message followed by its reason, or a
 * generic text for anything else.
 */
export function errorMessageOf(error: unknown): string {
  if (!isApiError(error) || !error.message) return i18n.t('errors.internal');
  const reason = errorReasonOf(error);
  return reason ? `${error.message} ${reason}` : error.message;
}

/** Applies the generic rules to one failure; returns what it did. */
export function handleApiError(error: unknown): ErrorDecision {
  const decision = decideErrorHandling(error);
  if (decision === 'not-found') deps.navigate(NOT_FOUND_PATH);
  else if (decision === 'toast') {
    const reason = errorReasonOf(error);
    if (reason && isApiError(error)) deps.notifyError(error.message, reason);
    else deps.notifyError(errorMessageOf(error));
  }
  return decision;
}
