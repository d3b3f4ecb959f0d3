import { keyDetailsSchema, registeredUserSchema, type CustomFieldValue, type KeyDetails } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

const open = { auth: 'none' as const };

export const fetchKeyDetails = (key: string, signal?: AbortSignal): Promise<KeyDetails> =>
  apiRequest(ENDPOINTS.keyDetails(key), { ...open, signal, schema: keyDetailsSchema });

export interface Registration {
  key: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  orgUnit: string | null;
  groups: string[];
  customFields: Record<string, CustomFieldValue>;
}

export const registerUser = (input: Registration): Promise<{ id: string }> =>
  apiRequest(ENDPOINTS.registerUser, { ...open, method: 'POST', body: input, schema: registeredUserSchema });

export async function confirmSignup(input: { userId: string; code: string }): Promise<void> {
  await apiRequest(ENDPOINTS.confirmSignup, { ...open, method: 'POST', body: input });
}

export async function resendRegistrationCode(userId: string): Promise<void> {
  await apiRequest(ENDPOINTS.resendRegistrationCode(userId), { ...open, method: 'POST', body: {} });
}
