// Texts only, no schemas: the web app's translations, part of its first chunk, read them without
// building the contracts' schemas (decision 0034). Gathered by messages.ts.

/**
 * The two "Some requests haven't been…" texts are the spec's (02 §8); it gives no others for this
 * area, so the success toasts and the server's refusals are our words (docs/decisions/0014).
 */
export const ENROLMENT_MESSAGES = {
  approved: 'Request approved',
  rejected: 'Request rejected',
  bulkApproved: 'Requests approved',
  bulkRejected: 'Requests rejected',
  someNotApproved: "Some requests haven't been successfully approved. Please try again or contact an administrator.",
  someNotRejected: "Some requests haven't been successfully rejected. Please try again or contact an administrator.",
  alreadyResolved: 'This request has already been approved or rejected.',
  noLongerOffered: 'This course is no longer offered, so the request can only be rejected.',
  notAllowed: 'Enrolment on this course is not available to you.',
  alreadyEnrolled: 'You are already enrolled on this course or waiting for approval.',
  notCancellable: 'This enrolment can no longer be cancelled.',
  otherWorkspace: 'Enrolment requests can only be read for the workspace you are signed in to.',
  // Enrolments by administrators: the spec's toasts (02 §8), then the server's refusals (ours).
  enrolmentCreated: 'Enrolment has been successfully created.',
  learnerEnrolled: 'Learner enrolled to course(s)',
  learnerNotEnrolled: 'Learner not enrolled to course(s)',
  bulkEnrolmentCreated: 'Bulk enrolment has been successfully created.',
  enrolmentsWithdrawn: 'Enrolments withdrawn',
  enrolmentsNotWithdrawn: 'Enrolments not withdrawn',
  /** '{count}' is the number of licences. */
  licencesReclaimed: '{count} licence(s) reclaimed',
  notOfferedToLearner: 'This course is not offered to this learner.',
  learnerAlreadyEnrolled: 'This learner is already enrolled on this course or waiting for approval.',
  notALearner: 'This person is not a learner of your workspace.',
  otherWorkspaceList: 'Learners can only be listed for the workspace you are signed in to.',
} as const;
