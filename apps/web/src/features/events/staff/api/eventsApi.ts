import { type EventStatus, EVENTS_ENDPOINTS, PLACES_ENDPOINTS } from '@campus/contracts';
import type { z } from 'zod';
import type {
  createEventBodySchema,
  createOccurrenceBodySchema,
  updateEventBodySchema,
  updateOccurrenceBodySchema,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

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

/** The events area's query keys: any change to an event or session refreshes everything under `all`. */
export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventsQuery) => ['events', 'list', query] as const,
  calendar: (query: CalendarQuery) => ['events', 'calendar', query] as const,
  event: (id: string) => ['events', 'event', id] as const,
  sessions: (eventId: string) => ['events', 'sessions', eventId] as const,
  session: (id: string) => ['events', 'session', id] as const,
  people: (role: 'event_coordinator' | 'trainer') => ['events', 'people', role] as const,
  rooms: ['events', 'rooms'] as const,
};

export const fetchEvents = (
  query: EventsQuery,
  filters: { dateFrom?: string; dateTo?: string },
  signal?: AbortSignal,
) =>
  callEndpoint(EVENTS_ENDPOINTS.listEvents, {
    signal,
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

export const fetchCalendar = (query: CalendarQuery, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.calendarSessions, {
    signal,
    query: { dateStart: query.dateStart, dateEnd: query.dateEnd },
    body: {
      filters: {
        venueIds: query.venueId ? [query.venueId] : [],
        trainerIds: query.trainerId ? [query.trainerId] : [],
        eventStatus: [],
      },
    },
  });

export const fetchEvent = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.event, { params: { id }, signal });
export const fetchEventSessions = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.eventSessions, { params: { id }, signal });
export const fetchSession = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.occurrence, { params: { id }, signal });
export const fetchPeople = (role: 'event_coordinator' | 'trainer', signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.profileUsers, { params: { role }, signal });
/** Active rooms the workspace may use, each with its venue: the room pickers and the venue filter. */
export const fetchRooms = (signal?: AbortSignal) =>
  callEndpoint(PLACES_ENDPOINTS.rooms, { signal, query: { 'filters[status]': 'active', pageSize: '500' } });

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
