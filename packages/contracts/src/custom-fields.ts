import { z } from 'zod';

/** Custom profile fields of a workspace (03 §3 Custom field), and checking a person's value for one. */
export const CUSTOM_FIELD_TYPES = ['text', 'checkbox', 'single_choice', 'multi_choice'] as const;

export const customFieldDefinitionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  fieldType: z.enum(CUSTOM_FIELD_TYPES),
  required: z.boolean(),
  help: z.string().nullable(),
  /** The choices of a single or multiple choice field. */
  options: z.array(z.string()),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
});
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;

export const customFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type CustomFieldValue = z.infer<typeof customFieldValueSchema>;

/** A value counts as given unless empty (01 §5: empty custom field values are dropped). */
export const isFilledIn = (value: CustomFieldValue | undefined | null): value is CustomFieldValue =>
  value !== undefined &&
  value !== null &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'string' && value.trim() === '');

/** Why a given value does not fit the field, or null when it does. Required-ness is checked apart. */
export function customFieldProblem(field: CustomFieldDefinition, value: CustomFieldValue): string | null {
  switch (field.fieldType) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${field.name}: tick the box or leave it.`;
    case 'single_choice':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : `${field.name}: choose one of the options offered.`;
    case 'multi_choice':
      return Array.isArray(value) && value.every((entry) => field.options.includes(entry))
        ? null
        : `${field.name}: choose only the options offered.`;
    case 'text': {
      const text = String(value).trim();
      if (field.minLength && text.length < field.minLength) {
        return `${field.name} must be at least ${field.minLength} characters.`;
      }
      if (field.maxLength && text.length > field.maxLength) {
        return `${field.name} must be at most ${field.maxLength} characters.`;
      }
      return null;
    }
  }
}
