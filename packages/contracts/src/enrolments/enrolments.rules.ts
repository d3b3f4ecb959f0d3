import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Enrolments' named endpoint rules, gathered into `RULES` by access.ts. */
export const ENROLMENTS_RULES = {
  /** Enrolment requests (02 §6): LXAs for their workspace, managers for their units' learners. */
  enrolmentRequests: ROUTE_RULES.requests,
  /** A learner's own enrolments: the learner role in an LMS workspace (02 §4 Enrolment rules). */
  learnerEnrolment: { stage: 'second', workspace: true, anyOf: [{ roles: ['learner'], services: ['LMS'] }] },
  /**
   * Enrolling and withdrawing learners, and reading who is enrolled (02 §1 "Learning experience
   * administrators and managers … enrol or withdraw learners"): LXAs for their workspace, managers
   * for the learners of their units (the service decides which learners), in an LMS workspace.
   */
  adminEnrolments: {
    stage: 'second',
    workspace: true,
    anyOf: [{ roles: ['learning_experience_administrator', 'manager'], services: ['LMS'] }],
  },
  /**
   * Enrolling a learner on their suggested courses, sent by the screens that make and edit
   * profiles: those who administer the workspace's people (site admin, user administrator) and
   * the enrolment administrators above, in an LMS workspace.
   */
  suggestedCourses: {
    stage: 'second',
    workspace: true,
    anyOf: [
      { siteAdmin: true, services: ['LMS'] },
      { roles: ['user_administrator', 'learning_experience_administrator', 'manager'], services: ['LMS'] },
    ],
  },
  /**
   * The enrolment figures of the home dashboard ("Dashboard: LXA, site admin, manager,
   * superadmin", 01 §6): in a workspace with LMS; a manager sees their units' learners.
   */
  enrolmentDashboard: {
    stage: 'second',
    workspace: true,
    anyOf: [
      { siteAdmin: true, services: ['LMS'] },
      { roles: ['learning_experience_administrator', 'manager'], services: ['LMS'] },
    ],
  },
} as const satisfies Record<string, AccessRule>;
