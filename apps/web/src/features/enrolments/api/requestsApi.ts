import { ENROLMENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

export type RequestOutcome = 'approve' | 'reject';

export const requestKeys = {
  all: ['enrolment-requests'] as const,
  page: (page: number, pageSize: number) => ['enrolment-requests', 'page', page, pageSize] as const,
  count: ['enrolment-requests', 'count'] as const,
};

export const fetchUnresolved = (page: number, pageSize: number, signal?: AbortSignal) =>
  callEndpoint(ENROLMENTS_ENDPOINTS.unresolvedEnrolments, {
    signal,
    query: { page: String(page), pageSize: String(pageSize) },
  });

export const resolveRequest = (id: string, outcome: RequestOutcome) =>
  callEndpoint(outcome === 'approve' ? ENROLMENTS_ENDPOINTS.approveEnrolment : ENROLMENTS_ENDPOINTS.rejectEnrolment, {
    params: { id },
  });
