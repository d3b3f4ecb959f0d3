import type { DomainRoutes, Load } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import { LEARNER_EVENT_SCREENS } from './learner/paths';
import { registersRoutes } from './registers/routes';
import { registerExtrasRoutes } from './register-extras/routes';
import type { eventsScreens } from './screens';

/** The learner's events screens share one chunk. */
const learnerEventsScreen =
  (name: 'LearnerDashboardPage' | 'LearnerSessionPage' | 'LearnerEventPage'): Load =>
  async () =>
    (await import('./learner/components/screens'))[name];
const eventWizard: Load = async () => (await import('./staff/components/EventWizardPage')).EventWizardPage;
const sessionWizard: Load = async () => (await import('./staff/components/SessionWizardPage')).SessionWizardPage;

/** The component of each events screen (screens.ts), loaded lazily (one chunk each). */
export const eventsRoutes = {
  guarded: {
    [PATHS.learnerDashboard]: learnerEventsScreen('LearnerDashboardPage'),
    [LEARNER_EVENT_SCREENS.session]: learnerEventsScreen('LearnerSessionPage'),
    [LEARNER_EVENT_SCREENS.browseEvent]: learnerEventsScreen('LearnerEventPage'),
    [LEARNER_EVENT_SCREENS.coursesEvent]: learnerEventsScreen('LearnerEventPage'),
    [LEARNER_EVENT_SCREENS.completionsEvent]: learnerEventsScreen('LearnerEventPage'),
    [LEARNER_EVENT_SCREENS.browseSession]: learnerEventsScreen('LearnerSessionPage'),
    [LEARNER_EVENT_SCREENS.coursesSession]: learnerEventsScreen('LearnerSessionPage'),
    [LEARNER_EVENT_SCREENS.completionsSession]: learnerEventsScreen('LearnerSessionPage'),
    [PATHS.eventShow]: async () => (await import('./view/components/EventPage')).EventPage,
    [PATHS.sessionShow]: async () => (await import('./view/components/SessionPage')).SessionPage,
    [PATHS.eventsCourseAssign]: async () => (await import('./view/components/CourseAssignPage')).CourseAssignPage,
    ...registersRoutes,
    ...registerExtrasRoutes,
    [PATHS.events]: async () => (await import('./staff/components/EventsPage')).EventsPage,
    [PATHS.eventAdd]: eventWizard,
    [PATHS.eventEdit]: eventWizard,
    [PATHS.sessionAdd]: sessionWizard,
    [PATHS.sessionEdit]: sessionWizard,
  },
  /** The booking iframe: no app shell and no guard (it offers its own sign-in link, 03 §2). */
  embedded: {
    [LEARNER_EVENT_SCREENS.iframe]: async () =>
      (await import('./learner/components/BookingIframePage')).BookingIframePage,
  },
} satisfies DomainRoutes<typeof eventsScreens>;
