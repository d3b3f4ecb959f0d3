import type { ReactNode } from 'react';
import { isApiError } from '../api/ApiError';
import { translateValidation } from './schemaForm';

interface FieldErrorTarget {
  setFieldError: (path: string, error: ReactNode) => void;
}

// The server names a field after the part of the request it came in (body.email, querystring.page).
const REQUEST_PART = /^(body|querystring|params|headers)\./;

/**
 * Puts the server's field errors (`errors.fields: [{ path, message }]`) on the form's fields.
 * `paths` renames a request field to the form's own name where they differ (password →
 * newPassword). Returns whether any field error was set, so the caller can skip a summary.
 */
export function applyServerErrors(
  form: FieldErrorTarget,
  error: unknown,
  paths: Readonly<Record<string, string>> = {},
): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  for (const field of error.fields) {
    const path = field.path.replace(REQUEST_PART, '');
    form.setFieldError(paths[path] ?? path, translateValidation(field.message));
  }
  return true;
}
