import type { TFunction } from 'i18next';
import { customFieldProblem, isFilledIn, type CustomFieldDefinition, type CustomFieldValue } from '@campus/contracts';

/** What is wrong with each field's value (required and empty, or not fitting the field), by field id. */
export function customFieldErrors(
  t: TFunction,
  fields: CustomFieldDefinition[],
  values: Record<string, CustomFieldValue>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (!isFilledIn(value)) {
      if (field.required) errors[field.id] = t('customFields.fieldRequired', { name: field.name });
      continue;
    }
    const problem = customFieldProblem(field, value);
    if (problem) errors[field.id] = problem;
  }
  return errors;
}

/** Only the values given: empty ones are dropped (01 §5). */
export const filledInValues = (values: Record<string, CustomFieldValue>): Record<string, CustomFieldValue> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => isFilledIn(value)));
