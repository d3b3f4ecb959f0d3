import { z } from 'zod';
import { RULES } from '../access.js';
import { myEnrolmentsQuerySchema, myEnrolmentsSchema } from '../catalogue/learner-home.contract.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  enrolBodySchema,
  enrolmentAllowedSchema,
  enrolmentSchema,
  unresolvedQuerySchema,
  unresolvedResponseSchema,
} from './enrolments.contract.js';
import { learnerCourseParamsSchema, learnerCourseQuerySchema, learnerCourseSchema } from './learner-course.contract.js';

const enrolmentIdParamsSchema = z.object({ id: z.uuid() });

/** A learner's enrolments and the requests LXAs and managers resolve (02 §4, §6, §7). */
export const ENROLMENTS_ENDPOINTS = endpointGroup('enrolments', {
  enrolmentAllowed: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/enrolment-allowed/:catalogItemId/:learnerId',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    params: z.object({ catalogItemId: z.uuid(), learnerId: z.uuid() }),
    response: { 200: enrolmentAllowedSchema },
    toast: 'generic',
  }),
  enrol: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    body: enrolBodySchema,
    response: { 201: enrolmentSchema },
    toast: 'generic',
  }),
  enrolment: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/enrolment/:id',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    params: enrolmentIdParamsSchema,
    response: { 200: enrolmentSchema },
    toast: 'generic',
  }),
  cancelEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment/:id/cancel',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    params: enrolmentIdParamsSchema,
    response: { 200: enrolmentSchema },
    toast: 'generic',
  }),
  /** The signed-in learner's own live enrolments (requests and enrolments), newest first. */
  myEnrolments: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/enrolments/mine',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    querystring: myEnrolmentsQuerySchema,
    response: { 200: myEnrolmentsSchema },
    toast: 'silent',
  }),
  /** The learner's view of one course: details, the tree of their version, their progress (ours). */
  learnerCourse: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/learner-course/:catalogItemId',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    params: learnerCourseParamsSchema,
    querystring: learnerCourseQuerySchema,
    response: { 200: learnerCourseSchema },
    toast: 'generic',
  }),
  unresolvedEnrolments: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/enrolments/unresolved',
    service: 'learning-activities',
    access: RULES.enrolmentRequests,
    querystring: unresolvedQuerySchema,
    response: { 200: unresolvedResponseSchema },
    toast: 'generic',
  }),
  approveEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment/:id/approve',
    service: 'learning-activities',
    access: RULES.enrolmentRequests,
    params: enrolmentIdParamsSchema,
    response: { 200: enrolmentSchema },
    toast: 'generic',
  }),
  rejectEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment/:id/reject',
    service: 'learning-activities',
    access: RULES.enrolmentRequests,
    params: enrolmentIdParamsSchema,
    response: { 200: enrolmentSchema },
    toast: 'generic',
  }),
});
