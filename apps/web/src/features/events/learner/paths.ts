/** The learner's event and session addresses (03 §2, routes.tsv). */
export const DASHBOARD_KINDS = ['browse', 'courses', 'completions'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export const learnerEventPaths = {
  dashboard: '/my-learning/dashboard/learner',
  trainerDashboard: '/my-learning/dashboard/trainer',
  session: (eventId: string, sessionId: string) => `/my-learning/event/${eventId}/session/${sessionId}/show/single`,
  dashboardEvent: (kind: DashboardKind, eventId: string) =>
    `/my-learning/dashboard/${kind}/event/${eventId}/show/single`,
  dashboardSession: (kind: DashboardKind, eventId: string, sessionId: string) =>
    `/my-learning/dashboard/${kind}/event/${eventId}/session/${sessionId}/show/single`,
  iframe: (eventId: string, sessionId: string) => `/catalogue/events/${eventId}/session/${sessionId}/iframe/booking`,
};

/** The route patterns, as the route table spells them. */
export const LEARNER_EVENT_SCREENS = {
  session: '/my-learning/event/:eventId/session/:sessionId/show/single',
  browseEvent: '/my-learning/dashboard/browse/event/:id/show/single',
  coursesEvent: '/my-learning/dashboard/courses/event/:id/show/single',
  completionsEvent: '/my-learning/dashboard/completions/event/:id/show/single',
  browseSession: '/my-learning/dashboard/browse/event/:eventId/session/:sessionId/show/single',
  coursesSession: '/my-learning/dashboard/courses/event/:eventId/session/:sessionId/show/single',
  completionsSession: '/my-learning/dashboard/completions/event/:eventId/session/:sessionId/show/single',
  iframe: '/catalogue/events/:eventId/session/:sessionId/iframe/booking',
} as const;

/** Which dashboard an address sits under, if any. */
export function dashboardKindOf(pathname: string): DashboardKind | null {
  const match = /^\/my-learning\/dashboard\/(browse|courses|completions)\//.exec(pathname);
  return match ? (match[1] as DashboardKind) : null;
}
