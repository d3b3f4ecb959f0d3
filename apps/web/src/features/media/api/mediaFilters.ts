import { MEDIA_KINDS, type MediaKind } from '@campus/contracts';
import { PATHS } from '../../../lib/navigation/paths';
import type { MediaFilters } from './mediaApi';

/** The list's filters live in the address (?search=&type=&page=), so Back and the edit page keep them. */
export function mediaFiltersOf(params: URLSearchParams): MediaFilters & { page: number } {
  const type = params.get('type');
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    type: (MEDIA_KINDS as readonly string[]).includes(type ?? '') ? (type as MediaKind) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of the filters (and page), empty parts left out; '' or '?…'. */
export function mediaQueryString(filters: MediaFilters & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** An item's edit page, keeping the list's filters so previous and next follow the same list. */
export const mediaEditPath = (id: string, filters: MediaFilters) =>
  `${PATHS.mediaLibrary}/edit/${encodeURIComponent(id)}${mediaQueryString(filters)}`;
