import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { activityLogResponseSchema, paginationQuerySchema, updateNameRequestSchema } from './account.contract.js';
import {
  emailChangeRequestSchema,
  emailChangeStartedSchema,
  emailChangeVerifySchema,
} from './email-change.contract.js';
import {
  identityUserSchema,
  mfaSecretRequestSchema,
  mfaSecretResponseSchema,
  mfaSwitchRequestSchema,
  verifyMfaRequestSchema,
  verifyMfaResponseSchema,
} from './mfa.contract.js';
import { onboardingMessageSchema, saveOnboardingMessageSchema } from './onboarding.contract.js';
import { adminResetPasswordRequestSchema } from './password-reset.contract.js';

/**
 * The signed-in person's own account: names, email, two-factor, activity, onboarding (01 §5); and
 * administrators' actions on a person's sign-in: two-factor switches and password reset (01 §6).
 */
export const ACCOUNT_ENDPOINTS = endpointGroup('identity', {
  updateName: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/update-name-attributes',
    service: 'sso',
    access: RULES.identity,
    body: updateNameRequestSchema,
    toast: 'generic',
  }),
  activityLog: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/user-activity-log',
    service: 'sso',
    access: RULES.identity,
    querystring: paginationQuerySchema,
    response: { 200: activityLogResponseSchema },
    toast: 'generic',
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/user/email',
    service: 'sso',
    access: RULES.identity,
    body: emailChangeRequestSchema,
    response: { 202: emailChangeStartedSchema },
    toast: 'generic',
  }),
  verifyEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/user/email/verify',
    service: 'sso',
    access: RULES.identity,
    body: emailChangeVerifySchema,
    toast: 'generic',
  }),
  mfaSecret: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/get-mfa-secret-code',
    service: 'sso',
    access: RULES.mfaEnrolment,
    body: mfaSecretRequestSchema,
    response: { 200: mfaSecretResponseSchema },
    toast: 'generic',
  }),
  verifyMfa: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/verify-mfa-software-token',
    service: 'sso',
    access: RULES.mfaEnrolment,
    body: verifyMfaRequestSchema,
    response: { 200: verifyMfaResponseSchema },
    toast: 'generic',
  }),
  mfaPreference: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/set-user-mfa-preference',
    service: 'sso',
    access: RULES.identity,
    body: mfaSwitchRequestSchema,
    toast: 'generic',
  }),
  identityUser: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/cognito/get-user/:userId',
    service: 'sso',
    access: RULES.mfaEnrolment,
    params: z.object({ userId: z.uuid() }),
    response: { 200: identityUserSchema },
    toast: 'generic',
  }),
  onboardingMessage: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/userOnboardingMessage',
    service: 'sso',
    access: RULES.identity,
    response: { 200: onboardingMessageSchema },
    toast: 'generic',
  }),
  saveOnboardingMessage: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/userOnboardingMessage',
    service: 'sso',
    access: RULES.identity,
    body: saveOnboardingMessageSchema,
    response: { 200: onboardingMessageSchema },
    toast: 'generic',
  }),
  setMfaEnabled: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/set-user-mfa-enabled',
    service: 'sso',
    access: RULES.userAdministration,
    body: mfaSwitchRequestSchema,
    toast: 'generic',
  }),
  setMfaRequired: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/set-user-mfa-required',
    service: 'sso',
    access: RULES.userAdministration,
    body: mfaSwitchRequestSchema,
    toast: 'generic',
  }),
  resetUserPassword: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/reset-user-password',
    service: 'sso',
    access: RULES.userAdministration,
    body: adminResetPasswordRequestSchema,
    toast: 'generic',
  }),
});
