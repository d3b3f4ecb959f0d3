import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  adminEnrolBodySchema,
  assignSuggestedCoursesBodySchema,
  assignSuggestedCoursesResultSchema,
  dashboardEnrolmentsQuerySchema,
  dashboardEnrolmentsSchema,
  enrolmentListSchema,
  learnerEnrolmentsSchema,
  userEnrolmentsQuerySchema,
  usersEnrolledQuerySchema,
  usersEnrolledSchema,
  withdrawBodySchema,
  withdrawResultSchema,
} from './admin-enrolments.contract.js';
import { enrolmentSchema } from './enrolments.contract.js';

const catalogItemParamsSchema = z.object({ id: z.uuid() });

/**
 * Enrolments by administrators and the enrolment lists (02 §4, §7 Enrolments): enrol one learner,
 * withdraw many, who is enrolled on an item, a person's enrolments (docs/decisions/0053).
 */
export const ADMIN_ENROLMENTS_ENDPOINTS = endpointGroup('enrolments', {
  adminEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment/admin',
    service: 'learning-activities',
    access: RULES.adminEnrolments,
    body: adminEnrolBodySchema,
    response: { 201: enrolmentSchema },
    // The bulk enrolment screen reports each learner's outcome itself (02 §8).
    toast: 'silent',
  }),
  /**
   * Enrols a learner on the courses suggested to them when their profile is made or changed (03
   * §3 User profile suggestedCourses; "sent empty unless roles include learner").
   */
  assignSuggestedCourses: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/enrolment/assign-suggested-courses',
    service: 'learning-activities',
    access: RULES.suggestedCourses,
    body: assignSuggestedCoursesBodySchema,
    response: { 200: assignSuggestedCoursesResultSchema },
    toast: 'generic',
  }),
  withdrawEnrolments: defineEndpoint({
    method: 'POST',
    path: '/api/learning-activities/withdraw-enrolment',
    service: 'learning-activities',
    access: RULES.adminEnrolments,
    body: withdrawBodySchema,
    response: { 200: withdrawResultSchema },
    toast: 'silent',
  }),
  usersEnrolledToCatalogItem: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/users-enrolled-to-catalog-item/:id',
    service: 'learning-activities',
    access: RULES.adminEnrolments,
    params: catalogItemParamsSchema,
    querystring: usersEnrolledQuerySchema,
    response: { 200: usersEnrolledSchema },
    toast: 'generic',
  }),
  learnerEnrolmentsByCatalogItem: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/learner-enrolments-by-catalog-item/:id/:userId',
    service: 'learning-activities',
    access: RULES.adminEnrolments,
    params: z.object({ id: z.uuid(), userId: z.uuid() }),
    response: { 200: learnerEnrolmentsSchema },
    toast: 'generic',
  }),
  /** The signed-in learner's own enrolment list (their learning history's courses). */
  ownUserEnrolments: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/v2/user-enrolments',
    service: 'learning-activities',
    access: RULES.learnerEnrolment,
    querystring: userEnrolmentsQuerySchema,
    response: { 200: enrolmentListSchema },
    toast: 'generic',
  }),
  /** A person's enrolment list, read by an administrator (the user's learning history tab, 03 §2). */
  userEnrolments: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/v2/user-enrolments/:userId',
    service: 'learning-activities',
    access: RULES.adminEnrolments,
    params: z.object({ userId: z.uuid() }),
    querystring: userEnrolmentsQuerySchema,
    response: { 200: enrolmentListSchema },
    toast: 'generic',
  }),
  /** The home page's enrolment statuses (01 §7 "Dashboard data for the home page", 03 §7). */
  dashboardEnrolments: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/dashboard-enrolments',
    service: 'learning-activities',
    access: RULES.enrolmentDashboard,
    querystring: dashboardEnrolmentsQuerySchema,
    response: { 200: dashboardEnrolmentsSchema },
    toast: 'generic',
  }),
});
