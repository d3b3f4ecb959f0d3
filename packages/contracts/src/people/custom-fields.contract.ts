import { z } from 'zod';
import { visibleText } from '../text-fields.js';

/** Custom profile fields of a workspace (03 §3 Custom field), and checking a person's value for one. */
/** 'emptyUserFields' is the spec's internal code (01 §8) for required profile fields left empty. */
export const MISSING_REQUIRED_FIELDS = { code: 'emptyUserFields', message: 'Fill in every required field.' } as const;

/** The router gate's toast (01 §4), verbatim. */
export const EMPTY_USER_FIELDS_TOAST = {
  title: 'Empty user fields',
  message: 'There is some missing information. Please update the required profile fields.',
} as const;

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

/** The spec gives custom fields both as a map (endpoint) and as a list of id and value (form state). */
export const customFieldsInputSchema = z
  .union([
    z.record(z.uuid(), customFieldValueSchema),
    z.array(z.object({ id: z.uuid(), value: customFieldValueSchema })),
  ])
  .default({})
  .transform((given) =>
    Array.isArray(given) ? Object.fromEntries(given.map((entry) => [entry.id, entry.value])) : given,
  );

// --- GET /api/sso/v2/custom-fields/{workspaceId} (03 §7)
export const customFieldListSchema = z.object({ data: z.array(customFieldDefinitionSchema) });

// --- GET /api/sso/v2/user-custom-fields/{workspaceId}: the caller's own values
export const userCustomFieldsSchema = z.object({ values: z.record(z.string(), customFieldValueSchema) });

// --- PATCH /api/sso/v2/users (03 §7): {id, emailAddress, firstName, lastName, status, customFields, workspaceId}
export const updateUserRequestSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  firstName: visibleText().min(1).max(100).optional(),
  lastName: visibleText().min(1).max(100).optional(),
  emailAddress: z.string().optional(),
  status: z.string().optional(),
  customFields: customFieldsInputSchema,
});

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

// --- GET /api/sso/v2/all-custom-fields-filled-in/{workspaceId}
export const allCustomFieldsFilledInSchema = z.object({ allFilledIn: z.boolean() });
