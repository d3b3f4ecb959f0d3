/** Choosing a workspace. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const platformEnGB = {
  workspaces: {
    title: 'Choose a workspace',
    intro: 'Select the workspace you want to work in.',
    empty: 'You are not a member of any workspace yet.',
    emptyNext:
      'An administrator adds you to a workspace, or sends you an invitation to accept. Until then your account and its security are here for you.',
    select: 'Select',
    selectNamed: 'Select {{name}}',
    current: 'Current workspace',
    currentArea: 'Current',
    continue: 'Continue',
    continueNamed: 'Continue in {{name}}',
    customer: 'Customer: {{name}}',
    roles: 'Roles',
    customerAreasTitle: 'Customer administration',
    customerAreasIntro: 'You can also continue without choosing a workspace.',
    continueWithout: 'Continue without a workspace',
    loadFailed: 'Your workspaces could not be loaded.',
  },
} as const;
