import {
  type CreateRoomBody,
  type CreateVenueBody,
  type UpdateRoomBody,
  type UpdateVenueBody,
  type VenueStatus,
  CLASSROOM_ENDPOINTS,
} from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

export interface VenuesQuery {
  page: number;
  pageSize: number;
  search: string;
  /** '' for every status. */
  status: '' | VenueStatus;
}

/** The venues area's query keys: a change to a venue or room refreshes everything under `all`. */
export const venueKeys = {
  all: ['venues'] as const,
  list: (query: VenuesQuery) => ['venues', 'list', query] as const,
  venue: (id: string) => ['venues', 'venue', id] as const,
  room: (id: string) => ['venues', 'room', id] as const,
};

export const fetchVenues = (query: VenuesQuery, signal?: AbortSignal) =>
  callEndpoint(CLASSROOM_ENDPOINTS.venues, {
    signal,
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
  });

export const fetchVenue = (id: string, signal?: AbortSignal) =>
  callEndpoint(CLASSROOM_ENDPOINTS.venue, { params: { id }, signal });
export const createVenue = (body: CreateVenueBody) => callEndpoint(CLASSROOM_ENDPOINTS.createVenue, { body });
export const updateVenue = (body: UpdateVenueBody) => callEndpoint(CLASSROOM_ENDPOINTS.updateVenue, { body });
export const archiveVenue = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.archiveVenue, { params: { id } });
export const restoreVenue = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.restoreVenue, { params: { id } });
export const removeVenue = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.removeVenue, { params: { id } });

export const fetchRoom = (id: string, signal?: AbortSignal) =>
  callEndpoint(CLASSROOM_ENDPOINTS.room, { params: { id }, signal });
export const createRoom = (body: CreateRoomBody) => callEndpoint(CLASSROOM_ENDPOINTS.createRoom, { body });
export const updateRoom = (body: UpdateRoomBody) => callEndpoint(CLASSROOM_ENDPOINTS.updateRoom, { body });
export const archiveRoom = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.archiveRoom, { params: { id } });
export const restoreRoom = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.restoreRoom, { params: { id } });
export const removeRoom = (id: string) => callEndpoint(CLASSROOM_ENDPOINTS.removeRoom, { params: { id } });
