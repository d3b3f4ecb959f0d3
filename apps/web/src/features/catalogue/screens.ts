import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The course wizards' step addresses (decision 0013), each guarded by its wizard's own rule. */
const COURSE_ADD_STEP = `${PATHS.courseAdd}/:step` as const;
const COURSE_EDIT_STEP = `${PATHS.courseEdit}/:step` as const;

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
    PATHS.catalogueCourses,
    PATHS.courseAdd,
    PATHS.courseEdit,
  ],
  wizardSteps: {
    [COURSE_ADD_STEP]: PATHS.courseAdd,
    [COURSE_EDIT_STEP]: PATHS.courseEdit,
  },
} as const satisfies DomainScreens;
