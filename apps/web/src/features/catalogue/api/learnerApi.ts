import { CATALOGUE_ENDPOINTS, ENROLMENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

/** A start page shows one page of each; the learner's lists are short. */
const START_PAGE_SIZE = '50';

/**
 * The learner's start page lists, keyed by their endpoints (lib/api/queryKeys.ts). The token's
 * workspace decides the answer, so it names the entry (`session`).
 */
export const myEnrolmentsQuery = (workspaceId: string | null) =>
  endpointQuery(ENROLMENTS_ENDPOINTS.myEnrolments, { query: { page: '1', pageSize: START_PAGE_SIZE } }, workspaceId);

export const learnerCatalogueQuery = (workspaceId: string | null) =>
  endpointQuery(CATALOGUE_ENDPOINTS.learnerCatalog, { query: { page: '1', pageSize: START_PAGE_SIZE } }, workspaceId);

export const enrolOn = (catalogItemId: string) =>
  callEndpoint(ENROLMENTS_ENDPOINTS.enrol, { body: { catalogItem: catalogItemId } });
