import { describe, expect, it } from 'vitest';
import type { Profile } from '@node-saml/node-saml';
import { IDP_KEYS, createTestIdp } from '../../../test/saml-idp.js';
import { mapAttributes } from './attribute-mapping.js';
import { InvalidIdpMetadata, parseIdpMetadata } from './idp-metadata.js';

const certBody = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, '');

const entity = (descriptor: string, entityId = 'https://idp.example/entity') =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">${descriptor}</md:EntityDescriptor>`;

const idpDescriptor = (inner: string, attributes = '') =>
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"${attributes}>${inner}</md:IDPSSODescriptor>`;

const key = (use = 'signing', cert = certBody(IDP_KEYS.trusted.cert)) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

const sso = (binding: string, location = 'https://idp.example/sso') =>
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe('parseIdpMetadata', () => {
  it('reads the metadata samlify publishes for its identity provider', () => {
    const idp = createTestIdp();
    expect(parseIdpMetadata(idp.metadata)).toEqual({
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      binding: 'redirect',
      signingCerts: [expect.stringContaining(certBody(IDP_KEYS.trusted.cert).slice(0, 64))],
    });
  });

  it('prefers Redirect, takes POST when alone, and reads unlabelled keys as signing keys', () => {
    const both = parseIdpMetadata(
      entity(idpDescriptor(`${key('')}${sso('HTTP-POST', 'https://p')}${sso('HTTP-Redirect', 'https://r')}`)),
    );
    expect(both).toMatchObject({ binding: 'redirect', ssoUrl: 'https://r' });
    const postOnly = parseIdpMetadata(entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`)));
    expect(postOnly.binding).toBe('post');
  });

  it('keeps every signing certificate (key rollover) and skips encryption keys', () => {
    const parsed = parseIdpMetadata(
      entity(
        idpDescriptor(
          `${key('signing')}${key('signing', certBody(IDP_KEYS.rogue.cert))}${key('encryption')}${sso('HTTP-Redirect')}`,
        ),
      ),
    );
    expect(parsed.signingCerts).toHaveLength(2);
  });

  it.each([
    ['not XML', 'hello', 'The metadata is not well-formed XML.'],
    [
      'a DOCTYPE',
      `<!DOCTYPE x [<!ENTITY a "b">]>${entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`))}`,
      'The metadata must not contain a DOCTYPE.',
    ],
    [
      'no IdP',
      entity('<md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/>'),
      'The metadata does not describe a SAML 2.0 identity provider.',
    ],
    [
      'no usable binding',
      entity(idpDescriptor(`${key()}${sso('SOAP')}`)),
      'The identity provider has no single sign-on address with the HTTP-Redirect or HTTP-POST binding.',
    ],
    ['no certificate', entity(idpDescriptor(sso('HTTP-POST'))), 'The identity provider has no signing certificate.'],
    [
      'an unreadable certificate',
      entity(idpDescriptor(`${key('signing', 'bm90IGEgY2VydA==')}${sso('HTTP-POST')}`)),
      'A signing certificate in the metadata cannot be read.',
    ],
    ['no entityID', entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`), ''), 'The identity provider has no entityID.'],
    [
      'a non-http address',
      entity(idpDescriptor(`${key()}${sso('HTTP-POST', 'javascript:alert(1)')}`)),
      'The single sign-on address of the identity provider is not an http(s) address.',
    ],
    [
      'signed requests required',
      entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`, ' WantAuthnRequestsSigned="true"')),
      'The identity provider requires signed authentication requests, which Campus does not send. Turn that requirement off at the identity provider.',
    ],
  ])('refuses %s', (_label, xml, message) => {
    expect(() => parseIdpMetadata(xml)).toThrow(new InvalidIdpMetadata(message));
  });

  it('refuses metadata with two identity providers', () => {
    const one = entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`), 'https://a');
    const two = entity(idpDescriptor(`${key()}${sso('HTTP-POST')}`), 'https://b');
    const xml = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${one}${two}</md:EntitiesDescriptor>`;
    expect(() => parseIdpMetadata(xml)).toThrow(/more than one identity provider/);
  });
});

describe('mapAttributes', () => {
  const profile = (attributes: Record<string, unknown>, nameID = 'opaque-id'): Profile =>
    ({ issuer: 'x', nameID, nameIDFormat: 'x', attributes }) as Profile;

  it('reads the usual attribute names', () => {
    expect(
      mapAttributes(
        profile({
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': 'Ada@Example.com',
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'Ada',
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'Lovelace',
        }),
        {},
      ),
    ).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('prefers the override, falls back to the NameID for the email and the local part for the name', () => {
    expect(
      mapAttributes(profile({ mail: 'b@example.com', upn: 'a@example.com', given: ['Al', 'Bo'] }), {
        email: 'upn',
        firstName: 'given',
      }),
    ).toEqual({
      email: 'a@example.com',
      firstName: 'Al',
      lastName: '',
    });
    expect(mapAttributes(profile({}, 'Grace@Example.com'), {})).toEqual({
      email: 'grace@example.com',
      firstName: 'grace',
      lastName: '',
    });
  });

  it('gives up without a valid email', () => {
    expect(mapAttributes(profile({ email: 'not-an-email' }), {})).toBeNull();
  });
});
