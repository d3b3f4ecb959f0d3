/** Enrolments' paths (02 §2): the enrolment requests. Gathered into PATHS by lib/navigation/paths.ts. */
export const ENROLMENTS_PATHS = {
  enrolmentRequests: '/catalogue/requests',
} as const;
