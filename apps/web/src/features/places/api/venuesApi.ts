import {
  type CreateRoomBody,
  type CreateVenueBody,
  type UpdateRoomBody,
  type UpdateVenueBody,
  type VenueStatus,
  PLACES_ENDPOINTS,
} from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

export interface VenuesQuery {
  page: number;
  pageSize: number;
  search: string;
  /** '' for every status. */
  status: '' | VenueStatus;
}

/**
 * The venues area's queries. Keys come from the endpoints (lib/api/queryKeys.ts): a change to a
 * venue or room refreshes the places domain (the rooms the events filters list included).
 */
export const venuesQuery = (query: VenuesQuery) =>
  endpointQuery(PLACES_ENDPOINTS.venues, {
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
    },
  });

export const venueQuery = (id: string) => endpointQuery(PLACES_ENDPOINTS.venue, { params: { id } });
export const createVenue = (body: CreateVenueBody) => callEndpoint(PLACES_ENDPOINTS.createVenue, { body });
export const updateVenue = (body: UpdateVenueBody) => callEndpoint(PLACES_ENDPOINTS.updateVenue, { body });
export const archiveVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.archiveVenue, { params: { id } });
export const restoreVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.restoreVenue, { params: { id } });
export const removeVenue = (id: string) => callEndpoint(PLACES_ENDPOINTS.removeVenue, { params: { id } });

export const roomQuery = (id: string) => endpointQuery(PLACES_ENDPOINTS.room, { params: { id } });
export const createRoom = (body: CreateRoomBody) => callEndpoint(PLACES_ENDPOINTS.createRoom, { body });
export const updateRoom = (body: UpdateRoomBody) => callEndpoint(PLACES_ENDPOINTS.updateRoom, { body });
export const archiveRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.archiveRoom, { params: { id } });
export const restoreRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.restoreRoom, { params: { id } });
export const removeRoom = (id: string) => callEndpoint(PLACES_ENDPOINTS.removeRoom, { params: { id } });
