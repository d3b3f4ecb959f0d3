import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { CATALOG_ITEMS_ENDPOINTS } from './catalog-items.endpoints.js';
import { learnerCatalogQuerySchema, learnerCatalogSchema } from './learner-home.contract.js';

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
  ...CATALOG_ITEMS_ENDPOINTS,
});
