import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for events, sessions and bookings: the staff screens, the dashboards' event and session pages, the booking iframe and the old system's event pages. Gathered by routes/route-table.ts. */
export const EVENTS_ROUTES: readonly RouteDefinition[] = [
  { path: '/course/:id/add-event/oldlms', rule: 'open' },
  { path: '/booking-event/:courseId/:moduleId/:domain/oldlms', rule: 'open' },
  {
    path: '/my-learning/dashboard/trainer',
    rule: 'trainerDashboard',
    name: 'dashboard-trainer',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/learner',
    rule: 'learnerDashboard',
    name: 'dashboard-learner',
    allowedFor: 'my-learning',
  },
  { path: '/my-learning/dashboard/browse/event/:id/show/single', rule: 'browseDashboard', allowedFor: 'my-learning' },
  { path: '/my-learning/dashboard/courses/event/:id/show/single', rule: 'coursesDashboard', allowedFor: 'my-learning' },
  {
    path: '/my-learning/dashboard/completions/event/:id/show/single',
    rule: 'completionsDashboard',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/browse/event/:eventId/session/:sessionId/show/single',
    rule: 'browseDashboard',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/courses/event/:eventId/session/:sessionId/show/single',
    rule: 'coursesDashboard',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/completions/event/:eventId/session/:sessionId/show/single',
    rule: 'completionsDashboard',
    allowedFor: 'my-learning',
  },
  { path: '/my-learning/event/:eventId/session/:sessionId/show/single', rule: 'signedIn', allowedFor: 'my-learning' },
  { path: '/catalogue/events', rule: 'events', name: 'ebs-calendar', allowedFor: 'catalogue' },
  {
    path: '/catalogue/events/event/add',
    rule: 'eventEdit',
    allowedFor: 'catalogue',
    notes: 'steps details, sessions, bookings, cancellations, completions',
  },
  { path: '/catalogue/events/event/:id/show/single', rule: 'events', name: 'ebs-event-show', allowedFor: 'catalogue' },
  {
    path: '/catalogue/events/event/:id/edit',
    rule: 'eventEdit',
    allowedFor: 'catalogue',
    notes: 'steps details, sessions, bookings, cancellations, completions',
  },
  { path: '/catalogue/events-course-assign/:courseId', rule: 'eventEdit', allowedFor: 'catalogue' },
  {
    path: '/catalogue/events/event/:eventId/session/add',
    rule: 'eventEdit',
    allowedFor: 'catalogue',
    notes: 'steps details, bookings, cancellations, completions',
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/show',
    rule: 'sessionShow',
    name: 'ebs-session-show',
    allowedFor: 'catalogue',
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/edit',
    rule: 'eventEdit',
    allowedFor: 'catalogue',
    notes: 'steps details, bookings, cancellations, completions',
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId',
    rule: 'register',
    allowedFor: 'catalogue',
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId/print',
    rule: 'register',
    allowedFor: 'catalogue',
    print: true,
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId',
    rule: 'summary',
    allowedFor: 'catalogue',
  },
  {
    path: '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId/print',
    rule: 'summary',
    allowedFor: 'catalogue',
    print: true,
  },
  {
    path: '/catalogue/events/:eventId/session/:sessionId/iframe/booking',
    rule: 'signedIn',
    allowedFor: 'catalogue',
    hiddenHeader: true,
    hiddenFooter: true,
    embeddable: true,
  },
];
