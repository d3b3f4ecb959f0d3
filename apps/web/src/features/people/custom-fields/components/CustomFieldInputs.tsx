import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CustomFieldDefinition, CustomFieldValue } from '@campus/contracts';

interface CustomFieldInputsProps {
  fields: CustomFieldDefinition[];
  values: Record<string, CustomFieldValue>;
  errors: Record<string, string>;
  onChange: (id: string, value: CustomFieldValue) => void;
}

/** The workspace's custom profile fields, one input each by field type. */
export function CustomFieldInputs({ fields, values, errors, onChange }: CustomFieldInputsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {fields.map((field) => {
        const error = errors[field.id];
        const invalid = error ? true : undefined;
        const value = values[field.id];
        switch (field.fieldType) {
          case 'checkbox':
            return (
              <Checkbox
                key={field.id}
                label={field.name}
                description={field.help}
                required={field.required}
                checked={value === true}
                onChange={(event) => onChange(field.id, event.currentTarget.checked)}
                error={error}
                aria-invalid={invalid}
              />
            );
          case 'single_choice':
            return (
              <NativeSelect
                key={field.id}
                label={field.name}
                description={field.help}
                required={field.required}
                data={[{ value: '', label: t('customFields.choose') }, ...field.options]}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(field.id, event.currentTarget.value)}
                error={error}
                aria-invalid={invalid}
              />
            );
          case 'multi_choice':
            return (
              <Checkbox.Group
                key={field.id}
                label={field.name}
                description={field.help}
                required={field.required}
                value={Array.isArray(value) ? value : []}
                onChange={(chosen) => onChange(field.id, chosen)}
                error={error}
              >
                <Stack gap={6} mt={6}>
                  {field.options.map((option) => (
                    <Checkbox key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Checkbox.Group>
            );
          case 'text':
            return (
              <TextInput
                key={field.id}
                label={field.name}
                description={textFieldDescription(t, field)}
                required={field.required}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(field.id, event.currentTarget.value)}
                error={error}
                aria-invalid={invalid}
              />
            );
        }
      })}
    </Stack>
  );
}

/** An administrator's help text as a sentence, so the length hint after it reads as its own. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The help under a text field: the workspace's help text, then how long the answer may be. */
export function textFieldDescription(t: TFunction, field: CustomFieldDefinition): string {
  return [field.help ? asSentence(field.help) : null, lengthHint(t, field)].filter(Boolean).join(' ');
}

function lengthHint(t: TFunction, field: CustomFieldDefinition): string | null {
  if (field.minLength && field.maxLength) {
    return t('customFields.lengthBetween', { min: field.minLength, max: field.maxLength });
  }
  if (field.minLength) return t('customFields.lengthAtLeast', { min: field.minLength });
  if (field.maxLength) return t('customFields.lengthAtMost', { max: field.maxLength });
  return null;
}
