import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for SCORM modules and their player frame (02 §2). Gathered by routes/route-table.ts. */
export const SCORM_ROUTES: readonly RouteDefinition[] = [
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
];
