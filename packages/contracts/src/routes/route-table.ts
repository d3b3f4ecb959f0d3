import type { RouteRuleName } from './route-rules.js';

/** The areas a route belongs to (01 §2 route meta flag allowedFor). */
export type RouteArea = 'home' | 'catalogue' | 'users' | 'report' | 'setup' | 'my-learning';

/**
 * How a redirect-only route picks its target: the first child the person may open (/catalogue,
 * /users, /setup, /reports), the dashboard rules of /my-learning/dashboard, the root rules of /,
 * or a fixed path.
 */
export type RouteRedirect = 'firstReachableChild' | 'dashboardForActor' | 'rootRedirect' | `/${string}`;

export interface RouteDefinition {
  path: string;
  rule: RouteRuleName;
  /** The spec's named route (01 §2 "Named routes used for navigation"). */
  name?: string;
  allowedFor?: RouteArea;
  hiddenHeader?: true;
  hiddenFooter?: true;
  /** Print layout. */
  print?: true;
  /** May be shown inside another site's frame (the booking iframe): the server allows framing it. */
  embeddable?: true;
  /** Open pages that do not offer the sign-in link in their header. */
  hideAuthLogin?: true;
  redirect?: RouteRedirect;
  /** The spec's notes on the route (wizard steps, tabs, query parameters). */
  notes?: string;
}

/**
 * Every screen route of the spec (routes.tsv, 154 rows) with its access rule and meta flags.
 * The web router builds the screens that exist from it; areas not built yet keep their rule here
 * so access is decided (and tested) now.
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  { path: '/', rule: 'open', name: 'default', redirect: 'rootRedirect' },
  { path: '/auth', rule: 'open', hideAuthLogin: true, redirect: '/auth/login' },
  { path: '/auth/login', rule: 'open', name: 'auth-login', hideAuthLogin: true },
  { path: '/auth/self-registration/:key', rule: 'open', hideAuthLogin: true },
  { path: '/auth/confirm-registration/:userId/:code', rule: 'open', hideAuthLogin: true },
  { path: '/auth/complete-registration', rule: 'open', hideAuthLogin: true },
  { path: '/auth/validate-key', rule: 'open', hideAuthLogin: true },
  { path: '/auth/sign-up', rule: 'open', name: 'auth-signup', hideAuthLogin: true },
  { path: '/auth/reset-password', rule: 'open', name: 'auth-reset-password', hideAuthLogin: true },
  { path: '/dashboard/two-factor-auth', rule: 'signedIn' },
  { path: '/auth/two-factor-auth-help', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/accept', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/reject', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/error', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/resolved', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/account', rule: 'signedIn' },
  { path: '/lms/user/workspaces', rule: 'firstStage', name: 'lms-user-workspace-list' },
  { path: '/landing', rule: 'open', hideAuthLogin: true },
  { path: '/landing-invitation', rule: 'open', hideAuthLogin: true },
  { path: '/landing-unsubscribe', rule: 'open', hideAuthLogin: true },
  { path: '/course/:id/add-event/oldlms', rule: 'open' },
  { path: '/booking-event/:courseId/:moduleId/:domain/oldlms', rule: 'open' },
  { path: '/404', rule: 'open', name: '404' },
  { path: '/course-certificate-pdf/:certificateId?/:workspaceId?/:enrolmentId?', rule: 'open', print: true },
  { path: '/what-new', rule: 'signedIn' },
  { path: '/home', rule: 'home', name: 'home', allowedFor: 'home' },
  {
    path: '/my-learning',
    rule: 'signedIn',
    name: 'my-learning',
    allowedFor: 'my-learning',
    redirect: '/my-learning/dashboard',
  },
  {
    path: '/my-learning/dashboard',
    rule: 'signedIn',
    name: 'dashboard',
    allowedFor: 'my-learning',
    redirect: 'dashboardForActor',
  },
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
  {
    path: '/my-learning/dashboard/courses',
    rule: 'coursesDashboard',
    name: 'dashboard-courses',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/browse',
    rule: 'browseDashboard',
    name: 'dashboard-browse',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/completions',
    rule: 'completionsDashboard',
    name: 'dashboard-completions',
    allowedFor: 'my-learning',
  },
  { path: '/my-learning/dashboard/browse/course/:id/show/single', rule: 'browseDashboard', allowedFor: 'my-learning' },
  {
    path: '/my-learning/dashboard/courses/course/:id/show/single',
    rule: 'coursesDashboard',
    allowedFor: 'my-learning',
  },
  {
    path: '/my-learning/dashboard/completions/course/:id/show/single',
    rule: 'completionsDashboard',
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
  { path: '/catalogue', rule: 'signedIn', name: 'catalogue', allowedFor: 'catalogue', redirect: 'firstReachableChild' },
  { path: '/catalogue/courses', rule: 'catalogueCourses', allowedFor: 'catalogue' },
  {
    path: '/catalogue/courses/add',
    rule: 'courseAdd',
    allowedFor: 'catalogue',
    notes: 'steps details, modules, enrolment (LMS only), certificate, attachments, links, versions',
  },
  { path: '/catalogue/courses/:courseId/show/admin', rule: 'courseAdminShow', allowedFor: 'catalogue' },
  {
    path: '/catalogue/courses/:courseId/edit/course',
    rule: 'courseEdit',
    allowedFor: 'catalogue',
    notes: 'steps + feedback, notifications; enrolment for LMS and admin',
  },
  {
    path: '/catalogue/courses/:courseId/:catalogItemId/:versionId/edit',
    rule: 'catalogueItemEdit',
    allowedFor: 'catalogue',
  },
  {
    path: '/catalogue/courses/:courseId/:catalogId?/:versionId?/edit/feedback/add',
    rule: 'courseFeedbackAdd',
    allowedFor: 'catalogue',
  },
  { path: '/catalogue/requests', rule: 'requests', name: 'ebs-requests-list', allowedFor: 'catalogue' },
  { path: '/catalogue/modules', rule: 'modules', allowedFor: 'catalogue' },
  {
    path: '/catalogue/modules/add',
    rule: 'modules',
    allowedFor: 'catalogue',
    notes: 'steps content, details, versions',
  },
  { path: '/catalogue/modules/:id/show', rule: 'modules', allowedFor: 'catalogue' },
  {
    path: '/catalogue/modules/:id/edit',
    rule: 'modules',
    allowedFor: 'catalogue',
    notes: 'steps content, details, versions',
  },
  {
    path: '/catalogue/modules/iframe/scorm/:id',
    rule: 'signedIn',
    allowedFor: 'catalogue',
    hiddenHeader: true,
    hiddenFooter: true,
  },
  { path: '/catalogue/licences', rule: 'licences', allowedFor: 'catalogue' },
  { path: '/catalogue/licences/:offerId/:contractId/show', rule: 'licences', allowedFor: 'catalogue' },
  { path: '/catalogue/licences/add', rule: 'licenceAdd', allowedFor: 'catalogue' },
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
  { path: '/users', rule: 'signedIn', name: 'users', allowedFor: 'users', redirect: 'firstReachableChild' },
  { path: '/users/users', rule: 'usersList', name: 'lms-superadmin-user-list', allowedFor: 'users' },
  { path: '/users/users/:userId/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/users/users/:userId/:workspaceId?/learning-history', rule: 'usersList', allowedFor: 'users' },
  { path: '/users/users/profile/:userId/:profileId/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/users/users/profile/add', rule: 'userAdministration', allowedFor: 'users' },
  {
    path: '/users/users/bulk/add',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps upload, roles, preview',
  },
  { path: '/users/users/bulk/actions', rule: 'userAdministration', allowedFor: 'users' },
  {
    path: '/users/users/bulk/add-to-groups',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, select-groups, preview, summary',
  },
  {
    path: '/users/users/bulk/remove-from-groups',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, select-groups, preview, summary',
  },
  {
    path: '/users/users/bulk/delete-profiles',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, preview, summary',
  },
  {
    path: '/users/users/bulk/reactivate-profiles',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, preview, summary',
  },
  {
    path: '/users/users/bulk/resend-invitations',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, preview, summary',
  },
  {
    path: '/users/users/bulk/cancel-invitations',
    rule: 'userAdministration',
    allowedFor: 'users',
    notes: 'steps select-users, preview, summary',
  },
  { path: '/users/trainers', rule: 'trainers', allowedFor: 'users' },
  { path: '/users/trainers/add', rule: 'superadminOnly', allowedFor: 'users' },
  { path: '/users/trainers/:id/show', rule: 'trainers', allowedFor: 'users' },
  { path: '/users/trainers/:id/edit', rule: 'trainers', allowedFor: 'users' },
  { path: '/users/admins', rule: 'admins', name: 'ebs-admin-list', allowedFor: 'users' },
  { path: '/users/admins/add', rule: 'admins', allowedFor: 'users' },
  { path: '/users/admins/:userId/edit', rule: 'admins', allowedFor: 'users' },
  { path: '/users/admins/:userId/show', rule: 'admins', allowedFor: 'users' },
  { path: '/users/superadmins/add', rule: 'superadminOnly', allowedFor: 'users' },
  { path: '/setup/admins/add', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/users/org-units/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/users/groups/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/users/autoenrolments', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/autoenrolments/add', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/autoenrolments/:id/edit', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/add', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/:id/edit', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/log', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/reports', rule: 'signedIn', name: 'reports', allowedFor: 'report', redirect: 'firstReachableChild' },
  { path: '/reports/dashboard', rule: 'reportsDashboard', allowedFor: 'report' },
  { path: '/reports/reports', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/:slug', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/builder/add', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/builder/:id/edit', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/builder/execute/:id', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/builder/execute/:reportId/:resultId', rule: 'reports', allowedFor: 'report' },
  { path: '/reports/reports/builder/execute/resolved', rule: 'reportsDashboard', allowedFor: 'report' },
  { path: '/reports/reports/builder/:id/schedule', rule: 'reportSchedule', allowedFor: 'report' },
  { path: '/report/:reportId/result/:resultId', rule: 'open' },
  { path: '/setup', rule: 'signedIn', name: 'setup', allowedFor: 'setup', redirect: 'firstReachableChild' },
  { path: '/setup/venues', rule: 'venues', allowedFor: 'setup' },
  { path: '/setup/venues/add', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:id/show', rule: 'venues', allowedFor: 'setup' },
  { path: '/setup/venues/:id/edit', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/add', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/:roomId/show', rule: 'roomShow', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/:roomId/edit', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/media-library', rule: 'mediaLibrary', name: 'media-library-list', allowedFor: 'setup' },
  { path: '/setup/media-library/edit/:id', rule: 'mediaLibrary', allowedFor: 'setup' },
  { path: '/setup/notifications', rule: 'notifications', allowedFor: 'setup' },
  { path: '/setup/customers', rule: 'superadminOnly', allowedFor: 'setup' },
  {
    path: '/setup/customers/add',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps details, contacts, options, services, workspaces',
  },
  {
    path: '/setup/customers/:id/edit',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps details, contacts, options, services, email-senders, workspaces',
  },
  { path: '/setup/customers/:customerId/contact/add', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/customers/:customerId/contact/:contactId/edit', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/customers/:customerId/services/:serviceKey/edit', rule: 'superadminOnly', allowedFor: 'setup' },
  {
    path: '/setup/customers/:customerId/services/sso/add',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps mel-setup, customer-setup',
  },
  {
    path: '/setup/customers/:customerId/services/sso/:subscriptionId/edit',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps mel-setup, authentication, customer-setup',
  },
  {
    path: '/setup/site-settings/:id/edit',
    rule: 'siteSettings',
    allowedFor: 'setup',
    notes:
      'steps details, appearance, onboarding, footer, certificates, custom-fields, self-registration, feedback-forms, services, api-integration',
  },
  { path: '/setup/site-settings/:id/edit/self-registration/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/site-settings/:id/edit/self-registration/:keyId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/site-settings/:id/edit/feedback-forms/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/site-settings/:id/edit/feedback-forms/:feedbackFormId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/workspaces', rule: 'workspaces', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/add',
    rule: 'workspaces',
    allowedFor: 'setup',
    notes: 'steps as site settings without api-integration',
  },
  {
    path: '/setup/workspaces/:id/edit',
    rule: 'workspaces',
    allowedFor: 'setup',
    notes: 'steps as site settings plus api-integration',
  },
  { path: '/setup/workspaces/:workspaceId/edit/self-registration/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/:workspaceId/edit/self-registration/:keyId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/workspaces/:workspaceId/edit/feedback-forms/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/:workspaceId/edit/feedback-forms/:feedbackFormId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/archived', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/audit-log', rule: 'auditLog', allowedFor: 'setup' },
  { path: '/setup/achievements', rule: 'achievements', allowedFor: 'setup' },
  { path: '/setup/achievements/add', rule: 'achievements', allowedFor: 'setup', notes: 'steps details, rules, reward' },
  {
    path: '/setup/achievements/:id/edit',
    rule: 'achievements',
    allowedFor: 'setup',
    notes: 'steps details, rules, reward',
  },
  { path: '/setup/user/reward/add', rule: 'achievements', allowedFor: 'setup' },
  { path: '/setup/achievements/:id/reward/edit', rule: 'achievements', allowedFor: 'setup' },
];
