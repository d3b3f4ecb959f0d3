import { ADMIN_ENROLMENTS_ENDPOINTS, CATALOGUE_ENDPOINTS, ENROLMENTS_ENDPOINTS } from '@campus/contracts';
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

/** The browse screen's page of the learner's catalogue (search, enrolment filter, paging). */
export interface BrowseQuery {
  page: number;
  pageSize: number;
  search: string;
  showEnrolmentsFor: 'all' | 'enrolled' | 'notEnrolled';
  /** One label the courses must carry ('' for any). */
  label: string;
}

export const browseCatalogueQuery = (workspaceId: string | null, query: BrowseQuery) =>
  endpointQuery(
    CATALOGUE_ENDPOINTS.learnerCatalog,
    {
      query: {
        page: String(query.page),
        pageSize: String(query.pageSize),
        showEnrolmentsFor: query.showEnrolmentsFor,
        ...(query.search && { search: query.search }),
        ...(query.label && { 'filters[labels]': query.label }),
      },
    },
    workspaceId,
  );

/** One course as the learner sees it: details, the tree of their version and their progress. */
export const learnerCourseQuery = (workspaceId: string | null, catalogItemId: string, enrolmentId?: string) =>
  endpointQuery(
    ENROLMENTS_ENDPOINTS.learnerCourse,
    { params: { catalogItemId }, query: enrolmentId ? { enrolmentId } : {} },
    workspaceId,
  );

export const cancelEnrolment = (id: string) => callEndpoint(ENROLMENTS_ENDPOINTS.cancelEnrolment, { params: { id } });

/** The courses the learner has completed at least once (02 §5: completed lists newest first). */
export const completionsQuery = (workspaceId: string | null, page: number, pageSize: number) =>
  endpointQuery(
    ADMIN_ENROLMENTS_ENDPOINTS.ownUserEnrolments,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        'filters[completed]': 'true',
        sortBy: 'lastCompletion',
        sortDirection: 'desc',
      },
    },
    workspaceId,
  );
