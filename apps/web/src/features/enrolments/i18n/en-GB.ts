import { ENROLMENT_MESSAGES } from '@campus/contracts';

/** Enrolment requests. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const enrolmentsEnGB = {
  requests: {
    title: 'Enrolment requests',
    intro:
      'Learners waiting for approval to join a course. Approving enrols them; rejecting turns the request down. Either way the learner is told by email.',
    count_one: '{{count}} request waiting',
    count_other: '{{count}} requests waiting',
    none: 'No enrolment requests are waiting for you.',
    noneNext:
      'You are all caught up. New requests appear here, and as a count in your account menu, when learners ask to join a course that needs approval.',
    loadFailed: 'The enrolment requests could not be loaded.',
    learner: 'Learner',
    unit: 'Organisation unit',
    course: 'Course',
    requested: 'Requested',
    actions: 'Actions',
    selectAll: 'Select all requests on this page',
    select: 'Select the request from {{name}} for {{course}}',
    selected_one: '{{count}} request selected',
    selected_other: '{{count}} requests selected',
    approve: 'Approve',
    reject: 'Reject',
    approveLabel: 'Approve the request from {{name}} for {{course}}',
    rejectLabel: 'Reject the request from {{name}} for {{course}}',
    approveSelected: 'Approve selected',
    rejectSelected: 'Reject selected',
    approving: 'Approving {{done}} of {{total}}',
    rejecting: 'Rejecting {{done}} of {{total}}',
    confirmRejectTitle_one: 'Reject this request?',
    confirmRejectTitle_other: 'Reject {{count}} requests?',
    confirmRejectBody_one: '{{name}} will be told by email that their request to enrol on {{course}} was not approved.',
    confirmRejectBody_other: 'Each learner will be told by email that their request was not approved.',
    cancel: 'Cancel',
    approved: ENROLMENT_MESSAGES.approved,
    rejected: ENROLMENT_MESSAGES.rejected,
    bulkApproved: ENROLMENT_MESSAGES.bulkApproved,
    bulkRejected: ENROLMENT_MESSAGES.bulkRejected,
    someNotApproved: ENROLMENT_MESSAGES.someNotApproved,
    someNotRejected: ENROLMENT_MESSAGES.someNotRejected,
  },
} as const;
