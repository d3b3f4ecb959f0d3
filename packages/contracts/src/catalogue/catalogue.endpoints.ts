import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { CATALOG_ITEMS_ENDPOINTS } from './catalog-items.endpoints.js';
import { COURSES_ENDPOINTS } from './courses.endpoints.js';
import {
  learnerCatalogQuerySchema,
  learnerCatalogSchema,
  learnerCatalogUnitParamsSchema,
  learnerCatalogWorkspaceParamsSchema,
} from './learner-home.contract.js';

/** The course catalogue service (02 §7): what is offered to whom. */
export const CATALOGUE_ENDPOINTS = endpointGroup('catalogue', {
  /** The catalogue offered to the signed-in learner, with their enrolment status on each item. */
  learnerCatalog: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/catalog/learner',
    service: 'course-catalogue',
    access: RULES.learnerEnrolment,
    querystring: learnerCatalogQuerySchema,
    response: { 200: learnerCatalogSchema },
    toast: 'silent',
  }),
  /** The same, naming the learner's workspace (must be the token's). */
  learnerCatalogOfWorkspace: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/catalog/learner/:workspaceId',
    service: 'course-catalogue',
    access: RULES.learnerEnrolment,
    params: learnerCatalogWorkspaceParamsSchema,
    querystring: learnerCatalogQuerySchema,
    response: { 200: learnerCatalogSchema },
    toast: 'silent',
  }),
  /** The same, naming the learner's workspace and their own organisation unit. */
  learnerCatalogOfUnit: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/catalog/learner/:workspaceId/:unitId',
    service: 'course-catalogue',
    access: RULES.learnerEnrolment,
    params: learnerCatalogUnitParamsSchema,
    querystring: learnerCatalogQuerySchema,
    response: { 200: learnerCatalogSchema },
    toast: 'silent',
  }),
  ...CATALOG_ITEMS_ENDPOINTS,
  ...COURSES_ENDPOINTS,
});
