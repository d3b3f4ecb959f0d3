/** What's new. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const whatsNewEnGB = {
  whatsNew: {
    title: 'What’s new',
    version: 'Version {{version}}, released {{date}}',
    versionTitle: '{{version}}: {{summary}}',
    releaseNotes: 'Release notes',
  },
} as const;
