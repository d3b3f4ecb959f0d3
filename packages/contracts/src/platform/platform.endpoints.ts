import { z } from 'zod';
import { RULES } from '../access.js';
import { workspaceBrandingSchema } from '../catalogue/learner-home.contract.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { clientConfigSchema } from '../identity/old-system.contract.js';
import { idParamSchema, workspaceSchema } from './workspaces.contract.js';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.number().int(),
});

export const customerOptionsSchema = z.object({ hideEventsCatalogue: z.boolean() });

/** Campus's own calls: liveness, readiness and the web app's configuration. */
const SYSTEM_ENDPOINTS = endpointGroup('platform', {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    service: 'system',
    access: RULES.open,
    response: { 200: healthSchema },
    toast: 'generic',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    service: 'system',
    access: RULES.open,
    response: { 200: readySchema, 503: readySchema },
    toast: 'generic',
  }),
  clientConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    service: 'system',
    access: RULES.open,
    response: { 200: clientConfigSchema },
    toast: 'generic',
  }),
});

/** Workspaces and customers (01 §3; 03 §2). */
const WORKSPACE_ENDPOINTS = endpointGroup('platform', {
  workspace: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/workspaces/:id',
    service: 'subscription-manager',
    access: RULES.session,
    params: idParamSchema,
    response: { 200: workspaceSchema },
    toast: 'generic',
  }),
  /** Open: a workspace's name, logo and colours for its sign-in page (active workspaces only). */
  workspaceBranding: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/workspaces/:id/branding',
    service: 'subscription-manager',
    access: RULES.open,
    params: idParamSchema,
    response: { 200: workspaceBrandingSchema },
    toast: 'silent',
  }),
  customerOptions: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/customer/:id/options',
    service: 'subscription-manager',
    access: RULES.session,
    params: idParamSchema,
    response: { 200: customerOptionsSchema },
    toast: 'generic',
  }),
});

export const PLATFORM_ENDPOINTS = { ...SYSTEM_ENDPOINTS, ...WORKSPACE_ENDPOINTS } as const;
