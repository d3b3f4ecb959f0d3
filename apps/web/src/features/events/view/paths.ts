import { PATHS } from '../../../lib/navigation/paths';

/**
 * The events area's addresses with their ids filled in (03 §2). The patterns are the route
 * table's; the events list and the wizards belong to features/events/staff.
 */
const fill = (pattern: string, values: Record<string, string>) =>
  Object.entries(values).reduce((path, [key, value]) => path.replace(`:${key}`, encodeURIComponent(value)), pattern);

export const eventPaths = {
  list: '/catalogue/events',
  show: (id: string) => fill(PATHS.eventShow, { id }),
  edit: (id: string) => fill('/catalogue/events/event/:id/edit', { id }),
  sessionAdd: (eventId: string) => fill('/catalogue/events/event/:eventId/session/add', { eventId }),
  sessionShow: (eventId: string, sessionId: string) => fill(PATHS.sessionShow, { eventId, sessionId }),
  sessionEdit: (eventId: string, sessionId: string) =>
    fill('/catalogue/events/event/:eventId/session/:sessionId/edit', { eventId, sessionId }),
  courseAssign: (courseId: string) => fill(PATHS.eventsCourseAssign, { courseId }),
};
