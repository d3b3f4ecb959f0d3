import { type BookingFormAnswer, EVENTS_ENDPOINTS, REPORTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/**
 * The event and session pages' queries. Their keys come from the endpoints (lib/api/queryKeys.ts):
 * the event page and the event wizard share one entry per event, and a change refreshes the domain.
 */
export { eventQuery, eventSessionsQuery, sessionQuery } from '../../staff/api/eventsApi';
export const sessionBookingsQuery = (id: string) => endpointQuery(EVENTS_ENDPOINTS.sessionBookings, { params: { id } });
export const peopleForBookingQuery = (eventId: string, query: { search: string; page: number; pageSize: number }) =>
  endpointQuery(REPORTS_ENDPOINTS.usersForBooking, {
    params: { id: eventId },
    query: {
      page: String(query.page),
      pageSize: String(query.pageSize),
      ...(query.search ? { search: query.search } : {}),
    },
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

export const eventsForCourseQuery = (courseId: string) =>
  endpointQuery(EVENTS_ENDPOINTS.eventsForCourse, { params: { id: courseId } });
export const assignCourse = (courseId: string, eventIds: string[]) =>
  callEndpoint(EVENTS_ENDPOINTS.assignCourseToEvents, { params: { id: courseId }, body: { eventIds } });
