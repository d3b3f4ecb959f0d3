import { enrolmentSchema, unresolvedResponseSchema } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

export type RequestOutcome = 'approve' | 'reject';

export const requestKeys = {
  all: ['enrolment-requests'] as const,
  page: (page: number, pageSize: number) => ['enrolment-requests', 'page', page, pageSize] as const,
  count: ['enrolment-requests', 'count'] as const,
};

export const fetchUnresolved = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.unresolvedEnrolments, {
    signal,
    query: { page: String(page), pageSize: String(pageSize) },
    schema: unresolvedResponseSchema,
  });

export const resolveRequest = (id: string, outcome: RequestOutcome) =>
  apiRequest(ENDPOINTS.resolveEnrolment(id, outcome), { method: 'POST', schema: enrolmentSchema });
