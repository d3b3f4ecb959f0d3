/**
 * The events' paths (03 §2): the learner dashboard, the staff's events list, the event and session
 * pages and wizards, a session's registers and summary, and assigning events to a course. Gathered into PATHS by
 * lib/navigation/paths.ts (the learner's event addresses are in learner/paths.ts).
 */
export const EVENTS_PATHS = {
  learnerDashboard: '/my-learning/dashboard/learner',
  events: '/catalogue/events',
  eventAdd: '/catalogue/events/event/add',
  eventEdit: '/catalogue/events/event/:id/edit',
  eventShow: '/catalogue/events/event/:id/show/single',
  sessionAdd: '/catalogue/events/event/:eventId/session/add',
  sessionEdit: '/catalogue/events/event/:eventId/session/:sessionId/edit',
  sessionShow: '/catalogue/events/event/:eventId/session/:sessionId/show',
  register: '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId',
  summary: '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId',
  eventsCourseAssign: '/catalogue/events-course-assign/:courseId',
} as const;
