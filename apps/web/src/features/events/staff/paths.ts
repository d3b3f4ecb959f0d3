import { PATHS } from '../../../lib/navigation/paths';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The events area's addresses with their ids filled in (03 §2). Wizard steps are the wizard's address plus the step. */
export const eventPaths = {
  list: PATHS.events,
  calendar: `${PATHS.events}?listView=calendar`,
  add: (step?: string) => (step ? `${PATHS.eventAdd}/${step}` : PATHS.eventAdd),
  edit: (id: string, step?: string) => fill(step ? `${PATHS.eventEdit}/${step}` : PATHS.eventEdit, { id }),
  show: (id: string) => fill(PATHS.eventShow, { id }),
  sessionAdd: (eventId: string, step?: string) =>
    fill(step ? `${PATHS.sessionAdd}/${step}` : PATHS.sessionAdd, { eventId }),
  sessionEdit: (eventId: string, sessionId: string, step?: string) =>
    fill(step ? `${PATHS.sessionEdit}/${step}` : PATHS.sessionEdit, { eventId, sessionId }),
  sessionShow: (eventId: string, sessionId: string) => fill(PATHS.sessionShow, { eventId, sessionId }),
};
