import { type CreateMediaRequest, type MediaKind, type UpdateMediaRequest, MEDIA_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

/** The list's filters as the screens keep them (and pass to an item, for its siblings). */
export interface MediaFilters {
  search: string;
  type: MediaKind | null;
}

export const mediaKeys = {
  all: ['media-library'] as const,
  list: (filters: MediaFilters, page: number, pageSize: number) =>
    ['media-library', 'list', filters.search, filters.type, page, pageSize] as const,
  item: (id: string, filters: MediaFilters) => ['media-library', 'item', id, filters.search, filters.type] as const,
};

const filterQuery = ({ search, type }: MediaFilters) => ({
  ...(search.trim() && { search: search.trim() }),
  ...(type && { type }),
});

export const fetchMedia = (filters: MediaFilters, page: number, pageSize: number, signal?: AbortSignal) =>
  callEndpoint(MEDIA_ENDPOINTS.mediaList, {
    signal,
    query: { ...filterQuery(filters), page: String(page), pageSize: String(pageSize) },
  });

export const fetchMediaItem = (id: string, filters: MediaFilters, signal?: AbortSignal) =>
  callEndpoint(MEDIA_ENDPOINTS.mediaItem, { signal, params: { id }, query: filterQuery(filters) });

export const createMedia = (body: CreateMediaRequest) => callEndpoint(MEDIA_ENDPOINTS.createMedia, { body });

export const updateMedia = (body: UpdateMediaRequest) => callEndpoint(MEDIA_ENDPOINTS.updateMedia, { body });

export const deleteMedia = (ids: readonly string[]) =>
  ids.length === 1
    ? callEndpoint(MEDIA_ENDPOINTS.deleteMediaItem, { params: { id: ids[0] as string } })
    : callEndpoint(MEDIA_ENDPOINTS.deleteMedia, { body: { files: [...ids] } });
