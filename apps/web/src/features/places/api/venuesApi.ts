import {
  type CreateRoomBody,
  type CreateVenueBody,
  type UpdateRoomBody,
  type UpdateVenueBody,
  type VenueStatus,
  PLACES_ENDPOINTS,
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
  callEndpoint(PLACES_ENDPOINTS.venues, {
    signal,
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
  });

export const fetchVenue = (id: string, signal?: AbortSignal) =>
  callEndpoint(PLACES_ENDPOINTS.venue, { params: { id }, signal });
export const createVenue = (body: CreateVenueBody) => callEndpoint(PLACES_ENDPOINTS.createVenue, { body });
export const updateVenue = (body: UpdateVenueBody) => callEndpoint(PLACES_ENDPOINTS.updateVenue, { body });
export const archiveVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.archiveVenue, { params: { id } });
export const restoreVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.restoreVenue, { params: { id } });
export const removeVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.removeVenue, { params: { id } });

export const fetchRoom = (id: string, signal?: AbortSignal) =>
  callEndpoint(PLACES_ENDPOINTS.room, { params: { id }, signal });
export const createRoom = (body: CreateRoomBody) => callEndpoint(PLACES_ENDPOINTS.createRoom, { body });
export const updateRoom = (body: UpdateRoomBody) => callEndpoint(PLACES_ENDPOINTS.updateRoom, { body });
export const archiveRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.archiveRoom, { params: { id } });
export const restoreRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.restoreRoom, { params: { id } });
export const removeRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.removeRoom, { params: { id } });
