import { emailSchema, type AttributeMappingOverride } from '@campus/contracts';
import type { Profile } from '@node-saml/node-saml';

/**
 * Attribute names identity providers commonly use, tried in order when the subscription has no
 * override (or the override's attribute is absent): SAML-friendly names, Entra ID / ADFS claim
 * URIs and the X.500/eduPerson OIDs.
 */
export const DEFAULT_ATTRIBUTE_NAMES = {
  email: [
    'email',
    'mail',
    'emailAddress',
    'Email',
    'EmailAddress',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
    'urn:oid:0.9.2342.19200300.100.1.3',
  ],
  firstName: [
    'firstName',
    'givenName',
    'given_name',
    'FirstName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
    'urn:oid:2.5.4.42',
  ],
  lastName: [
    'lastName',
    'surname',
    'sn',
    'family_name',
    'LastName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
    'urn:oid:2.5.4.4',
  ],
} as const;

export interface MappedPerson {
  email: string;
  firstName: string;
  lastName: string;
}

function firstText(value: unknown): string | null {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && candidate.trim() ? candidate.trim() : null;
}

function pick(attributes: Record<string, unknown>, names: readonly (string | null | undefined)[]): string | null {
  for (const name of names) {
    if (!name) continue;
    const value = firstText(attributes[name]);
    if (value) return value;
  }
  return null;
}

const asEmail = (value: string | null): string | null => {
  if (!value) return null;
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Who the assertion says the person is. Email: the override's attribute, else the usual names,
 * else the NameID when it is an email address; null when none is a valid address. Names fall
 * back to the email's local part and an empty last name, as Campus needs both.
 */
export function mapAttributes(profile: Profile, override: AttributeMappingOverride): MappedPerson | null {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email =
    asEmail(pick(attributes, [override.email, ...DEFAULT_ATTRIBUTE_NAMES.email])) ?? asEmail(firstText(profile.nameID));
  if (!email) return null;
  const firstName = pick(attributes, [override.firstName, ...DEFAULT_ATTRIBUTE_NAMES.firstName]);
  const lastName = pick(attributes, [override.lastName, ...DEFAULT_ATTRIBUTE_NAMES.lastName]);
  return {
    email,
    firstName: (firstName ?? email.split('@')[0] ?? email).slice(0, 200),
    lastName: (lastName ?? '').slice(0, 200),
  };
}
