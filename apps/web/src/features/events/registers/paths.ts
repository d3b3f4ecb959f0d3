import { PATHS } from '../../../lib/navigation/paths';

/** The register and summary addresses with their ids filled in (03 §2, routes.tsv). */
const fill = (pattern: string, values: Record<string, string>) =>
  Object.entries(values).reduce((path, [key, value]) => path.replace(`:${key}`, encodeURIComponent(value)), pattern);

export const registerPaths = {
  /** One date's register: its id is the occurrence item's. */
  register: (eventId: string, sessionId: string, registerId: string) =>
    fill(PATHS.register, { eventId, sessionId, registerId }),
  /** The session's summary: its id is the session's. */
  summary: (eventId: string, sessionId: string) => fill(PATHS.summary, { eventId, sessionId, summaryId: sessionId }),
  /** Where completing a register or summary goes (03 §2 after actions), at its registers section. */
  session: (eventId: string, sessionId: string) => fill(PATHS.sessionShow, { eventId, sessionId }),
};

/** The session page's sections the trainer dashboard leads to. */
export const SESSION_SECTIONS = { registers: 'session-registers', feedback: 'session-feedback' } as const;
