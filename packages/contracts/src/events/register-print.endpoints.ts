import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  checkInBodySchema,
  checkInCodeParamsSchema,
  checkInCodeResponseSchema,
  checkInResponseSchema,
} from './check-in.contract.js';
import { printQuerySchema, registerPrintParamsSchema, summaryPrintParamsSchema } from './register-print.contract.js';

/**
 * Calls beyond the spec for issue 26 items 5 and 9 (docs/events.md "Printable registers and
 * summaries", "Check-in by QR code"; decision 0048), under /api/classroom beside the registers'.
 * The prints answer a document (HTML or PDF), so they have no JSON response schema, as the flyers.
 */
export const REGISTER_EXTRA_ENDPOINTS = endpointGroup('events', {
  /** One date's register as a document: `?format=html` (default) or `pdf`. The register screen's readers. */
  registerPrint: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/digital-register/:registerId/print',
    service: 'classroom',
    access: RULES.registers,
    params: registerPrintParamsSchema,
    querystring: printQuerySchema,
    toast: 'silent',
  }),
  /** The session's summary as a document: `?format=html` (default) or `pdf`. The summary screen's readers. */
  summaryPrint: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/digital-register-summary/:sessionId/print',
    service: 'classroom',
    access: RULES.summaries,
    params: summaryPrintParamsSchema,
    querystring: printQuerySchema,
    toast: 'silent',
  }),
  /** The date's current check-in code, for those who may fill in its register, while check-in is open. */
  checkInCode: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/check-in-code/:registerId',
    service: 'classroom',
    access: RULES.registers,
    params: checkInCodeParamsSchema,
    response: { 200: checkInCodeResponseSchema },
    toast: 'silent',
  }),
  /** The caller checks in with a code they scanned: marked present on its date's register. */
  checkIn: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/check-in',
    service: 'classroom',
    access: RULES.learnerSessions,
    body: checkInBodySchema,
    response: { 200: checkInResponseSchema },
    toast: 'silent',
  }),
});
