import { type BookingFormAnswer, EVENTS_ENDPOINTS, REPORTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

/** The event and session pages' query keys: a change refreshes everything under `all`. */
export const eventViewKeys = {
  all: ['event-view'] as const,
  event: (id: string) => ['event-view', 'event', id] as const,
  sessions: (eventId: string) => ['event-view', 'sessions', eventId] as const,
  session: (id: string) => ['event-view', 'session', id] as const,
  bookings: (sessionId: string) => ['event-view', 'bookings', sessionId] as const,
  people: (eventId: string, search: string, page: number) => ['event-view', 'people', eventId, search, page] as const,
  forCourse: (courseId: string) => ['event-view', 'for-course', courseId] as const,
};

export const fetchEvent = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.event, { params: { id }, signal });
export const fetchEventSessions = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.eventSessions, { params: { id }, signal });
export const fetchSession = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.occurrence, { params: { id }, signal });
export const fetchSessionBookings = (id: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.sessionBookings, { params: { id }, signal });
export const fetchPeopleForBooking = (
  eventId: string,
  query: { search: string; page: number; pageSize: number },
  signal?: AbortSignal,
) =>
  callEndpoint(REPORTS_ENDPOINTS.usersForBooking, {
    params: { id: eventId },
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
    },
    signal,
  });

export const archiveEvent = (id: string) => callEndpoint(EVENTS_ENDPOINTS.archiveEvent, { params: { id } });
export const reactivateEvent = (id: string) => callEndpoint(EVENTS_ENDPOINTS.reactivateEvent, { params: { id } });
export const removeEvent = (id: string) => callEndpoint(EVENTS_ENDPOINTS.removeEvent, { params: { id } });

export const activateSession = (occurrenceId: string, active: boolean) =>
  callEndpoint(EVENTS_ENDPOINTS.occurrenceActivation, { body: { occurrenceId, active } });
export const archiveSession = (occurrenceId: string) =>
  callEndpoint(EVENTS_ENDPOINTS.occurrenceArchivization, { body: { occurrenceId } });
export const cancelSession = (occurrenceId: string, targetOccurrenceId: string | null) =>
  callEndpoint(EVENTS_ENDPOINTS.cancelOccurrence, { body: { occurrenceId, targetOccurrenceId } });

export const answerBooking = (id: string, action: 'cancel' | 'approve' | 'decline', cancellationReason?: string) =>
  callEndpoint(EVENTS_ENDPOINTS.updateBooking, {
    body: { id, action, cancellationReason: cancellationReason ?? null },
  });
/**
 * One person of a bulk booking: a `bookings-bulk` call with one row, so staff book the sessions
 * 03 §4 allows them (draft, running, ended awaiting completion), not only upcoming ones.
 */
export const bookLearner = async (row: { learnerId: string; eventId: string; occurrenceId: string }) => {
  const answer = await callEndpoint(EVENTS_ENDPOINTS.bulkBooking, {
    body: [{ ...row, form: [] as BookingFormAnswer[], invite: false, joinWaitingList: false }],
  });
  const [result] = answer.data;
  if (!result) throw new Error('The booking call answered no row.');
  return result;
};
export const bookAndEnrolLearner = (body: { profileId: string; eventId: string; occurrenceId: string }) =>
  callEndpoint(EVENTS_ENDPOINTS.bookAndEnrol, { body: { ...body, bookingForm: [] } });

export const fetchEventsForCourse = (courseId: string, signal?: AbortSignal) =>
  callEndpoint(EVENTS_ENDPOINTS.eventsForCourse, { params: { id: courseId }, signal });
export const assignCourse = (courseId: string, eventIds: string[]) =>
  callEndpoint(EVENTS_ENDPOINTS.assignCourseToEvents, { params: { id: courseId }, body: { eventIds } });
