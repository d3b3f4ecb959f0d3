import { type EventStatus, EVENTS_ENDPOINTS, PLACES_ENDPOINTS } from '@campus/contracts';
import type { z } from 'zod';
import type {
  createEventBodySchema,
  createOccurrenceBodySchema,
  updateEventBodySchema,
  updateOccurrenceBodySchema,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

export interface EventsQuery {
  page: number;
  pageSize: number;
  search: string;
  typeOfSearch: 'advanced' | 'simple';
  /** '' for every status. */
  status: '' | EventStatus;
  /** Local dates 'YYYY-MM-DD' (London), '' for open. */
  dateFrom: string;
  dateTo: string;
  venueId: string;
  trainerId: string;
}

export interface CalendarQuery {
  dateStart: string;
  dateEnd: string;
  venueId: string;
  trainerId: string;
}

/** The events list's query: the key is the call's (lib/api/queryKeys.ts), so any change to events refreshes it. */
export const eventsListQuery = (query: EventsQuery, filters: { dateFrom?: string; dateTo?: string }) =>
  endpointQuery(EVENTS_ENDPOINTS.listEvents, {
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      typeOfSearch: query.typeOfSearch,
      ...(query.search ? { search: query.search } : {}),
      ...(query.status ? { 'filters[status]': query.status } : {}),
      ...(filters.dateFrom ? { 'filters[dateFrom]': filters.dateFrom } : {}),
      ...(filters.dateTo ? { 'filters[dateTo]': filters.dateTo } : {}),
      ...(query.venueId ? { 'filters[venueIds]': query.venueId } : {}),
      ...(query.trainerId ? { 'filters[trainerIds]': query.trainerId } : {}),
    },
  });

export const calendarQuery = (query: CalendarQuery) =>
  endpointQuery(EVENTS_ENDPOINTS.calendarSessions, {
    query: { dateStart: query.dateStart, dateEnd: query.dateEnd },
    body: {
      filters: {
        venueIds: query.venueId ? [query.venueId] : [],
        trainerIds: query.trainerId ? [query.trainerId] : [],
        eventStatus: [],
      },
    },
  });

/** One event: the wizard, the event page and the session pages share this key. */
export const eventQuery = (id: string) => endpointQuery(EVENTS_ENDPOINTS.event, { params: { id } });
export const eventSessionsQuery = (id: string) => endpointQuery(EVENTS_ENDPOINTS.eventSessions, { params: { id } });
export const sessionQuery = (id: string) => endpointQuery(EVENTS_ENDPOINTS.occurrence, { params: { id } });
export const peopleQuery = (role: 'event_coordinator' | 'trainer') =>
  endpointQuery(EVENTS_ENDPOINTS.profileUsers, { params: { role } });
/** Active rooms the workspace may use, each with its venue: the room pickers and the venue filter. */
export const roomsQuery = () =>
  endpointQuery(PLACES_ENDPOINTS.rooms, { query: { 'filters[status]': 'active', pageSize: '500' } });

export const createEvent = (body: z.input<typeof createEventBodySchema>) =>
  callEndpoint(EVENTS_ENDPOINTS.createEvent, { body });
export const updateEvent = (body: z.input<typeof updateEventBodySchema>) =>
  callEndpoint(EVENTS_ENDPOINTS.updateEvent, { body });
export const createSession = (body: z.input<typeof createOccurrenceBodySchema>) =>
  callEndpoint(EVENTS_ENDPOINTS.createOccurrence, { body });
export const updateSession = (body: z.input<typeof updateOccurrenceBodySchema>) =>
  callEndpoint(EVENTS_ENDPOINTS.updateOccurrence, { body });
export const activateSession = (occurrenceId: string, active: boolean) =>
  callEndpoint(EVENTS_ENDPOINTS.occurrenceActivation, { body: { occurrenceId, active } });
