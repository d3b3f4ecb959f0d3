import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RULES } from '@campus/contracts';
import { NotFoundPage } from '../../features/shell/errors/components/NotFoundPage';
import { LoginPage } from '../../features/identity/auth/components/LoginPage';
import { RequireAccess } from '../guards/RequireAccess';
import { EMPTY_FIELDS_GATE_HANDLE, EmptyFieldsGate } from '../guards/EmptyFieldsGate';
import { TwoFactorGate } from '../guards/TwoFactorGate';
import { PageLoader } from '../../ui/PageLoader';
import { PATHS } from '../../lib/navigation/paths';
import { LEARNER_EVENT_SCREENS } from '../../features/events/learner/paths';
import { guardedScreen } from './guardedScreen';
import {
  ACCOUNT_TAB_SCREEN,
  MEDIA_EDIT_SCREEN,
  CONFIRM_REGISTRATION_SCREEN,
  EMBEDDED_SCREENS,
  GUARDED_SCREENS,
  IDENTITY_SCREENS,
  PUBLIC_SCREENS,
  SECTION_REDIRECTS,
  SELF_REGISTRATION_SCREEN,
  type EmbeddedScreen,
  WIZARD_STEP_SCREENS,
  type WizardStepScreen,
  type GuardedScreen,
  type IdentityScreen,
  type PublicScreen,
} from '../../lib/navigation/screens';
import { SectionRedirect } from './SectionRedirect';
import { LegacyOrNotFound } from './LegacyOrNotFound';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type Load = () => Promise<ComponentType>;

/** The learner's events screens share one chunk. */
const learnerEventsScreen =
  (name: 'LearnerDashboardPage' | 'LearnerSessionPage' | 'LearnerEventPage'): Load =>
  async () =>
    (await import('../../features/events/learner/components/screens'))[name];
const eventWizard: Load = async () =>
  (await import('../../features/events/staff/components/EventWizardPage')).EventWizardPage;
const sessionWizard: Load = async () =>
  (await import('../../features/events/staff/components/SessionWizardPage')).SessionWizardPage;

/**
 * The sign-in page, the first page most people load, is part of the entry chunk: it then arrives
 * with the app instead of one round trip after it (decision 0020).
 */
const loginPage: Load = async () => LoginPage;

/*
 * The component of each screen listed in screens.ts, loaded lazily (one chunk each). The records
 * are typed by those lists, so a screen listed there without a component here does not compile.
 */
const PUBLIC_COMPONENTS: Record<PublicScreen, Load> = {
  [PATHS.auth]: loginPage,
  [PATHS.authLogin]: loginPage,
  [PATHS.authResetPassword]: async () =>
    (await import('../../features/identity/auth/components/ResetPasswordPage')).ResetPasswordPage,
  [PATHS.twoFactorHelp]: async () =>
    (await import('../../features/identity/auth/components/TwoFactorHelpPage')).TwoFactorHelpPage,
  [PATHS.authSignUp]: async () => (await import('../../features/people/invitations/components/SignUpPage')).SignUpPage,
  [SELF_REGISTRATION_SCREEN]: async () =>
    (await import('../../features/identity/self-registration/components/SelfRegistrationPage')).SelfRegistrationPage,
  [CONFIRM_REGISTRATION_SCREEN]: async () =>
    (await import('../../features/identity/self-registration/components/ConfirmRegistrationPage'))
      .ConfirmRegistrationPage,
  [PATHS.completeRegistration]: async () =>
    (await import('../../features/identity/self-registration/components/CompleteRegistrationPage'))
      .CompleteRegistrationPage,
  [PATHS.validateKey]: async () =>
    (await import('../../features/identity/self-registration/components/ValidateKeyPage')).ValidateKeyPage,
  [PATHS.landingInvitation]: async () =>
    (await import('../../features/people/invitations/components/InvitationLandingPage')).InvitationLandingPage,
  [PATHS.invitationAccept]: async () =>
    (await import('../../features/people/invitations/components/InvitationAnswerPage')).InvitationAcceptPage,
  [PATHS.invitationReject]: async () =>
    (await import('../../features/people/invitations/components/InvitationAnswerPage')).InvitationRejectPage,
  [PATHS.invitationError]: async () =>
    (await import('../../features/people/invitations/components/InvitationNoticePage')).InvitationErrorPage,
  [PATHS.invitationResolved]: async () =>
    (await import('../../features/people/invitations/components/InvitationNoticePage')).InvitationResolvedPage,
  [PATHS.landing]: async () => (await import('../../features/identity/auth/components/LandingPage')).LandingPage,
};

const IDENTITY_COMPONENTS: Record<IdentityScreen, Load> = {
  [ACCOUNT_TAB_SCREEN]: async () =>
    (await import('../../features/identity/account/components/AccountPage')).AccountPage,
  [PATHS.workspaceList]: async () =>
    (await import('../../features/platform/components/WorkspaceListPage')).WorkspaceListPage,
};

const GUARDED_COMPONENTS: Record<GuardedScreen, Load> = {
  [PATHS.whatsNew]: async () => (await import('../../features/shell/whats-new/components/WhatsNewPage')).WhatsNewPage,
  [PATHS.enrolmentRequests]: async () =>
    (await import('../../features/enrolments/components/RequestsPage')).RequestsPage,
  [PATHS.usersList]: async () => (await import('../../features/people/users/components/UsersListPage')).UsersListPage,
  [PATHS.superadminAdd]: async () =>
    (await import('../../features/people/users/components/SuperadminAddPage')).SuperadminAddPage,
  [PATHS.home]: async () => (await import('../../features/shell/home/components/HomePage')).HomePage,
  [PATHS.coursesDashboard]: async () =>
    (await import('../../features/catalogue/components/CoursesDashboardPage')).CoursesDashboardPage,
  [PATHS.trainerDashboard]: async () =>
    (await import('../../features/catalogue/components/TrainerDashboardPage')).TrainerDashboardPage,
  [PATHS.venues]: async () => (await import('../../features/places/components/VenueListPage')).VenueListPage,
  [PATHS.venueAdd]: async () => (await import('../../features/places/components/VenueFormPage')).VenueAddPage,
  [PATHS.venueShow]: async () => (await import('../../features/places/components/VenuePage')).VenuePage,
  [PATHS.venueEdit]: async () => (await import('../../features/places/components/VenueFormPage')).VenueEditPage,
  [PATHS.roomAdd]: async () => (await import('../../features/places/components/RoomFormPage')).RoomAddPage,
  [PATHS.roomShow]: async () => (await import('../../features/places/components/RoomPage')).RoomPage,
  [PATHS.roomEdit]: async () => (await import('../../features/places/components/RoomFormPage')).RoomEditPage,
  [PATHS.events]: async () => (await import('../../features/events/staff/components/EventsPage')).EventsPage,
  [PATHS.eventAdd]: eventWizard,
  [PATHS.eventEdit]: eventWizard,
  [PATHS.sessionAdd]: sessionWizard,
  [PATHS.sessionEdit]: sessionWizard,
  [PATHS.eventShow]: async () => (await import('../../features/events/view/components/EventPage')).EventPage,
  [PATHS.sessionShow]: async () => (await import('../../features/events/view/components/SessionPage')).SessionPage,
  [PATHS.eventsCourseAssign]: async () =>
    (await import('../../features/events/view/components/CourseAssignPage')).CourseAssignPage,
  [PATHS.mediaLibrary]: async () => (await import('../../features/media/components/MediaLibraryPage')).MediaLibraryPage,
  [MEDIA_EDIT_SCREEN]: async () => (await import('../../features/media/components/MediaEditPage')).MediaEditPage,
  [PATHS.learnerDashboard]: learnerEventsScreen('LearnerDashboardPage'),
  [LEARNER_EVENT_SCREENS.session]: learnerEventsScreen('LearnerSessionPage'),
  [LEARNER_EVENT_SCREENS.browseEvent]: learnerEventsScreen('LearnerEventPage'),
  [LEARNER_EVENT_SCREENS.coursesEvent]: learnerEventsScreen('LearnerEventPage'),
  [LEARNER_EVENT_SCREENS.completionsEvent]: learnerEventsScreen('LearnerEventPage'),
  [LEARNER_EVENT_SCREENS.browseSession]: learnerEventsScreen('LearnerSessionPage'),
  [LEARNER_EVENT_SCREENS.coursesSession]: learnerEventsScreen('LearnerSessionPage'),
  [LEARNER_EVENT_SCREENS.completionsSession]: learnerEventsScreen('LearnerSessionPage'),
};

/** The booking iframe: no app shell and no guard (it offers its own sign-in link, 03 §2). */
const EMBEDDED_COMPONENTS: Record<EmbeddedScreen, Load> = {
  [LEARNER_EVENT_SCREENS.iframe]: async () =>
    (await import('../../features/events/learner/components/BookingIframePage')).BookingIframePage,
};

/**
 * The signed-in shell (app shell, menus, navigation) in a chunk of its own: the sign-in page,
 * the first page most people load, does not download it (decision 0020).
 */
/** The 404 page inside the app's frame for someone signed in; the frame loads only then. */
const framedWhenSignedIn = async () => ({
  Component: (await import('../layouts/FramedWhenSignedIn')).FramedWhenSignedIn,
});

const signedInLayout = async () => ({
  Component: (await import('../layouts/SignedInLayout')).SignedInLayout,
});

const lazyScreen = (path: string, load: Load): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/**
 * The router (01 §2): the screens of screens.ts under their guards. Signed-in screens take their
 * rule from the spec's route table (guardedScreen); the account pages and the workspace list work
 * on the identity token alone.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      ...PUBLIC_SCREENS.map((path) => lazyScreen(path, PUBLIC_COMPONENTS[path])),
      ...EMBEDDED_SCREENS.map((path) => lazyScreen(path, EMBEDDED_COMPONENTS[path])),
      {
        element: <RequireAccess rule={RULES.identity} />,
        children: [
          {
            lazy: signedInLayout,
            children: [
              {
                Component: TwoFactorGate,
                children: [
                  { path: PATHS.account, element: <Navigate to={PATHS.accountPersonal} replace /> },
                  ...IDENTITY_SCREENS.map((path) => lazyScreen(path, IDENTITY_COMPONENTS[path])),
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireAccess rule={RULES.session} />,
        children: [
          {
            lazy: signedInLayout,
            children: [
              {
                Component: TwoFactorGate,
                children: [
                  {
                    Component: EmptyFieldsGate,
                    handle: EMPTY_FIELDS_GATE_HANDLE,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({ Component: (await import('./RootRedirect')).RootRedirect }),
                      },
                      ...Object.entries(SECTION_REDIRECTS).map(([path, section]) => ({
                        path,
                        element: <SectionRedirect section={section} />,
                      })),
                      ...GUARDED_SCREENS.map((path) => guardedScreen(path, GUARDED_COMPONENTS[path])),
                      ...(Object.keys(WIZARD_STEP_SCREENS) as WizardStepScreen[]).map((path) =>
                        guardedScreen(path, GUARDED_COMPONENTS[WIZARD_STEP_SCREENS[path]], WIZARD_STEP_SCREENS[path]),
                      ),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: framedWhenSignedIn,
        children: [
          { path: PATHS.notFound, Component: NotFoundPage },
          { path: '*', Component: LegacyOrNotFound },
        ],
      },
    ],
  },
];
