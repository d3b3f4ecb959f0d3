import { type CreateMediaRequest, type MediaKind, type UpdateMediaRequest, MEDIA_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

/** The list's filters as the screens keep them (and pass to an item, for its siblings). */
export interface MediaFilters {
  search: string;
  type: MediaKind | null;
}

const filterQuery = ({ search, type }: MediaFilters) => ({
  ...(search.trim() && { search: search.trim() }),
  ...(type && { type }),
});

/**
 * The library's queries. Keys come from the endpoints (lib/api/queryKeys.ts): a change refreshes
 * the media domain. The list's answer is also handed to the picker as it arrives (MediaBrowser).
 */
export const mediaListQuery = (filters: MediaFilters, page: number, pageSize: number) =>
  endpointQuery(MEDIA_ENDPOINTS.mediaList, {
    query: { ...filterQuery(filters), page: String(page), pageSize: String(pageSize) },
  });

/** One item, with its neighbours under the list's filters. */
export const mediaItemQuery = (id: string, filters: MediaFilters) =>
  endpointQuery(MEDIA_ENDPOINTS.mediaItem, { params: { id }, query: filterQuery(filters) });

export const createMedia = (body: CreateMediaRequest) => callEndpoint(MEDIA_ENDPOINTS.createMedia, { body });

export const updateMedia = (body: UpdateMediaRequest) => callEndpoint(MEDIA_ENDPOINTS.updateMedia, { body });

export const deleteMedia = (ids: readonly string[]) =>
  ids.length === 1
    ? callEndpoint(MEDIA_ENDPOINTS.deleteMediaItem, { params: { id: ids[0] as string } })
    : callEndpoint(MEDIA_ENDPOINTS.deleteMedia, { body: { files: [...ids] } });
