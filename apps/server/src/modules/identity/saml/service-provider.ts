import { SAML, ValidateInResponseTo, generateServiceProviderMetadata, type Profile } from '@node-saml/node-saml';
import type { Queryable } from '../../../db/client.js';
import type { IdentityProvider } from './idp-metadata.js';
import { SAML_REQUEST_TTL_MS, SamlRequestStore } from './saml-requests.repository.js';
import { samlUrls } from './sp-urls.js';

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Clock difference tolerated between Campus and the identity provider. */
export const CLOCK_SKEW_MS = 30_000;
/** An assertion older than this is refused even if its own NotOnOrAfter is later. */
export const MAX_ASSERTION_AGE_MS = 10 * 60 * 1000;

/**
 * Campus as a SAML service provider for one SSO subscription, built on @node-saml/node-saml.
 * Choices (docs/decisions/0006):
 * - every answer must be InResponseTo one of our outstanding requests (no IdP-initiated sign-in);
 * - the Response or its Assertion must carry a valid signature by a certificate from the
 *   provider's metadata (node-saml only reads the signed XML);
 * - audience must be our entity id; time conditions hold within CLOCK_SKEW_MS;
 * - no RequestedAuthnContext and no NameIDPolicy format are demanded, so providers keep their
 *   own authentication methods (MFA, Kerberos) and name id formats;
 * - requests are not signed and assertions are not encrypted (no SP key pair to manage).
 */
export function serviceProvider(
  db: Queryable,
  publicUrl: string,
  subscriptionId: string,
  idp: IdentityProvider,
): { saml: SAML; requests: SamlRequestStore } {
  const { acsUrl, entityId } = samlUrls(publicUrl, subscriptionId);
  const requests = new SamlRequestStore(db, subscriptionId);
  const saml = new SAML({
    issuer: entityId,
    audience: entityId,
    callbackUrl: acsUrl,
    entryPoint: idp.ssoUrl,
    authnRequestBinding: idp.binding === 'post' ? 'HTTP-POST' : 'HTTP-Redirect',
    idpCert: idp.signingCerts,
    idpIssuer: idp.entityId,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: requests,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    signatureAlgorithm: 'sha256',
  });
  return { saml, requests };
}

/** Our metadata for the identity provider's administrator: entity id, ACS (HTTP-POST), signed assertions wanted. */
export function serviceProviderMetadata(publicUrl: string, subscriptionId: string): string {
  const { acsUrl, entityId } = samlUrls(publicUrl, subscriptionId);
  return generateServiceProviderMetadata({
    issuer: entityId,
    callbackUrl: acsUrl,
    identifierFormat: EMAIL_NAME_ID,
    wantAssertionsSigned: true,
  });
}

export type SamlProfile = Profile;
