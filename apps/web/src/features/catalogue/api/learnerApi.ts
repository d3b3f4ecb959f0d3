import { CATALOGUE_ENDPOINTS, ENROLMENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

/** A start page shows one page of each; the learner's lists are short. */
const START_PAGE_SIZE = '50';

export const learnerKeys = {
  all: ['learner'] as const,
  enrolments: (workspaceId: string | null) => ['learner', 'enrolments', workspaceId] as const,
  catalogue: (workspaceId: string | null) => ['learner', 'catalogue', workspaceId] as const,
};

export const fetchMyEnrolments = (signal?: AbortSignal) =>
  callEndpoint(ENROLMENTS_ENDPOINTS.myEnrolments, { signal, query: { page: '1', pageSize: START_PAGE_SIZE } });

export const fetchLearnerCatalogue = (signal?: AbortSignal) =>
  callEndpoint(CATALOGUE_ENDPOINTS.learnerCatalog, { signal, query: { page: '1', pageSize: START_PAGE_SIZE } });

export const enrolOn = (catalogItemId: string) =>
  callEndpoint(ENROLMENTS_ENDPOINTS.enrol, { body: { catalogItem: catalogItemId } });
