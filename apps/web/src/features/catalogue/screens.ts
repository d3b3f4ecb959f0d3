import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The catalogue's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const catalogueScreens = {
  guarded: [
    PATHS.coursesDashboard,
    PATHS.trainerDashboard,
    PATHS.courseAdminShow,
    PATHS.catalogItemEdit,
    PATHS.browseDashboard,
    PATHS.completionsDashboard,
    PATHS.browseCourse,
    PATHS.enrolledCourse,
    PATHS.completedCourse,
  ],
} as const satisfies DomainScreens;
