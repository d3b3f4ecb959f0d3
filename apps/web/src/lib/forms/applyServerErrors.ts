import type { ReactNode } from 'react';
import { isApiError } from '../api/ApiError';
import { translateValidation } from './schemaForm';

export interface FieldErrorTarget {
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
    form.setFieldError(formPath(field.path, paths), translateValidation(field.message));
  }
  return true;
}

/** The form's names of the fields the server's error names, in its order (none for other errors). */
export function serverErrorPaths(error: unknown, paths: Readonly<Record<string, string>> = {}): string[] {
  return isApiError(error) ? error.fields.map((field) => formPath(field.path, paths)) : [];
}

function formPath(serverPath: string, paths: Readonly<Record<string, string>>): string {
  const path = serverPath.replace(REQUEST_PART, '');
  return paths[path] ?? path;
}
