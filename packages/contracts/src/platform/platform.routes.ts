import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for the workspace list, organisation units and groups, customers, site settings and workspaces, the archive, the audit log and achievements. Gathered by routes/route-table.ts. */
export const PLATFORM_ROUTES: readonly RouteDefinition[] = [
  { path: '/lms/user/workspaces', rule: 'firstStage', name: 'lms-user-workspace-list' },
  { path: '/users/org-units/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/users/groups/edit', rule: 'userAdministration', allowedFor: 'users' },
  { path: '/setup/customers', rule: 'superadminOnly', allowedFor: 'setup' },
  {
    path: '/setup/customers/add',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps details, contacts, options, services, workspaces',
  },
  {
    path: '/setup/customers/:id/edit',
    rule: 'superadminOnly',
    allowedFor: 'setup',
    notes: 'steps details, contacts, options, services, email-senders, workspaces',
  },
  { path: '/setup/customers/:customerId/contact/add', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/customers/:customerId/contact/:contactId/edit', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/customers/:customerId/services/:serviceKey/edit', rule: 'superadminOnly', allowedFor: 'setup' },
  {
    path: '/setup/site-settings/:id/edit',
    rule: 'siteSettings',
    allowedFor: 'setup',
    notes:
      'steps details, appearance, onboarding, footer, certificates, custom-fields, self-registration, feedback-forms, services, api-integration',
  },
  { path: '/setup/site-settings/:id/edit/feedback-forms/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/site-settings/:id/edit/feedback-forms/:feedbackFormId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/workspaces', rule: 'workspaces', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/add',
    rule: 'workspaces',
    allowedFor: 'setup',
    notes: 'steps as site settings without api-integration',
  },
  {
    path: '/setup/workspaces/:id/edit',
    rule: 'workspaces',
    allowedFor: 'setup',
    notes: 'steps as site settings plus api-integration',
  },
  { path: '/setup/workspaces/:workspaceId/edit/feedback-forms/add', rule: 'workspaceSubPages', allowedFor: 'setup' },
  {
    path: '/setup/workspaces/:workspaceId/edit/feedback-forms/:feedbackFormId/edit',
    rule: 'workspaceSubPages',
    allowedFor: 'setup',
  },
  { path: '/setup/archived', rule: 'superadminOnly', allowedFor: 'setup' },
  { path: '/setup/audit-log', rule: 'auditLog', allowedFor: 'setup' },
  { path: '/setup/achievements', rule: 'achievements', allowedFor: 'setup' },
  { path: '/setup/achievements/add', rule: 'achievements', allowedFor: 'setup', notes: 'steps details, rules, reward' },
  {
    path: '/setup/achievements/:id/edit',
    rule: 'achievements',
    allowedFor: 'setup',
    notes: 'steps details, rules, reward',
  },
  { path: '/setup/user/reward/add', rule: 'achievements', allowedFor: 'setup' },
  { path: '/setup/achievements/:id/reward/edit', rule: 'achievements', allowedFor: 'setup' },
];
