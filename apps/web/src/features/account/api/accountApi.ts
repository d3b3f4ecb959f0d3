import {
  activityLogResponseSchema,
  emailChangeStartedSchema,
  identityUserSchema,
  mfaSecretResponseSchema,
  verifyMfaResponseSchema,
  type IdentityUser,
} from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { enterAfterMfaSetUp } from '../../auth/api/signIn';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { refreshIdentity, renewWorkspaceToken } from '../../../lib/session/renewal';
import { tokenStore } from '../../../lib/session/tokenStore';

/** The account pages act with the identity token: they work with or without a workspace. */
const asIdentity = { auth: 'identity' as const };

export const fetchIdentityUser = (userId: string, signal?: AbortSignal): Promise<IdentityUser> =>
  apiRequest(ENDPOINTS.identityUser(userId), { ...asIdentity, signal, schema: identityUserSchema });

export async function updateName(input: { userId: string; name: string; familyName: string }): Promise<void> {
  await apiRequest(ENDPOINTS.updateName, { ...asIdentity, method: 'POST', body: input });
  // Tokens carry the name: take fresh ones so the header and menus show it at once.
  const idToken = await refreshIdentity();
  if (idToken) await renewWorkspaceToken(idToken);
}

export const startEmailChange = (emailAddress: string) =>
  apiRequest(ENDPOINTS.changeEmail, {
    ...asIdentity,
    method: 'POST',
    body: { emailAddress },
    schema: emailChangeStartedSchema,
  });

export async function verifyEmailChange(code: string): Promise<void> {
  await apiRequest(ENDPOINTS.verifyEmailChange, { ...asIdentity, method: 'POST', body: { code } });
  // Tokens carry the address: take fresh ones so menus show it at once.
  const idToken = await refreshIdentity();
  if (idToken) await renewWorkspaceToken(idToken);
}

export async function changePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await apiRequest(ENDPOINTS.changePassword, { ...asIdentity, method: 'POST', body: input });
}

export const requestMfaSecret = () =>
  apiRequest(ENDPOINTS.mfaSecret, {
    ...asIdentity,
    method: 'POST',
    body: { accessToken: tokenStore.get().idToken },
    schema: mfaSecretResponseSchema,
  });

export async function verifyMfa(input: { userId: string; code: string }): Promise<void> {
  await apiRequest(ENDPOINTS.verifyMfa, {
    ...asIdentity,
    method: 'POST',
    body: { ...input, token: tokenStore.get().idToken },
    schema: verifyMfaResponseSchema,
  });
  // The identity token's mfa_enabled flag changes: refresh so gates see it.
  const idToken = await refreshIdentity();
  if (idToken) await enterAfterMfaSetUp(idToken);
}

export async function setMfaPreference(input: { userId: string; enabled: boolean }): Promise<void> {
  await apiRequest(ENDPOINTS.mfaPreference, { ...asIdentity, method: 'POST', body: input });
  await refreshIdentity();
}

export const fetchActivityLog = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.activityLog, {
    ...asIdentity,
    query: { page: String(page), pageSize: String(pageSize) },
    signal,
    schema: activityLogResponseSchema,
  });
