import { PEOPLE_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

export interface UsersQuery {
  page: number;
  pageSize: number;
  search: string;
  /** '' for every status. */
  status: '' | 'active' | 'pending' | 'disabled';
}

export const usersKeys = { list: (query: UsersQuery) => ['users', 'list', query] as const };

export const fetchUsers = (query: UsersQuery, signal?: AbortSignal) =>
  callEndpoint(PEOPLE_ENDPOINTS.users, {
    signal,
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
  });
