import { ERROR_CODES } from '@campus/contracts';
import { isApiError } from './ApiError';

/**
 * The seconds a busy answer asks the caller to wait before trying again (the 503 `service_busy`
 * with `details.retryAfterSeconds`, decision 0042), or null for any other failure.
 */
export function busyRetryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.serviceBusy) return null;
  const seconds = Number(error.details.retryAfterSeconds);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
