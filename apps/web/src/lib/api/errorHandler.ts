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
  notifyError: (message: string) => void;
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

/** The text to show for an error: the server's message, or a generic one for anything else. */
export function errorMessageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : i18n.t('errors.internal');
}

/** Applies the generic rules to one failure; returns what it did. */
export function handleApiError(error: unknown): ErrorDecision {
  const decision = decideErrorHandling(error);
  if (decision === 'not-found') deps.navigate(NOT_FOUND_PATH);
  else if (decision === 'toast') deps.notifyError(errorMessageOf(error));
  return decision;
}
