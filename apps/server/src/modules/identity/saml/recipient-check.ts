import { DOMParser } from '@xmldom/xmldom';
import type { Profile } from '@node-saml/node-saml';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

const parse = (xml: string | undefined) => (xml ? new DOMParser().parseFromString(xml, 'text/xml') : null);

/**
 * An answer meant for another service provider's endpoint is refused: the Response's
 * Destination and the bearer SubjectConfirmationData's Recipient, when present, must be our ACS
 * (SAML 2.0 profiles §4.1.4.3; node-saml leaves this to the application). The Recipient is read
 * from the signed assertion node-saml verified.
 */
export function answersOurAcs(profile: Profile, acsUrl: string): boolean {
  const response = parse(profile.getSamlResponseXml?.())?.documentElement;
  const destination = response?.namespaceURI === PROTOCOL ? response.getAttribute('Destination') : null;
  if (destination && destination !== acsUrl) return false;
  const assertion = parse(profile.getAssertionXml?.());
  const recipients = Array.from(assertion?.getElementsByTagNameNS(ASSERTION, 'SubjectConfirmationData') ?? [])
    .map((node) => node.getAttribute('Recipient'))
    .filter((recipient): recipient is string => Boolean(recipient));
  return recipients.every((recipient) => recipient === acsUrl);
}
