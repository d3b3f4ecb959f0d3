import { ENROLMENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

export type RequestOutcome = 'approve' | 'reject';

/** A page of requests waiting; the key is the endpoint's, so resolving one refreshes the enrolments domain. */
export const unresolvedQuery = (page: number, pageSize: number) =>
  endpointQuery(ENROLMENTS_ENDPOINTS.unresolvedEnrolments, {
    query: { page: String(page), pageSize: String(pageSize) },
  });

export const resolveRequest = (id: string, outcome: RequestOutcome) =>
  callEndpoint(outcome === 'approve' ? ENROLMENTS_ENDPOINTS.approveEnrolment : ENROLMENTS_ENDPOINTS.rejectEnrolment, {
    params: { id },
  });
