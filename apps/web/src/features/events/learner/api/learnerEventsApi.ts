import {
  endpointPath,
  type BookingFormAnswer,
  type LearnerSessionState,
  type TrainerSessionState,
  EVENTS_ENDPOINTS,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';
import { downloadFile, fileNameOf } from '../../../../lib/api/downloadFile';

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

/**
 * The learner's side of events. Keys come from the endpoints (lib/api/queryKeys.ts): a change to
 * a booking, a waiting place or the event itself refreshes the events domain, these included.
 */
export const learnerSessionsQuery = (query: LearnerStatesQuery) =>
  endpointQuery(EVENTS_ENDPOINTS.learnerSessionStates, {
    query: {
      'filters[state]': query.state,
      sortBy: 'dateStart',
      sortDirection: query.sortDirection,
      page: String(query.page),
      pageSize: String(query.pageSize),
    },
  });

/** One event's sessions as offered to the learner (100: the most a page holds). */
export const offeredSessionsQuery = (eventId: string) =>
  endpointQuery(EVENTS_ENDPOINTS.learnerSessionStates, {
    query: { 'filters[eventId]': eventId, sortBy: 'dateStart', sortDirection: 'asc', page: '1', pageSize: '100' },
  });

export const trainerSessionsQuery = (query: TrainerStatesQuery) =>
  endpointQuery(EVENTS_ENDPOINTS.trainerSessionStates, {
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
