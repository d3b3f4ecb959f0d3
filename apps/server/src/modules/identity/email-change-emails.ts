import { EMAIL_CHANGE_TTL_HOURS } from '@campus/contracts';
import type { OutgoingMail } from '../../services/mail/mailer.js';

/** The code, to the new address: reading it proves the person holds that mailbox. */
export const confirmNewAddressEmail = (firstName: string, newAddress: string, code: string): OutgoingMail => ({
  to: newAddress,
  subject: 'Confirm your new Campus email address',
  text: [
    `Hello ${firstName},`,
    '',
    `Your confirmation code is ${code}. Enter it on your profile page to start signing in with this address.`,
    `It works for ${EMAIL_CHANGE_TTL_HOURS} hours.`,
    '',
    'If you did not ask for this, you can ignore this email.',
  ].join('\n'),
});

/** The warning, to the old address: a stolen session cannot quietly take the account. */
export const addressChangingEmail = (firstName: string, oldAddress: string, newAddress: string): OutgoingMail => ({
  to: oldAddress,
  subject: 'Your Campus email address is being changed',
  text: [
    `Hello ${firstName},`,
    '',
    `Someone signed in as you asked to change your sign-in email address to ${newAddress}.`,
    'Nothing changes until the code sent to that address is entered.',
    '',
    'If this was not you, change your password and tell your administrator.',
  ].join('\n'),
});
