import { z } from 'zod';
import { tokenSetSchema } from './auth.contract.js';

/**
 * Old-system sessions (01 §1, §7 POST sso /jwt/validate, body token): the old platform hands a
 * signed, short-lived token to `/landing?token=`; validating it opens a session here whose
 * workspace token has origin 'subdomain'.
 */
export const jwtValidateRequestSchema = z.object({ token: z.string().min(20).max(4000) });
export const jwtValidateResponseSchema = tokenSetSchema.extend({
  /** The second-stage token (origin 'subdomain'). */
  token: z.string(),
});
export type JwtValidateResponse = z.infer<typeof jwtValidateResponseSchema>;

/** What a hand-over token says, signed HS256 with the shared OLD_SYSTEM_JWT_SECRET. */
export const oldSystemHandoverClaimsSchema = z.object({
  jti: z.string().min(8).max(200),
  email: z.string(),
  /** The old-system subdomain, which is the workspace's domain here. */
  domain: z.string(),
  exp: z.number(),
});

/** The server's failures, shown on the 404 page (01 §7). */
export const OLD_SYSTEM_ERRORS = {
  notConfigured: { code: 'old_system_not_configured', message: 'Signing in from the old system is not set up here.' },
  invalid: { code: 'invalid_handover', message: 'This sign-in link is not valid. Sign in from the old system again.' },
  used: {
    code: 'handover_used',
    message: 'This sign-in link has already been used. Sign in from the old system again.',
  },
  noAccess: { code: 'no_workspace_access', message: 'You do not have access to this workspace.' },
} as const;

/** At most this long between the old system signing a hand-over and it being used. */
export const OLD_SYSTEM_HANDOVER_MAX_SECONDS = 300;

/** The terms and privacy documents shipped with the web app (TERMS_URL and PRIVACY_URL override them). */
export const DEFAULT_LEGAL_URLS = { terms: '/legal/terms.html', privacy: '/legal/privacy.html' } as const;

// --- GET /api/config: what the browser needs to know about this installation
export const clientConfigSchema = z.object({
  /** The old system's sign-in address, '{subdomain}' replaced by the workspace's domain; null when not set. */
  oldSystemUrl: z.string().nullable(),
  /** The support guide (account menu, 01 §2); null hides the link. */
  supportGuideUrl: z.string().nullable(),
  /** The footer's terms, and privacy and cookies links (01 §2). */
  termsUrl: z.string(),
  privacyUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
