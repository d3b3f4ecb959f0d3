import crypto from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SAML2_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';

export const SAML_BINDINGS = {
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;

/** What Campus needs from an identity provider's metadata to send people there and trust its answers. */
export interface IdentityProvider {
  entityId: string;
  /** Where the AuthnRequest goes; Redirect is preferred when the provider offers both. */
  ssoUrl: string;
  binding: 'redirect' | 'post';
  /** PEM certificates whose keys may sign responses (several during a key rollover). */
  signingCerts: string[];
}

/** The metadata cannot be used; the message says why, in words an administrator can act on. */
export class InvalidIdpMetadata extends Error {}

const children = (parent: Element, namespace: string, localName: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(namespace, localName));

function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function parseXml(xml: string) {
  // A DOCTYPE is never needed in metadata and is how entity-expansion attacks start.
  if (/<!DOCTYPE/i.test(xml)) throw new InvalidIdpMetadata('The metadata must not contain a DOCTYPE.');
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    throw new InvalidIdpMetadata('The metadata is not well-formed XML.');
  }
}

function signingCertificates(descriptor: Element): string[] {
  const certs: string[] = [];
  for (const key of children(descriptor, MD, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const node of children(key, DS, 'X509Certificate')) {
      const pem = toPem(node.textContent ?? '');
      try {
        new crypto.X509Certificate(pem);
      } catch {
        throw new InvalidIdpMetadata('A signing certificate in the metadata cannot be read.');
      }
      if (!certs.includes(pem)) certs.push(pem);
    }
  }
  return certs;
}

/**
 * Reads and checks an identity provider's SAML 2.0 metadata: exactly one IdP, a single sign-on
 * endpoint with the Redirect or POST binding, and at least one signing certificate.
 */
export function parseIdpMetadata(xml: string): IdentityProvider {
  const document = parseXml(xml);
  const descriptors = Array.from(document.getElementsByTagNameNS(MD, 'IDPSSODescriptor')).filter((descriptor) =>
    (descriptor.getAttribute('protocolSupportEnumeration') ?? '').split(/\s+/).includes(SAML2_PROTOCOL),
  );
  if (descriptors.length === 0) {
    throw new InvalidIdpMetadata('The metadata does not describe a SAML 2.0 identity provider.');
  }
  if (descriptors.length > 1) {
    throw new InvalidIdpMetadata('The metadata describes more than one identity provider; upload just one.');
  }
  const descriptor = descriptors[0] as Element;
  const entity = descriptor.parentNode as Element | null;
  const entityId = entity?.localName === 'EntityDescriptor' ? entity.getAttribute('entityID')?.trim() : undefined;
  if (!entityId) throw new InvalidIdpMetadata('The identity provider has no entityID.');

  if (descriptor.getAttribute('WantAuthnRequestsSigned') === 'true') {
    throw new InvalidIdpMetadata(
      'The identity provider requires signed authentication requests, which Campus does not send. Turn that requirement off at the identity provider.',
    );
  }

  const services = children(descriptor, MD, 'SingleSignOnService');
  const find = (binding: string) =>
    services
      .find((service) => service.getAttribute('Binding') === binding)
      ?.getAttribute('Location')
      ?.trim();
  const redirect = find(SAML_BINDINGS.redirect);
  const post = find(SAML_BINDINGS.post);
  const ssoUrl = redirect ?? post;
  if (!ssoUrl) {
    throw new InvalidIdpMetadata(
      'The identity provider has no single sign-on address with the HTTP-Redirect or HTTP-POST binding.',
    );
  }
  if (!/^https?:\/\//i.test(ssoUrl)) {
    throw new InvalidIdpMetadata('The single sign-on address of the identity provider is not an http(s) address.');
  }

  const signingCerts = signingCertificates(descriptor);
  if (signingCerts.length === 0) throw new InvalidIdpMetadata('The identity provider has no signing certificate.');

  return { entityId, ssoUrl, binding: redirect ? 'redirect' : 'post', signingCerts };
}
