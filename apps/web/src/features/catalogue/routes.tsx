import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { catalogueScreens } from './screens';

/** The component of each catalogue screen (screens.ts), loaded lazily (one chunk each). */
export const catalogueRoutes = {
  guarded: {
    [PATHS.coursesDashboard]: async () => (await import('./components/CoursesDashboardPage')).CoursesDashboardPage,
    [PATHS.trainerDashboard]: async () => (await import('./components/TrainerDashboardPage')).TrainerDashboardPage,
    [PATHS.courseAdminShow]: async () => (await import('./admin/components/CourseAdminPage')).CourseAdminPage,
    [PATHS.catalogItemEdit]: async () => (await import('./admin/components/CatalogItemEditPage')).CatalogItemEditPage,
    [PATHS.browseDashboard]: async () => (await import('./learner/BrowsePage')).BrowsePage,
    [PATHS.completionsDashboard]: async () => (await import('./learner/CompletionsPage')).CompletionsPage,
    [PATHS.browseCourse]: async () => (await import('./learner/LearnerCoursePage')).BrowseCoursePage,
    [PATHS.enrolledCourse]: async () => (await import('./learner/LearnerCoursePage')).EnrolledCoursePage,
    [PATHS.completedCourse]: async () => (await import('./learner/LearnerCoursePage')).CompletedCoursePage,
    [PATHS.catalogueCourses]: async () => (await import('./courses/components/CourseListPage')).CourseListPage,
    [PATHS.courseAdd]: async () => (await import('./courses/components/CourseWizardPage')).CourseWizardPage,
    [PATHS.courseEdit]: async () => (await import('./courses/components/CourseWizardPage')).CourseWizardPage,
  },
} satisfies DomainRoutes<typeof catalogueScreens>;
