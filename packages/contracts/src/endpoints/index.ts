import type { EndpointDefinition } from '../endpoint.js';
import { CLASSROOM_ENDPOINTS } from './classroom.endpoints.js';
import { CLASSROOM_EVENTS_ENDPOINTS } from './classroom-events.endpoints.js';
import { EVENT_VIEW_ENDPOINTS } from './event-view.endpoints.js';
import { CLASSROOM_EVENT_OPERATIONS_ENDPOINTS } from './classroom-event-operations.endpoints.js';
import { CLASSROOM_CALENDAR_ENDPOINTS } from './classroom-calendar.endpoints.js';
import { COURSE_CATALOGUE_ENDPOINTS } from './course-catalogue.endpoints.js';
import { MEDIA_LIBRARY_ENDPOINTS } from './media-library.endpoints.js';
import { SELF_REGISTRATION_ENDPOINTS } from './self-registration.endpoints.js';
import { LEARNING_ACTIVITIES_ENDPOINTS } from './learning-activities.endpoints.js';
import { FILE_STORAGE_ENDPOINTS, SYSTEM_ENDPOINTS } from './platform.endpoints.js';
import { SSO_ACCOUNT_ENDPOINTS } from './sso-account.endpoints.js';
import { SSO_AUTH_ENDPOINTS } from './sso-auth.endpoints.js';
import { SSO_USERS_ENDPOINTS } from './sso-users.endpoints.js';
import { SUBSCRIPTION_MANAGER_ENDPOINTS } from './subscription-manager.endpoints.js';

export * from './classroom.endpoints.js';
export * from './classroom-events.endpoints.js';
export * from './event-view.endpoints.js';
export * from './classroom-event-operations.endpoints.js';
export * from './classroom-calendar.endpoints.js';
export * from './course-catalogue.endpoints.js';
export * from './learning-activities.endpoints.js';
export * from './media-library.endpoints.js';
export * from './platform.endpoints.js';
export * from './self-registration.endpoints.js';
export * from './sso-account.endpoints.js';
export * from './sso-auth.endpoints.js';
export * from './sso-users.endpoints.js';
export * from './subscription-manager.endpoints.js';

/** Every endpoint the server serves under /api, each declared once (decision 0021). */
export const ENDPOINTS = {
  ...SYSTEM_ENDPOINTS,
  ...SSO_AUTH_ENDPOINTS,
  ...SSO_ACCOUNT_ENDPOINTS,
  ...SSO_USERS_ENDPOINTS,
  ...SELF_REGISTRATION_ENDPOINTS,
  ...SUBSCRIPTION_MANAGER_ENDPOINTS,
  ...FILE_STORAGE_ENDPOINTS,
  ...MEDIA_LIBRARY_ENDPOINTS,
  ...LEARNING_ACTIVITIES_ENDPOINTS,
  ...COURSE_CATALOGUE_ENDPOINTS,
  ...CLASSROOM_ENDPOINTS,
  ...CLASSROOM_EVENTS_ENDPOINTS,
  ...EVENT_VIEW_ENDPOINTS,
  ...CLASSROOM_EVENT_OPERATIONS_ENDPOINTS,
  ...CLASSROOM_CALENDAR_ENDPOINTS,
} as const;

export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(ENDPOINTS);
