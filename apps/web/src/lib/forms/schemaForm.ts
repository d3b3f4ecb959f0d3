import type { ReactNode } from 'react';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { isValidationKey } from '@campus/contracts';
import { i18n } from '../i18n/i18n';

type Schema = Parameters<typeof schemaResolver>[0];

/** A schema issue's message in the reader's language: contracts put keys on issues (decision 0022). */
export function translateValidation(message: ReactNode): ReactNode {
  return typeof message === 'string' && isValidationKey(message) ? i18n.t(message) : message;
}

/**
 * The `validate` of a Mantine form from a contract's zod schema: synchronous, so errors show as
 * soon as the form is submitted, with each field's first issue translated.
 */
export function formResolver(schema: Schema): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(Object.entries(resolve(values)).map(([path, message]) => [path, translateValidation(message)]));
}
