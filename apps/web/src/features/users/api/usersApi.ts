import { usersListResponseSchema } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

export interface UsersQuery {
  page: number;
  pageSize: number;
  search: string;
  /** '' for every status. */
  status: '' | 'active' | 'pending' | 'disabled';
}

export const usersKeys = { list: (query: UsersQuery) => ['users', 'list', query] as const };

export const fetchUsers = (query: UsersQuery, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.users, {
    signal,
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
    schema: usersListResponseSchema,
  });
