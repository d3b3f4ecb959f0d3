import { z } from 'zod';
import { RULES } from '../access.js';
import {
  createSsoSubscriptionSchema,
  loginMethodsRequestSchema,
  loginMethodsResponseSchema,
  samlHandoffRequestSchema,
  samlUrlsSchema,
  signInSettingsSchema,
  ssoCustomerSetupSchema,
  ssoSubscriptionListQuerySchema,
  ssoSubscriptionListSchema,
  ssoSubscriptionSchema,
  updateSsoSubscriptionSchema,
} from './saml.contract.js';
import { tokenSetSchema } from './auth.contract.js';
import { idParamSchema, workspaceSchema } from '../platform/workspaces.contract.js';
import { workspaceBrandingSchema } from '../catalogue/learner-home.contract.js';
import { defineEndpoint } from '../endpoint.js';

export const customerOptionsSchema = z.object({ hideEventsCatalogue: z.boolean() });

/** What an identity provider posts to the assertion consumer service (form-encoded). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(1_000_000).optional(),
  RelayState: z.string().max(2000).optional(),
});

/** Workspaces, customers, SSO subscriptions and SAML sign-in (01 §3, §7; 03 §2). */
export const SUBSCRIPTION_MANAGER_ENDPOINTS = {
  workspace: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/workspaces/:id',
    service: 'subscription-manager',
    access: RULES.session,
    params: idParamSchema,
    response: { 200: workspaceSchema },
    toast: 'generic',
  }),
  /** Open: a workspace's name, logo and colours for its sign-in page (active workspaces only). */
  workspaceBranding: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/workspaces/:id/branding',
    service: 'subscription-manager',
    access: RULES.open,
    params: idParamSchema,
    response: { 200: workspaceBrandingSchema },
    toast: 'silent',
  }),
  customerOptions: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/customer/:id/options',
    service: 'subscription-manager',
    access: RULES.session,
    params: idParamSchema,
    response: { 200: customerOptionsSchema },
    toast: 'generic',
  }),
  createSsoSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/sso-subscriptions',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    body: createSsoSubscriptionSchema,
    response: { 201: ssoSubscriptionSchema },
    toast: 'generic',
  }),
  ssoSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/sso-subscriptions',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    querystring: ssoSubscriptionListQuerySchema,
    response: { 200: ssoSubscriptionListSchema },
    toast: 'generic',
  }),
  ssoSubscription: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/sso-subscriptions/:id',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    params: idParamSchema,
    response: { 200: ssoSubscriptionSchema },
    toast: 'generic',
  }),
  updateSsoSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/sso-subscriptions/:id',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    params: idParamSchema,
    body: updateSsoSubscriptionSchema,
    response: { 200: ssoSubscriptionSchema },
    toast: 'generic',
  }),
  ssoCustomerSetup: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/sso-subscriptions-customer-setup/:id',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    params: idParamSchema,
    body: ssoCustomerSetupSchema,
    response: { 200: ssoSubscriptionSchema },
    toast: 'generic',
  }),
  /** Answers XML (a download), so it has no JSON response schema. */
  samlMetadata: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/saml/metadata/:id',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    params: idParamSchema,
    toast: 'generic',
  }),
  samlUrls: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/saml/metadata/:id/urls',
    service: 'subscription-manager',
    access: RULES.ssoAdministration,
    params: idParamSchema,
    response: { 200: samlUrlsSchema },
    toast: 'generic',
  }),
  /** Exempt from the generic toast (01 §8): the settings screen handles its failures. */
  signInSettings: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/signup-and-authentication-settings/:id',
    service: 'subscription-manager',
    access: RULES.signInSettings,
    params: idParamSchema,
    response: { 200: signInSettingsSchema },
    toast: 'silent',
  }),
  saveSignInSettings: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/signup-and-authentication-settings/:id',
    service: 'subscription-manager',
    access: RULES.signInSettings,
    params: idParamSchema,
    body: signInSettingsSchema,
    response: { 200: signInSettingsSchema },
    toast: 'silent',
  }),
  loginMethods: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/saml/login-methods',
    service: 'subscription-manager',
    access: RULES.open,
    body: loginMethodsRequestSchema,
    response: { 200: loginMethodsResponseSchema },
    toast: 'generic',
  }),
  /** Not fetched: the browser navigates here and is redirected to the identity provider. */
  samlLogin: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/saml/login/:id',
    service: 'subscription-manager',
    access: RULES.open,
    params: idParamSchema,
    toast: 'generic',
  }),
  /** The identity provider posts here (form-encoded) and the browser is redirected on. */
  samlAcs: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/saml/acs/:id',
    service: 'subscription-manager',
    access: RULES.open,
    params: idParamSchema,
    body: samlAcsBodySchema,
    toast: 'generic',
  }),
  samlHandoff: defineEndpoint({
    method: 'POST',
    path: '/api/subscription-manager/saml/handoff',
    service: 'subscription-manager',
    access: RULES.open,
    body: samlHandoffRequestSchema,
    response: { 200: tokenSetSchema },
    toast: 'generic',
  }),
} as const;
