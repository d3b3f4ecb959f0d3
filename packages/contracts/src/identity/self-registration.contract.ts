import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { emailSchema } from './auth.contract.js';
import { VERIFICATION_CODE_ERRORS, VERIFICATION_CODE_LENGTH, verificationCodeSchema } from './email-change.contract.js';
import {
  MISSING_REQUIRED_FIELDS,
  customFieldDefinitionSchema,
  customFieldsInputSchema,
} from '../people/custom-fields.contract.js';

/** Self-registration keys and registering with one (01 §3, §5; 03 §3 Self-registration key). */
export const KEY_STATUSES = ['active', 'inactive'] as const;
export const REGISTRATION_CODE_LENGTH = VERIFICATION_CODE_LENGTH;

export const SELF_REGISTRATION_ERRORS = {
  keyNotValid: {
    code: 'keyNotValid',
    message: 'This key is not valid. Please contact your administrator for another key.',
  },
  userAlreadyExists: {
    code: 'UsernameExistsException',
    message: 'User already exists. Please try again with different details.',
  },
  ...VERIFICATION_CODE_ERRORS,
  alreadyConfirmed: {
    code: 'already_confirmed',
    message: 'This account is already confirmed. Sign in, or reset your password if you have forgotten it.',
  },
  /** Signing in before confirming: the client offers the code step (details.userId) again. */
  notConfirmed: { code: 'UserNotConfirmedException', message: 'User is not confirmed.' },
  orgUnitNotAllowed: { code: 'org_unit_not_allowed', message: 'Choose one of the organisation units offered.' },
  groupNotAllowed: { code: 'group_not_allowed', message: 'Choose only the groups offered.' },
  missingCustomField: MISSING_REQUIRED_FIELDS,
} as const;

const availability = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z.object({ availableFor: z.enum(values).default(fallback), list: z.array(z.uuid()).default([]) });

export const keyOrgUnitsSchema = availability(['all', 'selected'], 'all');
export const keyGroupsSchema = availability(['none', 'all', 'selected'], 'none');

// --- GET/POST /api/sso/self-registration/workspace-keys/{workspaceId}[/{keyId}]
export const selfRegistrationKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string(),
  used: z.number().int(),
  usageLimit: z.number().int(),
  status: z.enum(KEY_STATUSES),
  expiryDate: z.string().nullable(),
  orgUnits: keyOrgUnitsSchema,
  groups: keyGroupsSchema,
  workspace: z.uuid(),
});
export type SelfRegistrationKey = z.infer<typeof selfRegistrationKeySchema>;
export const selfRegistrationKeyListSchema = z.object({ data: z.array(selfRegistrationKeySchema) });

/** Create: defaults usage limit 1, status inactive (03 §9). Update: empty values keep the stored ones. */
export const saveKeyRequestSchema = z.object({
  // A blank name is empty: it keeps the stored one (03 §5).
  name: visibleText().max(200).optional(),
  // A number, not anything that coerces to one (`true` is not 1); empty keeps the stored limit (03 §5).
  usageLimit: z.number().int().min(1).max(100000).nullable().optional().or(z.literal('')),
  status: z.enum(KEY_STATUSES).optional(),
  expiryDate: z.iso.datetime({ offset: true }).nullable().optional().or(z.literal('')),
  orgUnits: keyOrgUnitsSchema.optional(),
  groups: keyGroupsSchema.optional(),
});

// --- GET /api/sso/self-registration/key-details/{key}
const namedSchema = z.object({ id: z.uuid(), name: z.string() });
export const keyDetailsSchema = z.object({
  isValid: z.boolean(),
  workspace: namedSchema.nullable(),
  customFields: z.array(customFieldDefinitionSchema),
  orgUnits: z.array(namedSchema),
  groups: z.array(namedSchema),
});
export type KeyDetails = z.infer<typeof keyDetailsSchema>;

// --- GET /api/sso/self-registration/workspace-details/{id}
export const workspaceDetailsSchema = z.object({ id: z.uuid(), name: z.string(), displayName: z.string().nullable() });

// --- POST /api/sso/self-registration/register-user
export const registerUserSchema = z.object({
  key: z.string().trim().min(1).max(100),
  firstName: visibleText().min(1).max(100),
  lastName: visibleText().min(1).max(100),
  emailAddress: emailSchema,
  password: z.string().min(1).max(200),
  orgUnit: z.uuid().nullable().optional(),
  groups: z.array(z.uuid()).default([]),
  customFields: customFieldsInputSchema,
});
export const registeredUserSchema = z.object({ id: z.uuid() });

// --- POST /api/sso/self-registration/confirm-signup
export const confirmSignupSchema = z.object({
  userId: z.uuid(),
  code: verificationCodeSchema,
});
