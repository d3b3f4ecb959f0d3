import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { emailSchema } from './auth.contract.js';
import { v } from '../validation.js';

/**
 * Single sign-on (SAML 2.0, Campus as the service provider): the SSO subscription a superadmin
 * sets up for a customer (03 §3 "SSO subscription"), the sign-in options a workspace offers,
 * and the public calls of the login flow (01 §2 stage 'sso', §7 /saml/login-methods).
 */

export const SSO_SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export const ssoSubscriptionStatusSchema = z.enum(SSO_SUBSCRIPTION_STATUSES);

/** The identity provider's attribute names for our three fields; null or absent = the defaults. */
export const attributeMappingOverrideSchema = z.object({
  firstName: z.string().trim().max(300).nullable().optional(),
  lastName: z.string().trim().max(300).nullable().optional(),
  email: z.string().trim().max(300).nullable().optional(),
});
export type AttributeMappingOverride = z.infer<typeof attributeMappingOverrideSchema>;

/** Where the identity provider sends people back (ACS) and the name it knows us by. */
export const samlUrlsSchema = z.object({ acsUrl: z.url(), entityId: z.string() });
export type SamlUrls = z.infer<typeof samlUrlsSchema>;

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An email domain people of this identity provider use, e.g. "northwind.com" (no @). */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, v('domainInvalid')));

/**
 * A date (YYYY-MM-DD) or a date and time. A bare from-date starts at 00:00 UTC, a bare to-date
 * runs to the end of that day, so "to 2026-12-31" includes the 31st.
 */
const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const ssoSubscriptionSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  createdBy: z.uuid().nullable(),
  status: ssoSubscriptionStatusSchema,
  fromDate: z.iso.datetime().nullable(),
  toDate: z.iso.datetime().nullable(),
  name: z.string(),
  setupType: z.string().nullable(),
  serviceKey: z.literal('SSO'),
  /** The identity provider's metadata XML, once customer setup has uploaded it. */
  metadata: z.string().nullable(),
  attributeMappingOverride: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
  emailDomains: z.array(z.string()),
  urls: samlUrlsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SsoSubscription = z.infer<typeof ssoSubscriptionSchema>;

// --- POST /api/subscription-manager/sso-subscriptions
export const createSsoSubscriptionSchema = z.object({
  customerId: z.uuid(),
  name: visibleText().min(1).max(120),
  fromDate: dateBound.nullable().optional(),
  toDate: dateBound.nullable().optional(),
  setupType: z.string().trim().max(60).nullable().optional(),
  status: ssoSubscriptionStatusSchema.optional(),
  emailDomains: z.array(emailDomainSchema).max(50).optional(),
});
export type CreateSsoSubscription = z.infer<typeof createSsoSubscriptionSchema>;

// --- POST /api/subscription-manager/sso-subscriptions/{id} (fields left out keep their value)
export const updateSsoSubscriptionSchema = createSsoSubscriptionSchema.omit({ customerId: true }).partial();
export type UpdateSsoSubscription = z.infer<typeof updateSsoSubscriptionSchema>;

// --- GET /api/subscription-manager/sso-subscriptions?customerId=
export const ssoSubscriptionListQuerySchema = z.object({ customerId: z.uuid() });
export const ssoSubscriptionListSchema = z.object({ data: z.array(ssoSubscriptionSchema) });

// --- POST /api/subscription-manager/sso-subscriptions-customer-setup/{id}
export const SAML_METADATA_MAX_LENGTH = 500_000;
export const ssoCustomerSetupSchema = z.object({
  metadata: z.string().trim().min(1).max(SAML_METADATA_MAX_LENGTH),
  attributeMappingOverride: attributeMappingOverrideSchema.optional(),
});
export type SsoCustomerSetup = z.infer<typeof ssoCustomerSetupSchema>;

// --- GET and POST /api/subscription-manager/signup-and-authentication-settings/{workspaceId}
export const signInSettingsSchema = z.object({ options: z.array(z.uuid()).max(50) });
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

// --- POST /api/subscription-manager/saml/login-methods (public)
export const loginMethodsRequestSchema = z.object({ email: emailSchema });
/** One identity provider offered at the 'sso' stage (the login state's authOptions). */
export const authOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type AuthOption = z.infer<typeof authOptionSchema>;
export const loginMethodsResponseSchema = z.array(authOptionSchema);

// --- POST /api/subscription-manager/saml/handoff (public): the one-time value /landing?sso= carries
export const samlHandoffRequestSchema = z.object({ handoff: z.string().min(20).max(200) });

/**
 * Why single sign-on sent the browser back to /auth/login (?ssoError=): the login page shows
 * the spec's 'Some errors occurred while logging in.' with the matching explanation.
 */
export const SSO_ERROR_REASONS = ['failed', 'not_allowed', 'unavailable', 'expired'] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];
export const SSO_ERROR_QUERY_PARAM = 'ssoError';
/** The landing query parameter carrying the one-time handoff (01 §2 landing parameters: sso). */
export const SSO_LANDING_QUERY_PARAM = 'sso';

/** What an identity provider posts to the assertion consumer service (form-encoded). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(1_000_000).optional(),
  RelayState: z.string().max(2000).optional(),
});
