/**
 * The printable register and summary (03 §2 "a /print variant", "/summary/print"; routes.tsv),
 * built with issue 26 items 5 and 9 (docs/events.md "Printable registers and summaries").
 */
export const REGISTER_PRINT_SCREENS = {
  registerPrint: '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId/print',
  summaryPrint: '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId/print',
} as const;

const fill = (pattern: string, values: Record<string, string>) =>
  Object.entries(values).reduce((path, [key, value]) => path.replace(`:${key}`, encodeURIComponent(value)), pattern);

export const printPaths = {
  /** One date's register, to print: its id is the date's. */
  register: (eventId: string, sessionId: string, registerId: string) =>
    fill(REGISTER_PRINT_SCREENS.registerPrint, { eventId, sessionId, registerId }),
  /** The session's summary, to print: its id is the session's. */
  summary: (eventId: string, sessionId: string) =>
    fill(REGISTER_PRINT_SCREENS.summaryPrint, { eventId, sessionId, summaryId: sessionId }),
};
