import { type CustomFieldValue, type KeyDetails, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

const open = { auth: 'none' as const };

export const fetchKeyDetails = (key: string, signal?: AbortSignal): Promise<KeyDetails> =>
  callEndpoint(IDENTITY_ENDPOINTS.keyDetails, { params: { key: key }, ...open, signal });

/** The key's details as the registration page reads them (keyed by the endpoint). */
export const keyDetailsQuery = (key: string) =>
  endpointQuery(IDENTITY_ENDPOINTS.keyDetails, { params: { key }, ...open });

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
  callEndpoint(IDENTITY_ENDPOINTS.registerUser, { ...open, body: input });

export async function confirmSignup(input: { userId: string; code: string }): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.confirmSignup, { ...open, body: input });
}

export async function resendRegistrationCode(userId: string): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.resendCode, { params: { id: userId }, ...open });
}
