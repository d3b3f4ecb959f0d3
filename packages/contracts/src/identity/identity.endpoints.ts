import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema, userIdParamSchema, userWorkspacesResponseSchema } from '../platform/workspaces.contract.js';
import { ACCOUNT_ENDPOINTS } from './account.endpoints.js';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  signInResultSchema,
  tokenResponseSchema,
  tokenSetSchema,
  userExistsQuerySchema,
  userExistsResponseSchema,
  validateWorkspaceRequestSchema,
} from './auth.contract.js';
import { answerMfaChallengeSchema, answerNewPasswordChallengeSchema } from './mfa.contract.js';
import { jwtValidateRequestSchema, jwtValidateResponseSchema } from './old-system.contract.js';
import {
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  forgotPasswordRequestSchema,
} from './password-reset.contract.js';
import { SAML_ENDPOINTS } from './saml.endpoints.js';
import { SELF_REGISTRATION_ENDPOINTS } from './self-registration.endpoints.js';

/** Sign-in, tokens and sessions, impersonation among them (01 §3, §6, §7). */
const SIGN_IN_ENDPOINTS = endpointGroup('identity', {
  userExists: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v3/users/exists',
    service: 'sso',
    access: RULES.open,
    querystring: userExistsQuerySchema,
    response: { 200: userExistsResponseSchema },
    toast: 'generic',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/login',
    service: 'sso',
    access: RULES.open,
    body: loginRequestSchema,
    response: { 200: signInResultSchema },
    toast: 'generic',
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/refresh',
    service: 'sso',
    access: RULES.open,
    body: refreshRequestSchema,
    response: { 200: tokenSetSchema },
    toast: 'generic',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/logout',
    service: 'sso',
    access: RULES.open,
    body: logoutRequestSchema.optional(),
    toast: 'generic',
  }),
  answerMfa: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/mfa',
    service: 'sso',
    access: RULES.open,
    body: answerMfaChallengeSchema,
    response: { 200: signInResultSchema },
    toast: 'generic',
  }),
  answerNewPassword: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/new-password',
    service: 'sso',
    access: RULES.open,
    body: answerNewPasswordChallengeSchema,
    response: { 200: signInResultSchema },
    toast: 'generic',
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/forgot-password',
    service: 'sso',
    access: RULES.open,
    body: forgotPasswordRequestSchema,
    toast: 'generic',
  }),
  confirmForgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/confirm-forgot-password',
    service: 'sso',
    access: RULES.open,
    body: confirmForgotPasswordRequestSchema,
    toast: 'generic',
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/auth/change-password',
    service: 'sso',
    access: RULES.identity,
    body: changePasswordRequestSchema,
    toast: 'generic',
  }),
  exchangeToken: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/exchange/token',
    service: 'sso',
    access: RULES.identity,
    body: z.object({}).optional(),
    response: { 200: tokenResponseSchema },
    toast: 'generic',
  }),
  validateWorkspace: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/validate/workspace/:id',
    service: 'sso',
    access: RULES.identity,
    params: idParamSchema,
    body: validateWorkspaceRequestSchema,
    response: { 200: tokenResponseSchema },
    toast: 'generic',
  }),
  userWorkspaces: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/user-workspaces/:userId',
    service: 'sso',
    access: RULES.identity,
    params: userIdParamSchema,
    response: { 200: userWorkspacesResponseSchema },
    toast: 'generic',
  }),
  /** The token signing keys (not a spec call; other services verify tokens with them). */
  jwks: defineEndpoint({
    method: 'GET',
    path: '/api/sso/.well-known/jwks.json',
    service: 'sso',
    access: RULES.open,
    toast: 'generic',
  }),
  oldSystemHandover: defineEndpoint({
    method: 'POST',
    path: '/api/sso/jwt/validate',
    service: 'sso',
    access: RULES.open,
    body: jwtValidateRequestSchema,
    response: { 200: jwtValidateResponseSchema },
    toast: 'generic',
  }),
  impersonate: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/impersonate/:id',
    service: 'sso',
    access: RULES.userAdministration,
    params: idParamSchema,
    querystring: z.object({ originWorkspaceId: z.uuid().optional() }),
    response: { 200: tokenResponseSchema },
    toast: 'generic',
  }),
  unimpersonate: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/unimpersonate',
    service: 'sso',
    access: RULES.session,
    body: z.object({}).optional(),
    response: { 200: tokenResponseSchema },
    toast: 'generic',
  }),
});

/** Identity: sign-in, tokens and sessions; the own account; SSO and SAML; self-registration. */
export const IDENTITY_ENDPOINTS = {
  ...SIGN_IN_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...SAML_ENDPOINTS,
  ...SELF_REGISTRATION_ENDPOINTS,
} as const;
