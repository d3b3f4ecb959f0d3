import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import {
  confirmSignupSchema,
  keyDetailsSchema,
  registeredUserSchema,
  registerUserSchema,
  saveKeyRequestSchema,
  selfRegistrationKeyListSchema,
  selfRegistrationKeySchema,
  workspaceDetailsSchema,
} from './self-registration.contract.js';

const workspaceParamsSchema = z.object({ workspaceId: z.uuid() });
const keyParamsSchema = workspaceParamsSchema.extend({ keyId: z.uuid() });

/** Self-registration: the public sign-up with a key (01 §4) and the workspace's keys (01 §6). */
export const SELF_REGISTRATION_ENDPOINTS = endpointGroup('identity', {
  keyDetails: defineEndpoint({
    method: 'GET',
    path: '/api/sso/self-registration/key-details/:key',
    service: 'sso',
    access: RULES.open,
    params: z.object({ key: z.string().max(100) }),
    response: { 200: keyDetailsSchema },
    toast: 'generic',
  }),
  workspaceDetails: defineEndpoint({
    method: 'GET',
    path: '/api/sso/self-registration/workspace-details/:id',
    service: 'sso',
    access: RULES.open,
    params: idParamSchema,
    response: { 200: workspaceDetailsSchema },
    toast: 'generic',
  }),
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/api/sso/self-registration/register-user',
    service: 'sso',
    access: RULES.open,
    body: registerUserSchema,
    response: { 201: registeredUserSchema },
    toast: 'generic',
  }),
  /** Exempt from the generic toast (01 §8): the confirmation screen shows the code's error. */
  confirmSignup: defineEndpoint({
    method: 'POST',
    path: '/api/sso/self-registration/confirm-signup',
    service: 'sso',
    access: RULES.open,
    body: confirmSignupSchema,
    toast: 'silent',
  }),
  resendCode: defineEndpoint({
    method: 'POST',
    path: '/api/sso/self-registration/resend-code/:id',
    service: 'sso',
    access: RULES.open,
    params: idParamSchema,
    toast: 'generic',
  }),
  keys: defineEndpoint({
    method: 'GET',
    path: '/api/sso/self-registration/workspace-keys/:workspaceId',
    service: 'sso',
    access: RULES.selfRegistrationKeys,
    params: workspaceParamsSchema,
    response: { 200: selfRegistrationKeyListSchema },
    toast: 'generic',
  }),
  createKey: defineEndpoint({
    method: 'POST',
    path: '/api/sso/self-registration/workspace-keys/:workspaceId',
    service: 'sso',
    access: RULES.selfRegistrationKeyEdit,
    params: workspaceParamsSchema,
    body: saveKeyRequestSchema,
    response: { 201: selfRegistrationKeySchema },
    toast: 'generic',
  }),
  key: defineEndpoint({
    method: 'GET',
    path: '/api/sso/self-registration/workspace-keys/:workspaceId/:keyId',
    service: 'sso',
    access: RULES.selfRegistrationKeyEdit,
    params: keyParamsSchema,
    response: { 200: selfRegistrationKeySchema },
    toast: 'generic',
  }),
  updateKey: defineEndpoint({
    method: 'POST',
    path: '/api/sso/self-registration/workspace-keys/:workspaceId/:keyId',
    service: 'sso',
    access: RULES.selfRegistrationKeyEdit,
    params: keyParamsSchema,
    body: saveKeyRequestSchema,
    response: { 200: selfRegistrationKeySchema },
    toast: 'generic',
  }),
  setSelfRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/workspaces/:workspaceId/self-registration',
    service: 'subscription-manager',
    access: RULES.selfRegistrationKeys,
    params: workspaceParamsSchema,
    body: z.object({ enabled: z.boolean() }),
    toast: 'generic',
  }),
});
