/**
 * What changed, newest first, in the words people use (shown at /what-new; kept with the code so
 * every release updates it). Dates are the release days.
 */
export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  /** One line on what the release is about. */
  summary: string;
  /** The changes people notice, one sentence each. */
  changes: string[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '0.5.0',
    date: '2026-11-23',
    summary: 'Enrolment requests',
    changes: [
      'Learning administrators and managers see how many enrolment requests are waiting, in the account menu and on Home.',
      'Approve or reject requests one by one or a selection at once, with progress shown; learners are told by email.',
      'Managers see the requests of the people in the teams they manage.',
    ],
  },
  {
    version: '0.4.0',
    date: '2026-11-23',
    summary: 'Your account and workspace, kept up to date',
    changes: [
      'Change your sign-in email address from your profile: a code sent to the new address confirms it.',
      'Workspaces can ask for required profile fields; you are asked to fill them in before you carry on.',
      'Arriving from the old platform signs you in here, and the account menu takes you back.',
      'Superadmins can add superadmins, who are emailed a code to choose their password; two-factor authentication follows the role.',
      'A Users list under People: search your people, and act as one of them to see what they see.',
      'Welcome messages on pages can be dismissed, and brought back from the footer.',
      'The footer shows your helpdesk, the terms, privacy and cookies, and these release notes.',
    ],
  },
  {
    version: '0.3.0',
    date: '2026-11-23',
    summary: 'Finding your way around',
    changes: [
      'A Home page for administrators, coordinators and managers with shortcuts into their areas.',
      'Top navigation with a second row for each section, and a bottom navigation bar on phones.',
      'Links in emails open the right workspace, switching to it first when needed.',
      'Registering with a key from your administrator, confirmed with an emailed code.',
    ],
  },
  {
    version: '0.2.0',
    date: '2026-11-23',
    summary: 'Signing in safely',
    changes: [
      'Two-factor authentication with any authenticator app; superadmins always use it.',
      'Single sign-on with your organisation’s identity provider (SAML 2.0).',
      'Invitations by email: accept, create your account and sign in.',
      'Reset a forgotten password with a code sent by email; change it from your profile.',
      'Your session warns you a minute before it ends, so you can stay signed in.',
      'Administrators can act as another person to see what they see, and go back.',
      'Your profile shows your own sign-in and activity history.',
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11-22',
    summary: 'The first release',
    changes: [
      'Sign in with your email address and password and choose a workspace.',
      'Each workspace shows its own name, logo and colours.',
      'Everything you change is recorded in the audit trail.',
    ],
  },
];
