import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { eventIdParamsSchema } from '../events/events.contract.js';
import {
  enrolmentPeopleParamsSchema,
  enrolmentPeopleQuerySchema,
  enrolmentPeopleResponseSchema,
  forBookingQuerySchema,
  forBookingResponseSchema,
} from './reports.contract.js';

/** Report-engine calls (03 §7): the people a session's staff may book, with their booking state. */
export const REPORTS_ENDPOINTS = endpointGroup('reports', {
  usersForBooking: defineEndpoint({
    method: 'GET',
    path: '/api/report-engine/user-list/for-booking/:id',
    service: 'report-engine',
    access: RULES.bookingPeople,
    params: eventIdParamsSchema,
    querystring: forBookingQuerySchema,
    response: { 200: forBookingResponseSchema },
    toast: 'generic',
  }),
  /** The learners an administrator may enrol on a catalogue item (02 §7, 03 §7). */
  usersToEnrol: defineEndpoint({
    method: 'GET',
    path: '/api/report-engine/user-list/to-enrol/:catalogItemId/:workspaceId',
    service: 'report-engine',
    access: RULES.adminEnrolments,
    params: enrolmentPeopleParamsSchema,
    querystring: enrolmentPeopleQuerySchema,
    response: { 200: enrolmentPeopleResponseSchema },
    toast: 'generic',
  }),
  /** The learners enrolled on a catalogue item an administrator may withdraw (02 §7). */
  usersToWithdraw: defineEndpoint({
    method: 'GET',
    path: '/api/report-engine/user-list/to-withdraw/:catalogItemId/:workspaceId',
    service: 'report-engine',
    access: RULES.adminEnrolments,
    params: enrolmentPeopleParamsSchema,
    querystring: enrolmentPeopleQuerySchema,
    response: { 200: enrolmentPeopleResponseSchema },
    toast: 'generic',
  }),
});
