import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for the shell's: the root and the sections' redirects, home, the landings, 404 and what's new. Gathered by routes/route-table.ts. */
export const SHELL_ROUTES: readonly RouteDefinition[] = [
  { path: '/', rule: 'open', name: 'default', redirect: 'rootRedirect' },
  { path: '/landing', rule: 'open', hideAuthLogin: true },
  { path: '/landing-invitation', rule: 'open', hideAuthLogin: true },
  { path: '/landing-unsubscribe', rule: 'open', hideAuthLogin: true },
  { path: '/404', rule: 'open', name: '404' },
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
  { path: '/catalogue', rule: 'signedIn', name: 'catalogue', allowedFor: 'catalogue', redirect: 'firstReachableChild' },
  { path: '/users', rule: 'signedIn', name: 'users', allowedFor: 'users', redirect: 'firstReachableChild' },
  { path: '/reports', rule: 'signedIn', name: 'reports', allowedFor: 'report', redirect: 'firstReachableChild' },
  { path: '/setup', rule: 'signedIn', name: 'setup', allowedFor: 'setup', redirect: 'firstReachableChild' },
];
