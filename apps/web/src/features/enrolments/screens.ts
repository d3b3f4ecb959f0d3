import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** Enrolments' screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const enrolmentsScreens = {
  guarded: [PATHS.enrolmentRequests],
} as const satisfies DomainScreens;
