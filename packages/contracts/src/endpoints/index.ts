import type { EndpointDefinition } from '../endpoint.js';
import { CLASSROOM_ENDPOINTS } from '../places/places.endpoints.js';
import { CLASSROOM_EVENTS_ENDPOINTS } from '../events/events.endpoints.js';
import { EVENT_VIEW_ENDPOINTS } from '../events/event-view.endpoints.js';
import { CLASSROOM_EVENT_OPERATIONS_ENDPOINTS } from '../events/event-operations.endpoints.js';
import { CLASSROOM_CALENDAR_ENDPOINTS } from '../events/calendar.endpoints.js';
import { COURSE_CATALOGUE_ENDPOINTS } from '../catalogue/catalogue.endpoints.js';
import { MEDIA_LIBRARY_ENDPOINTS } from '../media/media.endpoints.js';
import { SELF_REGISTRATION_ENDPOINTS } from '../identity/self-registration.endpoints.js';
import { LEARNING_ACTIVITIES_ENDPOINTS } from '../enrolments/enrolments.endpoints.js';
import { FILE_STORAGE_ENDPOINTS, SYSTEM_ENDPOINTS } from '../platform/platform.endpoints.js';
import { SSO_ACCOUNT_ENDPOINTS } from '../identity/account.endpoints.js';
import { SSO_AUTH_ENDPOINTS } from '../identity/identity.endpoints.js';
import { SSO_USERS_ENDPOINTS } from '../people/people.endpoints.js';
import { SUBSCRIPTION_MANAGER_ENDPOINTS } from '../identity/saml.endpoints.js';

export * from '../places/places.endpoints.js';
export * from '../events/events.endpoints.js';
export * from '../events/event-view.endpoints.js';
export * from '../events/event-operations.endpoints.js';
export * from '../events/calendar.endpoints.js';
export * from '../catalogue/catalogue.endpoints.js';
export * from '../enrolments/enrolments.endpoints.js';
export * from '../media/media.endpoints.js';
export * from '../platform/platform.endpoints.js';
export * from '../identity/self-registration.endpoints.js';
export * from '../identity/account.endpoints.js';
export * from '../identity/identity.endpoints.js';
export * from '../people/people.endpoints.js';
export * from '../identity/saml.endpoints.js';

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
