import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for reports, the report builder and its results. Gathered by routes/route-table.ts. */
export const REPORTS_ROUTES: readonly RouteDefinition[] = [
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
];
