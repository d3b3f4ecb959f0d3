import { RESET_CODE_TTL_MINUTES } from '@campus/contracts';
import type { CodeEmail } from './passwords.js';

/** The email a new superadmin gets: their code to choose a password through the reset screen. */
export const superadminWelcomeEmail =
  (publicUrl: string): CodeEmail =>
  (user, code) => ({
    subject: 'You have been added to Campus as a superadmin',
    text: [
      `Hello ${user.firstName},`,
      '',
      'You have been added to Campus as a platform superadmin.',
      `Choose your password at ${publicUrl}/auth/reset-password?email=${encodeURIComponent(user.email)} with the code ${code}.`,
      `The code works for ${RESET_CODE_TTL_MINUTES} minutes; after that, use "Forgot your password?" on the sign-in page.`,
      'At your first sign-in you will set up two-factor authentication, which superadmins always use.',
    ].join('\n'),
  });
