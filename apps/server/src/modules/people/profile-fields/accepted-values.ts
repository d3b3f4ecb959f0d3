import {
  MISSING_REQUIRED_FIELDS,
  customFieldProblem,
  isFilledIn,
  type CustomFieldDefinition,
  type CustomFieldValue,
} from '@campus/contracts';
import { AppError, specError } from '../../../lib/errors.js';

/**
 * The given values that belong to the workspace's fields, empty ones dropped (01 §5, 03 §5),
 * each checked against its field; every required field must be among them.
 */
export function acceptedValues(
  definitions: CustomFieldDefinition[],
  given: Record<string, CustomFieldValue | null | undefined>,
): { field: CustomFieldDefinition; value: CustomFieldValue }[] {
  const accepted = definitions.flatMap((field) => {
    const value = given[field.id];
    return isFilledIn(value) ? [{ field, value }] : [];
  });
  if (definitions.some((field) => field.required && !accepted.some((entry) => entry.field.id === field.id))) {
    throw specError(400, MISSING_REQUIRED_FIELDS);
  }
  const problem = accepted.map(({ field, value }) => customFieldProblem(field, value)).find(Boolean);
  if (problem) throw new AppError(400, 'invalid_custom_field', problem);
  return accepted;
}
