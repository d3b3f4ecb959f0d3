import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { catalogueScreens } from './screens';

/** The component of each catalogue screen (screens.ts), loaded lazily (one chunk each). */
export const catalogueRoutes = {
  guarded: {
    [PATHS.coursesDashboard]: async () => (await import('./components/CoursesDashboardPage')).CoursesDashboardPage,
    [PATHS.trainerDashboard]: async () => (await import('./components/TrainerDashboardPage')).TrainerDashboardPage,
    [PATHS.catalogueCourses]: async () => (await import('./courses/components/CourseListPage')).CourseListPage,
    [PATHS.courseAdd]: async () => (await import('./courses/components/CourseWizardPage')).CourseWizardPage,
    [PATHS.courseEdit]: async () => (await import('./courses/components/CourseWizardPage')).CourseWizardPage,
  },
} satisfies DomainRoutes<typeof catalogueScreens>;
