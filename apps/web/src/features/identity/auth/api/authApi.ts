import { type SignInResult, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { tokenStore } from '../../../../lib/session/tokenStore';

export async function checkUserExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const { exists } = await callEndpoint(IDENTITY_ENDPOINTS.userExists, { query: { email }, auth: 'none', signal });
  return exists;
}

export function login(credentials: { email: string; password: string }): Promise<SignInResult> {
  return callEndpoint(IDENTITY_ENDPOINTS.login, { body: credentials, auth: 'none' });
}

/** Answers the one-time-code challenge. */
export function answerMfaChallenge(answer: { session: string; code: string }): Promise<SignInResult> {
  return callEndpoint(IDENTITY_ENDPOINTS.answerMfa, { body: answer, auth: 'none' });
}

/** Answers the forced new-password challenge. */
export function answerNewPasswordChallenge(answer: { session: string; newPassword: string }): Promise<SignInResult> {
  return callEndpoint(IDENTITY_ENDPOINTS.answerNewPassword, { body: answer, auth: 'none' });
}

/** A second-stage token without a workspace (platform/customer roles). */
export async function exchangeToken(): Promise<string> {
  const { token } = await callEndpoint(IDENTITY_ENDPOINTS.exchangeToken, { body: {}, auth: 'identity' });
  return token;
}

/** The second-stage token of one workspace, for the signed-in identity. */
export async function validateWorkspace(workspaceId: string): Promise<string> {
  const { token } = await callEndpoint(IDENTITY_ENDPOINTS.validateWorkspace, {
    params: { id: workspaceId },
    body: { token: tokenStore.get().idToken ?? '' },
    auth: 'identity',
  });
  return token;
}

/** Ends the session server-side. */
export async function logout(): Promise<void> {
  const { refreshToken } = tokenStore.get();
  await callEndpoint(IDENTITY_ENDPOINTS.logout, { body: refreshToken ? { refreshToken } : {}, scope: 'global' });
}

/** Emails a 6-digit reset code to the address. */
export async function forgotPassword(email: string): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.forgotPassword, { body: { email }, auth: 'none' });
}

/** Sets the new password with the emailed code. */
export async function confirmForgotPassword(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  await callEndpoint(IDENTITY_ENDPOINTS.confirmForgotPassword, { body: input, auth: 'none' });
}
