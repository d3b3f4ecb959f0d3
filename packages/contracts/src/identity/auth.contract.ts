import { z } from 'zod';
import { challengeSchema, type Challenge } from './mfa.contract.js';
import { CUSTOMER_ROLES, PROFILE_ROLES, SERVICES } from '../roles.js';
import { v } from '../validation.js';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: v('emailInvalid') }));

/** An address a person types into a form: "enter your email address" while it is still empty. */
export const requiredEmailSchema = z.string().trim().min(1, v('emailRequired')).pipe(emailSchema);

export const TOKEN_ORIGINS = ['workspace', 'customer', 'subdomain'] as const;
export type TokenOrigin = (typeof TOKEN_ORIGINS)[number];

/** First-stage token claims (01 §3): identity only. */
export const firstStageClaimsSchema = z.object({
  typ: z.literal('id'),
  sub: z.uuid(),
  sid: z.uuid(),
  name: z.string(),
  family_name: z.string(),
  email: z.string(),
  mfa_required: z.boolean(),
  mfa_enabled: z.boolean(),
  exp: z.number(),
});
export type FirstStageClaims = z.infer<typeof firstStageClaimsSchema>;

export const TOKEN_ROLES = [...PROFILE_ROLES, 'superadmin'] as const;

/** Second-stage (workspace) token claims, the fields 01 §3 lists. */
export const secondStageClaimsSchema = z.object({
  typ: z.literal('workspace'),
  sid: z.uuid(),
  userId: z.uuid(),
  user: z.object({ firstName: z.string(), lastName: z.string(), emailAddress: z.string() }),
  customer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  customerId: z.uuid().nullable(),
  workspaceId: z.uuid().nullable(),
  workspace: z.string().nullable(),
  domain: z.string().nullable(),
  profile: z
    .object({ id: z.uuid(), roles: z.array(z.enum(PROFILE_ROLES)), customerRoles: z.array(z.enum(CUSTOMER_ROLES)) })
    .nullable(),
  roles: z.array(z.enum(TOKEN_ROLES)),
  customerRoles: z.array(z.enum(CUSTOMER_ROLES)),
  organisationUnit: z.uuid().nullable(),
  customerServices: z.array(z.enum(SERVICES)),
  managedOrganisationUnits: z.array(z.uuid()),
  origin: z.enum(TOKEN_ORIGINS),
  exp: z.number(),
  /** When it was issued: the web app renews at most once per 600 s from here (01 §4). */
  iat: z.number().optional(),
  originUser: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type SecondStageClaims = z.infer<typeof secondStageClaimsSchema>;

// --- POST /api/sso/v2/auth/login (our identity pool; the spec leaves its calls "not shown")
/**
 * Our text, not the spec's: a 503 when more passwords are being checked than the server takes on
 * at once (decision 0015). `details.retryAfterSeconds` (and the Retry-After header) say when to
 * try again; the web login screen words it with that number.
 */
export const SIGN_IN_BUSY = {
  message: 'Many people are signing in right now. Please try again in a few seconds.',
} as const;

export const loginRequestSchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });
export const tokenSetSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** What sign-in (and each answered challenge) returns: tokens, or the next challenge. */
export const signInResultSchema = z.union([tokenSetSchema, challengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;
export const isChallenge = (result: SignInResult): result is Challenge => 'challengeName' in result;

// --- POST /api/sso/v2/auth/refresh
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(20) });

// --- POST /api/sso/v2/auth/logout
export const logoutRequestSchema = z.object({ refreshToken: z.string().min(20).optional() });

// --- GET /api/sso/v3/users/exists?email=
export const userExistsQuerySchema = z.object({ email: z.string().optional() });
export const userExistsResponseSchema = z.object({ exists: z.boolean() });

// --- POST /api/sso/v2/exchange/token (bearer first-stage) and POST /api/sso/v2/validate/workspace/{id}
export const tokenResponseSchema = z.object({ token: z.string(), expiresIn: z.number().int() });
export const validateWorkspaceRequestSchema = z.object({ token: z.string().min(10) });
