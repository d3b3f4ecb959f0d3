/** Onboarding banners. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const onboardingEnGB = {
  onboarding: {
    title: 'Welcome',
    dismiss: 'Dismiss this message',
    learnMore: 'Learn more',
    reset: 'Welcome and help banners will show again.',
    resetTitle: 'Banners reset',
  },
} as const;
