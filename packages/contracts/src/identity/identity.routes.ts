import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for sign-in, self-registration, two-factor, the account page, and the set-up screens of SSO and of self-registration keys. Gathered by routes/route-table.ts. */
export const IDENTITY_ROUTES: readonly RouteDefinition[] = [
  { path: '/auth', rule: 'open', hideAuthLogin: true, redirect: '/auth/login' },
  { path: '/auth/login', rule: 'open', name: 'auth-login', hideAuthLogin: true },
  { path: '/auth/self-registration/:key', rule: 'open', hideAuthLogin: true },
  { path: '/auth/confirm-registration/:userId/:code', rule: 'open', hideAuthLogin: true },
  { path: '/auth/complete-registration', rule: 'open', hideAuthLogin: true },
  { path: '/auth/validate-key', rule: 'open', hideAuthLogin: true },
  { path: '/auth/reset-password', rule: 'open', name: 'auth-reset-password', hideAuthLogin: true },
  { path: '/dashboard/two-factor-auth', rule: 'signedIn' },
  { path: '/auth/two-factor-auth-help', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/account', rule: 'signedIn' },
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
  { path: '/setup/site-settings/:id/edit/self-registration/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/site-settings/:id/edit/self-registration/:keyId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/workspaces/:workspaceId/edit/self-registration/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/:workspaceId/edit/self-registration/:keyId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
];
