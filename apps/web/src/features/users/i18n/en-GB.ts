/** The users list and adding superadmins. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const usersEnGB = {
  users: {
    title: 'Users',
    search: 'Search by name or email',
    status: 'Status',
    statuses: { all: 'All', active: 'Active', pending: 'Not yet joined', disabled: 'Disabled' },
    count_one: '{{count}} person',
    count_other: '{{count}} people',
    name: 'Name',
    email: 'Email address',
    workspaces: 'Workspaces and roles',
    actions: 'Actions',
    impersonate: 'Impersonate',
    impersonateLabel: 'Impersonate {{name}}',
    impersonateFailed: 'Impersonation could not start.',
    loadFailed: 'The user list could not be loaded.',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    firstPage: 'First page',
    lastPage: 'Last page',
  },
  superadmins: {
    title: 'Add a superadmin',
    add: 'Add superadmin',
    intro:
      'Superadmins run the whole platform. Someone new is emailed a code to choose a password; someone with an account gains the role at their next sign-in. Superadmins always use two-factor authentication.',
    firstName: 'First name',
    lastName: 'Last name',
    emailAddress: 'Email address',
    submit: 'Add superadmin',
    errorTitle: 'The superadmin was not added.',
  },
} as const;
