import {
  signInResultSchema,
  tokenResponseSchema,
  userExistsResponseSchema,
  type SignInResult,
} from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';
import { tokenStore } from '../../../lib/session/tokenStore';

export async function checkUserExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const { exists } = await apiRequest(ENDPOINTS.userExists, {
    query: { email },
    auth: 'none',
    signal,
    schema: userExistsResponseSchema,
  });
  return exists;
}

export function login(credentials: { email: string; password: string }): Promise<SignInResult> {
  return apiRequest(ENDPOINTS.login, { method: 'POST', body: credentials, auth: 'none', schema: signInResultSchema });
}

/** Answers the one-time-code challenge. */
export function answerMfaChallenge(answer: { session: string; code: string }): Promise<SignInResult> {
  return apiRequest(ENDPOINTS.answerMfa, { method: 'POST', body: answer, auth: 'none', schema: signInResultSchema });
}

/** Answers the forced new-password challenge. */
export function answerNewPasswordChallenge(answer: { session: string; newPassword: string }): Promise<SignInResult> {
  return apiRequest(ENDPOINTS.answerNewPassword, {
    method: 'POST',
    body: answer,
    auth: 'none',
    schema: signInResultSchema,
  });
}

/** A second-stage token without a workspace (platform/customer roles). */
export async function exchangeToken(): Promise<string> {
  const { token } = await apiRequest(ENDPOINTS.exchangeToken, {
    method: 'POST',
    body: {},
    auth: 'identity',
    schema: tokenResponseSchema,
  });
  return token;
}

/** The second-stage token of one workspace, for the signed-in identity. */
export async function validateWorkspace(workspaceId: string): Promise<string> {
  const { token } = await apiRequest(ENDPOINTS.validateWorkspace(workspaceId), {
    method: 'POST',
    body: { token: tokenStore.get().idToken },
    auth: 'identity',
    schema: tokenResponseSchema,
  });
  return token;
}

/** Ends the session server-side. */
export async function logout(): Promise<void> {
  const { refreshToken } = tokenStore.get();
  await apiRequest(ENDPOINTS.logout, {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    scope: 'global',
  });
}

/** Emails a 6-digit reset code to the address. */
export async function forgotPassword(email: string): Promise<void> {
  await apiRequest(ENDPOINTS.forgotPassword, { method: 'POST', body: { email }, auth: 'none' });
}

/** Sets the new password with the emailed code. */
export async function confirmForgotPassword(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  await apiRequest(ENDPOINTS.confirmForgotPassword, { method: 'POST', body: input, auth: 'none' });
}
