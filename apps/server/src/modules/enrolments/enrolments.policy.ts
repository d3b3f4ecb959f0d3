import type { EnrolmentState } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';

/**
 * Record-level rules of enrolments (02 §4 Enrolment rules and Requests). Who sees which rows is
 * the repositories' scope; these answer what the caller may do with one row they reached.
 */

/** A learner reads and cancels only their own enrolments. */
export const isOwnEnrolment = (scope: Scope, enrolment: { learnerProfileId: string }): boolean =>
  scope.profileId !== null && enrolment.learnerProfileId === scope.profileId;

/**
 * A waiting request may be approved only while its course is still offered: an archived course
 * cannot be joined, though its waiting requests can still be turned down.
 */
export const mayApproveRequest = (request: { state: EnrolmentState; offered: boolean }): boolean =>
  request.state !== 'awaiting_approval' || request.offered;
