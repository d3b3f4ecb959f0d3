import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  commitAssessmentParamsSchema,
  commitAssessmentResponseSchema,
  commitAttendanceParamsSchema,
  commitAttendanceResponseSchema,
  registerBulkBodySchema,
  registerBulkResponseSchema,
  registerListResponseSchema,
  sessionIdParamsSchema,
  summaryBulkBodySchema,
  summaryBulkResponseSchema,
  summaryListResponseSchema,
  trainerFeedbackBodySchema,
  trainerFeedbackListResponseSchema,
  trainerFeedbackParamsSchema,
  trainerFeedbackSchema,
} from './registers.contract.js';

/**
 * Registers, summaries, their commits and trainer feedback (03 §7 "Registers", "Summaries",
 * "Trainer feedback"), under /api/classroom like the other events calls. The route rules let
 * coordinators and trainers in; who may edit or complete this session's register or summary is
 * the record-level policy's (modules/events/registers/registers.policy.ts). Saves and commits
 * leave the toast to the screen ('silent'): it shows the spec's texts (03 §8, REGISTER_MESSAGES)
 * and, for a 409 on stale rows, which rows to reload.
 */
export const REGISTER_ENDPOINTS = endpointGroup('events', {
  /** The session's registers, one per date, each with an entry per learner booked. `id`: the session. */
  registerList: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/digital-register-list/:id',
    service: 'classroom',
    access: RULES.registers,
    params: sessionIdParamsSchema,
    response: { 200: registerListResponseSchema },
    toast: 'generic',
  }),
  /** Saves register entries as they are marked; stale rows are refused (409) and the rest saved. */
  registerBulk: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/digital-register-bulk',
    service: 'classroom',
    access: RULES.registers,
    body: registerBulkBodySchema,
    response: { 200: registerBulkResponseSchema },
    toast: 'silent',
  }),
  /** Completes one date's register (filled, not completed, session ended); cannot be undone. */
  commitAttendance: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/occurrence/commit/:sessionId/attendance/:registerId',
    service: 'classroom',
    access: RULES.registers,
    params: commitAttendanceParamsSchema,
    response: { 200: commitAttendanceResponseSchema },
    toast: 'silent',
  }),
  /** The session's summary with an entry per learner booked. `id`: the session. */
  summaryList: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/digital-register-summary-list/:id',
    service: 'classroom',
    access: RULES.summaries,
    params: sessionIdParamsSchema,
    response: { 200: summaryListResponseSchema },
    toast: 'generic',
  }),
  summaryBulk: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/digital-register-summary-bulk',
    service: 'classroom',
    access: RULES.summaries,
    body: summaryBulkBodySchema,
    response: { 200: summaryBulkResponseSchema },
    toast: 'silent',
  }),
  /** Completes the summary (filled, not completed, session ended; registers first when kept); cannot be undone. */
  commitAssessment: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/occurrence/commit/:sessionId/assessment',
    service: 'classroom',
    access: RULES.summaries,
    params: commitAssessmentParamsSchema,
    response: { 200: commitAssessmentResponseSchema },
    toast: 'silent',
  }),
  createTrainerFeedback: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/feedback/trainer',
    service: 'classroom',
    access: RULES.trainerFeedback,
    body: trainerFeedbackBodySchema,
    response: { 201: trainerFeedbackSchema },
    toast: 'silent',
  }),
  updateTrainerFeedback: defineEndpoint({
    method: 'PATCH',
    path: '/api/classroom/feedback/trainer',
    service: 'classroom',
    access: RULES.trainerFeedback,
    body: trainerFeedbackBodySchema,
    response: { 200: trainerFeedbackSchema },
    toast: 'silent',
  }),
  trainerFeedbackList: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/feedback/trainer/:sessionId',
    service: 'classroom',
    access: RULES.trainerFeedback,
    params: trainerFeedbackParamsSchema,
    response: { 200: trainerFeedbackListResponseSchema },
    toast: 'generic',
  }),
});
