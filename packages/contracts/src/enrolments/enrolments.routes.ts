import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for enrolment requests, auto-enrolments and workflows. Gathered by routes/route-table.ts. */
export const ENROLMENTS_ROUTES: readonly RouteDefinition[] = [
  { path: '/catalogue/requests', rule: 'requests', name: 'ebs-requests-list', allowedFor: 'catalogue' },
  { path: '/users/autoenrolments', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/autoenrolments/add', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/autoenrolments/:id/edit', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/add', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/:id/edit', rule: 'lxaWithLms', allowedFor: 'users' },
  { path: '/users/workflows/log', rule: 'lxaWithLms', allowedFor: 'users' },
];
