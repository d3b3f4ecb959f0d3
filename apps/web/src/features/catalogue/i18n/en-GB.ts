import { courseBuildingEnGB } from '../courses/i18n/en-GB';

/** The learners' and trainers' start pages (My learning). Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const catalogueEnGB = {
  courseBuilding: courseBuildingEnGB,
  myLearning: {
    title: 'Welcome, {{name}}',
    workspace: 'Your learning in {{name}}.',
    loadFailed: 'Your learning could not be loaded.',
    requests: {
      title: 'Waiting for approval',
      since: 'Requested on {{date}}',
    },
    courses: {
      title: 'Your courses',
      since: 'Enrolled on {{date}}',
      emptyTitle: 'You are not enrolled on a course yet',
      emptyChoose:
        'Choose one of the courses offered to you below: enrol at once, or request a place where approval is needed.',
      emptyWait: 'When your workspace offers courses, they appear below, ready to enrol on.',
    },
    offered: {
      title: 'Offered to you',
      duration: '{{duration}} hours',
      needsApproval: 'Needs approval',
      enrol: 'Enrol',
      enrolNamed: 'Enrol on {{name}}',
      request: 'Request a place',
      requestNamed: 'Request a place on {{name}}',
      enrolledTitle: 'Enrolled',
      enrolled: 'You are enrolled on {{name}}.',
      requestedTitle: 'Request sent',
      requested: 'Your request to join {{name}} is waiting for approval.',
      emptyTitle: 'Nothing new to enrol on',
      emptyBody:
        'You are on every course your workspace offers you. New courses appear here when your learning team adds them.',
      emptyNone:
        'Your workspace offers you no courses yet. They appear here, ready to enrol on, when your learning team adds them.',
    },
    states: {
      awaiting_approval: 'Awaiting approval',
      enrolled: 'Enrolled',
      not_started: 'Not started',
      started: 'Started',
      in_progress: 'In progress',
      awaiting_feedback: 'Awaiting feedback',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      withdrawn: 'Withdrawn',
    },
    trainer: {
      customer: 'Training for {{name}}.',
    },
  },
} as const;
