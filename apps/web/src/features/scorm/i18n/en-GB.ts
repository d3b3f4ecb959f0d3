/** The SCORM player. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const scormEnGB = {
  scormPlayer: {
    loading: 'Opening the module…',
    loadFailed: 'The module could not be opened.',
    notFound: 'This module is not available to you.',
    notReleased: 'This module has not been released yet.',
    retry: 'Try again',
    frameTitle: 'Module content: {{title}}',
    navigation: 'Module navigation',
    previous: 'Previous',
    continue: 'Continue',
    exit: 'Exit',
    choose: 'Go to',
    saving: 'Saving…',
    saved: 'Progress saved',
    saveFailed: 'Your progress could not be saved. It will be tried again.',
    finished: 'You have finished this module. You can close this window.',
    preview: 'Preview of the draft: your progress is kept for you only.',
  },
} as const;
