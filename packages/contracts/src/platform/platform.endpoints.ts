import { z } from 'zod';
import { RULES } from '../access.js';
import { workspaceBrandingSchema } from '../catalogue/learner-home.contract.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { clientConfigSchema } from '../identity/old-system.contract.js';
import {
  groupSuggestedCoursesBodySchema,
  groupWithCoursesSchema,
  groupsWithCoursesSchema,
  unitsWithCoursesSchema,
} from './suggested-courses.contract.js';
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

const workspaceIdParamsSchema = z.object({ workspaceId: z.uuid() });

/**
 * Courses suggested to groups and units (03 §3, §7 Groups): the people's administrators of the
 * workspace (superadmin, its customer's site admins, its user administrators).
 */
const SUGGESTED_COURSES_ENDPOINTS = endpointGroup('platform', {
  groupSuggestedCourses: defineEndpoint({
    method: 'PATCH',
    path: '/api/sso/workspace-group/suggested-courses/:id',
    service: 'sso',
    access: RULES.userAdministration,
    params: idParamSchema,
    body: groupSuggestedCoursesBodySchema,
    response: { 200: groupWithCoursesSchema },
    toast: 'generic',
  }),
  groupsWithCourses: defineEndpoint({
    method: 'GET',
    path: '/api/sso/workspace-groups-with-courses/:workspaceId',
    service: 'sso',
    access: RULES.userAdministration,
    params: workspaceIdParamsSchema,
    response: { 200: groupsWithCoursesSchema },
    toast: 'generic',
  }),
  unitsWithCourses: defineEndpoint({
    method: 'GET',
    path: '/api/subscription-manager/unit-with-courses/:workspaceId',
    service: 'subscription-manager',
    access: RULES.userAdministration,
    params: workspaceIdParamsSchema,
    response: { 200: unitsWithCoursesSchema },
    toast: 'generic',
  }),
});

export const PLATFORM_ENDPOINTS = {
  ...SYSTEM_ENDPOINTS,
  ...WORKSPACE_ENDPOINTS,
  ...SUGGESTED_COURSES_ENDPOINTS,
} as const;
