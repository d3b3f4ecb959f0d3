import type { TFunction } from 'i18next';
import type { FormErrors } from '@mantine/form';
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

/** Where a form keeps the custom field values: `customFields.<field id>`. */
const PREFIX = 'customFields.';

/** The form's errors for the custom fields, keyed by their paths in the form. */
export function customFieldFormErrors(
  t: TFunction,
  fields: CustomFieldDefinition[],
  values: Record<string, CustomFieldValue>,
): FormErrors {
  return Object.fromEntries(
    Object.entries(customFieldErrors(t, fields, values)).map(([id, message]) => [`${PREFIX}${id}`, message]),
  );
}

/** The parts of a Mantine form that CustomFieldInputs binds to. */
interface CustomFieldsForm {
  errors: FormErrors;
  getValues: () => { customFields: Record<string, CustomFieldValue> };
  setFieldValue: (path: `customFields.${string}`, value: CustomFieldValue) => void;
}

/** What CustomFieldInputs needs from a form whose values hold `customFields`. */
export function customFieldInputProps(form: CustomFieldsForm) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(form.errors)) {
    if (path.startsWith(PREFIX) && message) errors[path.slice(PREFIX.length)] = String(message);
  }
  return {
    values: form.getValues().customFields,
    errors,
    onChange: (id: string, value: CustomFieldValue) => form.setFieldValue(`customFields.${id}`, value),
  };
}
