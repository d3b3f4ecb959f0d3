/** The home page. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const homeEnGB = {
  homePage: {
    waiting_one: '{{count}} waiting',
    waiting_other: '{{count}} waiting',
    title: 'Welcome, {{name}}',
    workspace: 'You are working in {{name}}.',
    account: 'Your account',
  },
} as const;
