import { MESSAGES, SESSION_DIALOG } from '@campus/contracts';

/** The session timer and impersonation. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const sessionEnGB = {
  session: {
    logOut: 'Log out',
    inactive: MESSAGES.loggedOutInactivityShort,
    dialogTitle: SESSION_DIALOG.title,
    dialogBody: SESSION_DIALOG.body,
    dialogStay: SESSION_DIALOG.stay,
    dialogLogOut: SESSION_DIALOG.logOut,
  },
} as const;
