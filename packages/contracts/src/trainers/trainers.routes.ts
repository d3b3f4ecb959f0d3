import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for trainers (people section). Gathered by routes/route-table.ts. */
export const TRAINERS_ROUTES: readonly RouteDefinition[] = [
  { path: '/users/trainers', rule: 'trainers', allowedFor: 'users' },
  { path: '/users/trainers/add', rule: 'superadminOnly', allowedFor: 'users' },
  { path: '/users/trainers/:id/show', rule: 'trainers', allowedFor: 'users' },
  { path: '/users/trainers/:id/edit', rule: 'trainers', allowedFor: 'users' },
];
