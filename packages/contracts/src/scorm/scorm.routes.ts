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
  /**
   * Not in the spec's table (ours, decision 0050): a SCORM connector package's player, framed by
   * another learning system, reached by the package's key (handed over by postMessage).
   */
  {
    path: '/catalogue/modules/iframe/connector/:id',
    rule: 'open',
    allowedFor: 'catalogue',
    hiddenHeader: true,
    hiddenFooter: true,
    embeddable: true,
  },
];
