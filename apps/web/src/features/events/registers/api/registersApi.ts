import { EVENTS_ENDPOINTS, type RegisterRow, type SummaryRow } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/**
 * Registers, summaries and trainer feedback (03 §7). Keys come from the endpoints
 * (lib/api/queryKeys.ts), under the events domain: a commit refreshes the session page, the
 * dashboards and the learner's views with `invalidateDomain(queryClient, 'events')`.
 */
export const registerListQuery = (sessionId: string) =>
  endpointQuery(EVENTS_ENDPOINTS.registerList, { params: { id: sessionId } });
export const summaryListQuery = (sessionId: string) =>
  endpointQuery(EVENTS_ENDPOINTS.summaryList, { params: { id: sessionId } });
export const trainerFeedbackQuery = (sessionId: string) =>
  endpointQuery(EVENTS_ENDPOINTS.trainerFeedbackList, { params: { sessionId } });

export const saveRegisterRows = (rows: RegisterRow[]) => callEndpoint(EVENTS_ENDPOINTS.registerBulk, { body: rows });
export const saveSummaryRows = (rows: SummaryRow[]) => callEndpoint(EVENTS_ENDPOINTS.summaryBulk, { body: rows });

export const completeRegister = (sessionId: string, registerId: string) =>
  callEndpoint(EVENTS_ENDPOINTS.commitAttendance, { params: { sessionId, registerId } });
export const completeSummary = (sessionId: string) =>
  callEndpoint(EVENTS_ENDPOINTS.commitAssessment, { params: { sessionId } });

/** The caller's feedback on one date: given (POST) the first time, changed (PATCH) after. */
export const giveTrainerFeedback = (body: { occurrenceItemId: string; feedback: string }, first: boolean) =>
  callEndpoint(first ? EVENTS_ENDPOINTS.createTrainerFeedback : EVENTS_ENDPOINTS.updateTrainerFeedback, { body });
