import { PEOPLE_ENDPOINTS } from '@campus/contracts';
import { endpointQuery } from '../../../../lib/api/queryKeys';

export interface UsersQuery {
  page: number;
  pageSize: number;
  search: string;
  /** '' for every status. */
  status: '' | 'active' | 'pending' | 'disabled';
}

/** A page of the people list; the key is the endpoint's, so a change to people refreshes it. */
export const usersQuery = (query: UsersQuery) =>
  endpointQuery(PEOPLE_ENDPOINTS.users, {
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
  });
