import { MESSAGES } from './messages.js';

/**
 * Validation messages are keys, not English (decision 0022). A schema's issue carries
 * `validation.<name>`; the web translates it with i18next like any other text, and the server
 * turns it into the English below before it answers, so an API client still reads the spec's
 * words. This catalogue is the en-GB resource for those keys: the web registers it as its
 * `validation` texts, the server reads it, and neither keeps a copy.
 */
export const VALIDATION_TEXTS = {
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Enter your password.',
  currentPasswordRequired: 'Enter your current password.',
  // 01 §5 quotes the provider's sentence for a weak password: it reaches the user unchanged.
  passwordConstraint: MESSAGES.passwordConstraint,
  passwordsDiffer: 'The passwords do not match.',
  ownFirstNameRequired: 'Enter your first name.',
  ownLastNameRequired: 'Enter your last name.',
  firstNameRequired: 'Enter a first name.',
  lastNameRequired: 'Enter a last name.',
  emailCodeInvalid: 'Enter the 6-digit code from the email.',
  mfaCodeInvalid: 'Enter the 6-digit code from your authenticator app.',
  customerRequired: 'Choose the customer this role is for.',
  colourInvalid: 'Use a colour like #0074D9',
  domainInvalid: 'Enter a domain like example.com.',
  registrationKeyRequired: 'Enter your registration key.',
  // Venues and rooms (03 §5): the capacity text is the spec's.
  venueNameRequired: 'Enter a name for the venue.',
  roomNameRequired: 'Enter a name for the room.',
  roomCapacityRequired: 'Please enter a maximum capacity for the venue.',
  roomCapacityWhole: 'Enter the capacity as a whole number of seats.',
  roomCostInvalid: 'Enter a cost of £0 or more.',
  timeZoneInvalid: 'Choose a time zone from the list, such as Europe/London.',
  mediaTitleRequired: 'Enter a title.',
  mediaTitleTooLong: 'Keep the title to 200 characters or fewer.',
  mediaDescriptionTooLong: 'Keep the description to 2000 characters or fewer.',
  mediaAltRequired: 'Enter alt text: describe the image for people who cannot see it.',
  mediaAltTooLong: 'Keep the alt text to 300 characters or fewer.',
  linkInvalid: 'Enter a web address that starts with https:// or http://.',
} as const;

export type ValidationName = keyof typeof VALIDATION_TEXTS;
export type ValidationKey = `validation.${ValidationName}`;

const PREFIX = 'validation.';

/** The message key a schema puts on its issue: `v('emailInvalid')` is `'validation.emailInvalid'`. */
export const v = <Name extends ValidationName>(name: Name): `validation.${Name}` => `${PREFIX}${name}`;

export function isValidationKey(message: string): message is ValidationKey {
  return message.startsWith(PREFIX) && Object.hasOwn(VALIDATION_TEXTS, message.slice(PREFIX.length));
}

/** The English of a validation key; any other message (zod's own, a handler's) is returned as it is. */
export function validationText(message: string): string {
  return isValidationKey(message) ? VALIDATION_TEXTS[message.slice(PREFIX.length) as ValidationName] : message;
}
