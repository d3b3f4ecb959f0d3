import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as samlify from 'samlify';
import { validate } from '@authenio/samlify-xmllint-wasm';

/**
 * An identity provider for tests, built on samlify — a different SAML implementation from the
 * one Campus uses as service provider (@node-saml/node-saml), so the tests check interoperability
 * rather than one library agreeing with itself. AuthnRequests it parses are validated against
 * the SAML 2.0 XML schemas (xmllint compiled to WebAssembly).
 */
samlify.setSchemaValidator({ validate });

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => fs.readFileSync(path.join(here, 'fixtures', 'saml', name), 'utf8');

/** Test-only key pairs (never used outside tests): the trusted IdP's and an impostor's. */
export const IDP_KEYS = {
  trusted: { privateKey: fixture('idp-key.pem'), cert: fixture('idp-cert.pem') },
  rogue: { privateKey: fixture('rogue-idp-key.pem'), cert: fixture('rogue-idp-cert.pem') },
};

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BASIC = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';

const ATTRIBUTES = [
  { name: 'email', valueTag: 'email' },
  { name: 'givenName', valueTag: 'givenName' },
  { name: 'surname', valueTag: 'surname' },
].map((attribute) => ({ ...attribute, nameFormat: BASIC, valueXsiType: 'xs:string' }));

export interface TestPerson {
  email: string;
  givenName?: string;
  surname?: string;
  /** Attributes under other names (to test attribute mapping overrides). */
  extra?: Record<string, string>;
}

/** Deliberate faults, to check Campus refuses them. */
export interface ResponseFaults {
  audience?: string;
  inResponseTo?: string;
  /** Shift every timestamp by this many ms (negative = in the past). */
  shiftMs?: number;
  signWith?: 'trusted' | 'rogue';
  issuer?: string;
  /** Destination and SubjectConfirmationData Recipient (default: the SP's ACS). */
  destination?: string;
}

export interface TestIdpOptions {
  entityId?: string;
  ssoUrl?: string;
  binding?: 'redirect' | 'post';
  /** Which certificate the metadata publishes. */
  keys?: 'trusted' | 'rogue';
}

export function createTestIdp(options: TestIdpOptions = {}) {
  const entityId = options.entityId ?? 'https://idp.example.test/metadata';
  const ssoUrl = options.ssoUrl ?? 'https://idp.example.test/sso';
  const published = IDP_KEYS[options.keys ?? 'trusted'];
  const singleSignOnService = [{ Binding: options.binding === 'post' ? POST : REDIRECT, Location: ssoUrl }];

  const build = (keys: { privateKey: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: entityId,
      privateKey: keys.privateKey,
      signingCert: keys.cert,
      singleSignOnService,
      singleLogoutService: [{ Binding: REDIRECT, Location: `${ssoUrl}/logout` }],
      nameIDFormat: [EMAIL_FORMAT],
    });
  const idp = build(published);

  /** Reads an AuthnRequest sent with the Redirect binding (schema-validated by samlify). */
  async function parseRedirectRequest(spMetadata: string, location: string) {
    const url = new URL(location);
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const query = Object.fromEntries(url.searchParams.entries());
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: url.search.slice(1) });
    const request = parsed.extract.request as Record<string, string>;
    return {
      id: request.id as string,
      issuer: parsed.extract.issuer as string,
      acsUrl: request.assertionConsumerServiceUrl,
      xml: parsed.samlContent,
    };
  }

  /** A signed Response to the given request for the person, base64 as the POST binding carries it. */
  async function respond(spMetadata: string, requestId: string, person: TestPerson, faults: ResponseFaults = {}) {
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const signer =
      faults.signWith && faults.signWith !== (options.keys ?? 'trusted') ? build(IDP_KEYS[faults.signWith]) : idp;
    const shift = faults.shiftMs ?? 0;
    const now = new Date(Date.now() + shift);
    const later = new Date(now.getTime() + 5 * 60 * 1000);
    const acsUrl = faults.destination ?? (sp.entityMeta.getAssertionConsumerService('post') as string);
    const extraAttributes = Object.keys(person.extra ?? {}).map((name, index) => ({
      name,
      valueTag: `extra${index}`,
      nameFormat: BASIC,
      valueXsiType: 'xs:string',
    }));
    const attributes = [...ATTRIBUTES, ...extraAttributes];
    const statement = samlify.SamlLib.attributeStatementBuilder(attributes);
    const id = `_${crypto.randomBytes(16).toString('hex')}`;
    const values: Record<string, string> = {
      ID: id,
      AssertionID: `_${crypto.randomBytes(16).toString('hex')}`,
      Destination: acsUrl,
      Audience: faults.audience ?? (sp.entityMeta.getEntityID() as string),
      SubjectRecipient: acsUrl,
      Issuer: faults.issuer ?? entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
      NameIDFormat: EMAIL_FORMAT,
      NameID: person.email,
      InResponseTo: faults.inResponseTo ?? requestId,
      AuthnStatement: '',
      attrEmail: person.email,
      attrGivenName: person.givenName ?? '',
      attrSurname: person.surname ?? '',
      ...Object.fromEntries(Object.values(person.extra ?? {}).map((value, index) => [`attrExtra${index}`, value])),
    };
    const template = samlify.SamlLib.defaultLoginResponseTemplate.context.replace('{AttributeStatement}', statement);
    const { context } = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: requestId } } },
      'post',
      { email: person.email },
      {
        customTagReplacement: () => ({ id, context: samlify.SamlLib.replaceTagsByValue(template, values) }),
      },
    );
    return context;
  }

  return { entityId, ssoUrl, metadata: idp.getMetadata(), parseRedirectRequest, respond };
}

export type TestIdp = ReturnType<typeof createTestIdp>;
