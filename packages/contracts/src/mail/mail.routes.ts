import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for notifications (setup). Gathered by routes/route-table.ts. */
export const MAIL_ROUTES: readonly RouteDefinition[] = [
  { path: '/setup/notifications', rule: 'notifications', allowedFor: 'setup' },
];
