import { SAML_BASE_PATH } from './sp-urls.js';

const COOKIE = 'campus_saml_request';
const MAX_AGE_SECONDS = 10 * 60;

/**
 * Binds an AuthnRequest to the browser that started it, against login CSRF: an attacker who
 * starts a sign-in of their own cannot make a victim's browser post the answer, because the
 * victim's browser does not carry the attacker's request id. The cookie reaches only the ACS of
 * that subscription. The provider's POST is cross-site, so over HTTPS the cookie is
 * SameSite=None; over plain HTTP (local development) browsers only send Lax cookies, which works
 * when the identity provider is on the same site (e.g. another localhost port).
 */
export function requestBindingCookie(publicUrl: string, subscriptionId: string, requestId: string | null): string {
  const secure = publicUrl.startsWith('https://');
  const parts = [
    `${COOKIE}=${requestId ?? ''}`,
    `Path=${SAML_BASE_PATH}/acs/${subscriptionId}`,
    `Max-Age=${requestId ? MAX_AGE_SECONDS : 0}`,
    'HttpOnly',
    secure ? 'SameSite=None' : 'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The request id the browser's cookie carries, if any. */
export function readRequestBinding(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}
