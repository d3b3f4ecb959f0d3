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
} as const;
