/** The home page and the start pages' shared cards. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const homeEnGB = {
  homePage: {
    waiting_one: '{{count}} waiting',
    waiting_other: '{{count}} waiting',
    title: 'Welcome, {{name}}',
    workspace: 'You are working in {{name}}.',
    shortcutsTitle: 'Go to',
    nothingYetTitle: 'Your pages are on their way',
    nothingYetBody:
      'None of the pages your roles open is built yet: they are listed under Coming soon. Meanwhile, check your account and security.',
    shortcuts: {
      users: 'Find the people you look after, see their roles and act on their behalf.',
      requests: 'Approve or reject the enrolment requests waiting for you.',
      myLearning: 'Your courses, your requests and what you can enrol on.',
      myTraining: 'The sessions you deliver.',
      events: 'Set up events and their sessions, and see who has booked.',
      calendar: 'Every session of the month or the week, day by day.',
    },
  },
  start: {
    account: {
      title: 'Your account',
      signedInAs: 'Signed in as {{email}}',
      twoFactorOn: 'Two-factor authentication is on',
      twoFactorOff: 'Two-factor authentication is off',
      setUpTwoFactor: 'Set up two-factor authentication',
      personal: 'Personal details',
      security: 'Password and security',
      activity: 'Activity log',
    },
    workspaces: {
      title: 'Your workspaces',
      all: 'All workspaces',
      current: 'Current',
      switch: 'Switch',
      switchTo: 'Switch to {{name}}',
    },
    comingSoon: {
      title: 'Coming soon',
      intro: 'Your roles include these pages. Each appears here and in the navigation as its area is built.',
    },
  },
} as const;
