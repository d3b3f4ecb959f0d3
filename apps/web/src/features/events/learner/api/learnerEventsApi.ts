import {
  endpointPath,
  type BookingFormAnswer,
  type LearnerSessionState,
  type TrainerSessionState,
  EVENTS_ENDPOINTS,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { downloadFile, fileNameOf } from '../../../../lib/api/downloadFile';

/** The learner's side of events: a change to a booking or a waiting place refreshes everything under `all`. */
export const learnerEventKeys = {
  all: ['learner-events'] as const,
  states: (query: LearnerStatesQuery) => ['learner-events', 'states', query] as const,
  event: (eventId: string) => ['learner-events', 'event', eventId] as const,
  trainer: (query: TrainerStatesQuery) => ['learner-events', 'trainer', query] as const,
};

export interface LearnerStatesQuery {
  state: LearnerSessionState;
  page: number;
  pageSize: number;
  sortDirection: 'asc' | 'desc';
}

export interface TrainerStatesQuery {
  state: 'active' | TrainerSessionState;
  page: number;
  pageSize: number;
  sortDirection: 'asc' | 'desc';
}

export const fetchLearnerSessions = (query: LearnerStatesQuery, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.learnerSessionStates, {
    signal,
    query: {
      'filters[state]': query.state,
      sortBy: 'dateStart',
      sortDirection: query.sortDirection,
      page: String(query.page),
      pageSize: String(query.pageSize),
    },
  });

/** One event's sessions as offered to the learner (100: the most a page holds). */
export const fetchEventSessions = (eventId: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.learnerSessionStates, {
    signal,
    query: { 'filters[eventId]': eventId, sortBy: 'dateStart', sortDirection: 'asc', page: '1', pageSize: '100' },
  });

export const fetchTrainerSessions = (query: TrainerStatesQuery, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.trainerSessionStates, {
    signal,
    query: {
      'filters[state]': query.state,
      sortBy: 'dateStart',
      sortDirection: query.sortDirection,
      page: String(query.page),
      pageSize: String(query.pageSize),
    },
  });

export interface SessionRef {
  learnerId: string;
  eventId: string;
  occurrenceId: string;
}

export const validateBooking = (ref: SessionRef) => callEndpoint(EVENTS_ENDPOINTS.validateBooking, { body: ref });
export const bookSession = (ref: SessionRef, form: BookingFormAnswer[]) =>
  callEndpoint(EVENTS_ENDPOINTS.createBooking, { body: { ...ref, form, joinWaitingList: false } });
export const cancelBooking = (id: string, cancellationReason: string | null) =>
  callEndpoint(EVENTS_ENDPOINTS.updateBooking, { body: { id, action: 'cancel', cancellationReason } });
export const declinePromotion = (id: string) =>
  callEndpoint(EVENTS_ENDPOINTS.updateBooking, { body: { id, action: 'decline', cancellationReason: null } });
export const joinWaitingList = (ref: SessionRef) =>
  callEndpoint(EVENTS_ENDPOINTS.joinWaitingList, {
    body: { learnerId: ref.learnerId, occurrenceId: ref.occurrenceId },
  });
export const leaveWaitingList = (id: string) => callEndpoint(EVENTS_ENDPOINTS.leaveWaitingList, { params: { id } });

/**
 * The session's calendar file (`GET /api/classroom/dashboard/ical/{id}`, 03 §7), fetched with the
 * session's token and saved as `<event>.ics`.
 */
export const downloadCalendarFile = (sessionId: string, eventName: string) =>
  downloadFile(endpointPath(EVENTS_ENDPOINTS.dashboardIcal, { id: sessionId }), `${fileNameOf(eventName)}.ics`);
