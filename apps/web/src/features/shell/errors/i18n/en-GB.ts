/** Error pages. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const errorsPageEnGB = {
  notFound: {
    title: 'Page not found',
    body: "The page you were looking for doesn't exist or you don't have access to it.",
    home: 'Go to the home page',
  },
} as const;
