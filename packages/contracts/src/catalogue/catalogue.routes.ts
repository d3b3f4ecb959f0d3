import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for courses and licences, the learner's course dashboards and certificates. Gathered by routes/route-table.ts. */
export const CATALOGUE_ROUTES: readonly RouteDefinition[] = [
  { path: '/course-certificate-pdf/:certificateId?/:workspaceId?/:enrolmentId?', rule: 'open', print: true },
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
  { path: '/catalogue/licences', rule: 'licences', allowedFor: 'catalogue' },
  { path: '/catalogue/licences/:offerId/:contractId/show', rule: 'licences', allowedFor: 'catalogue' },
  { path: '/catalogue/licences/add', rule: 'licenceAdd', allowedFor: 'catalogue' },
];
