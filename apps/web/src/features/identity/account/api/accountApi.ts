import type { QueryClient } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery, invalidateEndpoint } from '../../../../lib/api/queryKeys';
import { enterAfterMfaSetUp } from '../../auth/api/signIn';
import { refreshIdentity, renewWorkspaceToken } from '../../../../lib/session/renewal';
import { tokenStore } from '../../../../lib/session/tokenStore';

/** The account pages act with the identity token: they work with or without a workspace. */
const asIdentity = { auth: 'identity' as const };

/**
 * A person's identity record (names, email, two-factor), one cache entry shared by the account
 * pages and start pages (also started early on a full load of a start page: app/router/prefetchStartup.ts).
 */
export const identityUserQuery = (userId: string) =>
  endpointQuery(IDENTITY_ENDPOINTS.identityUser, { params: { userId }, ...asIdentity });

/** After a change to the person's record: their identity record is asked for again wherever it shows. */
export const refreshIdentityUser = (queryClient: QueryClient, userId: string) =>
  invalidateEndpoint(queryClient, IDENTITY_ENDPOINTS.identityUser, { params: { userId } });

export async function updateName(input: { userId: string; name: string; familyName: string }): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.updateName, { ...asIdentity, body: input });
  // Tokens carry the name: take fresh ones so the header and menus show it at once.
  const idToken = await refreshIdentity();
  if (idToken) await renewWorkspaceToken(idToken);
}

export const startEmailChange = (emailAddress: string) =>
  callEndpoint(IDENTITY_ENDPOINTS.changeEmail, { ...asIdentity, body: { emailAddress } });

export async function verifyEmailChange(code: string): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.verifyEmailChange, { ...asIdentity, body: { code } });
  // Tokens carry the address: take fresh ones so menus show it at once.
  const idToken = await refreshIdentity();
  if (idToken) await renewWorkspaceToken(idToken);
}

export async function changePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.changePassword, { ...asIdentity, body: input });
}

export const requestMfaSecret = () =>
  callEndpoint(IDENTITY_ENDPOINTS.mfaSecret, {
    ...asIdentity,
    body: { accessToken: tokenStore.get().idToken ?? '' },
  });

export async function verifyMfa(input: { userId: string; code: string }): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.verifyMfa, {
    ...asIdentity,
    body: { ...input, token: tokenStore.get().idToken ?? '' },
  });
  // The identity token's mfa_enabled flag changes: refresh so gates see it.
  const idToken = await refreshIdentity();
  if (idToken) await enterAfterMfaSetUp(idToken);
}

export async function setMfaPreference(input: { userId: string; enabled: boolean }): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.mfaPreference, { ...asIdentity, body: input });
  await refreshIdentity();
}

export const activityLogQuery = (page: number, pageSize: number) =>
  endpointQuery(IDENTITY_ENDPOINTS.activityLog, {
    ...asIdentity,
    query: { page: String(page), pageSize: String(pageSize) },
  });
