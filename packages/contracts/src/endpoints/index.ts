import type { EndpointDefinition } from '../endpoint.js';
import { CATALOGUE_ENDPOINTS } from '../catalogue/catalogue.endpoints.js';
import { ENROLMENTS_ENDPOINTS } from '../enrolments/enrolments.endpoints.js';
import { ADMIN_ENROLMENTS_ENDPOINTS } from '../enrolments/admin-enrolments.endpoints.js';
import { EVENTS_ENDPOINTS } from '../events/events.endpoints.js';
import { IDENTITY_ENDPOINTS } from '../identity/identity.endpoints.js';
import { MEDIA_ENDPOINTS } from '../media/media.endpoints.js';
import { PEOPLE_ENDPOINTS } from '../people/people.endpoints.js';
import { PLACES_ENDPOINTS } from '../places/places.endpoints.js';
import { PLATFORM_ENDPOINTS } from '../platform/platform.endpoints.js';
import { SCORM_ENDPOINTS } from '../scorm/scorm.endpoints.js';
import { SCORM_PLAYER_ENDPOINTS } from '../scorm/scorm-player.endpoints.js';
import { SCORM_CONNECTOR_ENDPOINTS } from '../scorm/scorm-connectors.endpoints.js';
import { REPORTS_ENDPOINTS } from '../reports/reports.endpoints.js';
import { TRAINERS_ENDPOINTS } from '../trainers/trainers.endpoints.js';

export * from '../catalogue/catalogue.endpoints.js';
export * from '../enrolments/enrolments.endpoints.js';
export * from '../enrolments/admin-enrolments.endpoints.js';
export * from '../events/events.endpoints.js';
export * from '../identity/identity.endpoints.js';
export * from '../media/media.endpoints.js';
export * from '../people/people.endpoints.js';
export * from '../places/places.endpoints.js';
export * from '../platform/platform.endpoints.js';
export * from '../reports/reports.endpoints.js';
export * from '../scorm/scorm.endpoints.js';
export * from '../scorm/scorm-player.endpoints.js';
export * from '../scorm/scorm-connectors.endpoints.js';
export * from '../trainers/trainers.endpoints.js';

/**
 * Every endpoint the server serves under /api, each declared once (decision 0021), gathered from
 * the domains' endpoint groups (`<domain>/<domain>.endpoints.ts`): one line per domain.
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...IDENTITY_ENDPOINTS,
  ...PEOPLE_ENDPOINTS,
  ...MEDIA_ENDPOINTS,
  ...ENROLMENTS_ENDPOINTS,
  ...ADMIN_ENROLMENTS_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...SCORM_ENDPOINTS,
  ...SCORM_PLAYER_ENDPOINTS,
  ...SCORM_CONNECTOR_ENDPOINTS,
  ...PLACES_ENDPOINTS,
  ...EVENTS_ENDPOINTS,
  ...TRAINERS_ENDPOINTS,
  ...REPORTS_ENDPOINTS,
} as const;

export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(ENDPOINTS);
