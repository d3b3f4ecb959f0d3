import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for the invitation answers and sign-up, the user list and user administration, admins and superadmins. Gathered by routes/route-table.ts. */
export const PEOPLE_ROUTES: readonly RouteDefinition[] = [
  { path: '/auth/sign-up', rule: 'open', name: 'auth-signup', hideAuthLogin: true },
  { path: '/lms/user/invitation/accept', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/reject', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/error', rule: 'open', hideAuthLogin: true },
  { path: '/lms/user/invitation/resolved', rule: 'open', hideAuthLogin: true },
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
  { path: '/users/admins', rule: 'admins', name: 'ebs-admin-list', allowedFor: 'users' },
  { path: '/users/admins/add', rule: 'admins', allowedFor: 'users' },
  { path: '/users/admins/:userId/edit', rule: 'admins', allowedFor: 'users' },
  { path: '/users/admins/:userId/show', rule: 'admins', allowedFor: 'users' },
  { path: '/users/superadmins/add', rule: 'superadminOnly', allowedFor: 'users' },
  { path: '/setup/admins/add', rule: 'superadminOnly', allowedFor: 'setup' },
];
