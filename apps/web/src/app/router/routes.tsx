import { Navigate, type RouteObject } from 'react-router';
import { RULES } from '@campus/contracts';
import { NotFoundPage } from '../../features/errors/components/NotFoundPage';
import { RequireAccess } from '../guards/RequireAccess';
import { EmptyFieldsGate } from '../guards/EmptyFieldsGate';
import { TwoFactorGate } from '../guards/TwoFactorGate';
import { SignedInLayout } from '../layouts/SignedInLayout';
import { PageLoader } from '../../ui/PageLoader';
import { PATHS } from './paths';
import { guardedScreen } from './guardedScreen';
import { SectionRedirect } from './SectionRedirect';
import { LegacyOrNotFound } from './LegacyOrNotFound';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const loginPage = async () => ({ Component: (await import('../../features/auth/components/LoginPage')).LoginPage });

/**
 * The screens built so far (01 §2). Signed-in screens take their rule from the spec's route table
 * (guardedScreen); the account pages and the workspace list work on the identity token alone, so
 * people can reach their profile before choosing a workspace. Screens load lazily, one chunk each.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      { path: PATHS.auth, lazy: loginPage },
      { path: PATHS.authLogin, lazy: loginPage },
      {
        path: PATHS.authResetPassword,
        lazy: async () => ({
          Component: (await import('../../features/auth/components/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: PATHS.twoFactorHelp,
        lazy: async () => ({
          Component: (await import('../../features/auth/components/TwoFactorHelpPage')).TwoFactorHelpPage,
        }),
      },
      {
        path: PATHS.authSignUp,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/SignUpPage')).SignUpPage,
        }),
      },
      {
        path: `${PATHS.selfRegistration}/:key`,
        lazy: async () => ({
          Component: (await import('../../features/self-registration/components/SelfRegistrationPage'))
            .SelfRegistrationPage,
        }),
      },
      {
        path: `${PATHS.confirmRegistration}/:userId/:code`,
        lazy: async () => ({
          Component: (await import('../../features/self-registration/components/ConfirmRegistrationPage'))
            .ConfirmRegistrationPage,
        }),
      },
      {
        path: PATHS.completeRegistration,
        lazy: async () => ({
          Component: (await import('../../features/self-registration/components/CompleteRegistrationPage'))
            .CompleteRegistrationPage,
        }),
      },
      {
        path: PATHS.validateKey,
        lazy: async () => ({
          Component: (await import('../../features/self-registration/components/ValidateKeyPage')).ValidateKeyPage,
        }),
      },
      {
        path: PATHS.landingInvitation,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/InvitationLandingPage'))
            .InvitationLandingPage,
        }),
      },
      {
        path: PATHS.invitationAccept,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/InvitationAnswerPage')).InvitationAcceptPage,
        }),
      },
      {
        path: PATHS.invitationReject,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/InvitationAnswerPage')).InvitationRejectPage,
        }),
      },
      {
        path: PATHS.invitationError,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/InvitationNoticePage')).InvitationErrorPage,
        }),
      },
      {
        path: PATHS.invitationResolved,
        lazy: async () => ({
          Component: (await import('../../features/invitations/components/InvitationNoticePage'))
            .InvitationResolvedPage,
        }),
      },
      {
        path: PATHS.landing,
        lazy: async () => ({ Component: (await import('../../features/auth/components/LandingPage')).LandingPage }),
      },
      { path: PATHS.notFound, Component: NotFoundPage },
      {
        element: <RequireAccess rule={RULES.identity} />,
        children: [
          {
            Component: SignedInLayout,
            children: [
              {
                Component: TwoFactorGate,
                children: [
                  { path: PATHS.account, element: <Navigate to={PATHS.accountPersonal} replace /> },
                  {
                    path: `${PATHS.account}/:tab`,
                    lazy: async () => ({
                      Component: (await import('../../features/account/components/AccountPage')).AccountPage,
                    }),
                  },
                  {
                    path: PATHS.workspaceList,
                    lazy: async () => ({
                      Component: (await import('../../features/workspaces/components/WorkspaceListPage'))
                        .WorkspaceListPage,
                    }),
                  },
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
            Component: SignedInLayout,
            children: [
              {
                Component: TwoFactorGate,
                children: [
                  {
                    Component: EmptyFieldsGate,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({ Component: (await import('./RootRedirect')).RootRedirect }),
                      },
                      guardedScreen(
                        PATHS.whatsNew,
                        async () => (await import('../../features/whats-new/components/WhatsNewPage')).WhatsNewPage,
                      ),
                      ...(['/catalogue', '/users', '/setup', '/reports'] as const).map((section) => ({
                        path: section,
                        element: <SectionRedirect section={section} />,
                      })),
                      { path: '/my-learning', element: <SectionRedirect section="/my-learning" /> },
                      { path: '/my-learning/dashboard', element: <SectionRedirect section="/my-learning" /> },
                      guardedScreen(
                        PATHS.enrolmentRequests,
                        async () =>
                          (await import('../../features/enrolment-requests/components/RequestsPage')).RequestsPage,
                      ),
                      guardedScreen(
                        PATHS.usersList,
                        async () => (await import('../../features/users/components/UsersListPage')).UsersListPage,
                      ),
                      guardedScreen(
                        PATHS.superadminAdd,
                        async () =>
                          (await import('../../features/users/components/SuperadminAddPage')).SuperadminAddPage,
                      ),
                      guardedScreen(
                        PATHS.home,
                        async () => (await import('../../features/home/components/HomePage')).HomePage,
                      ),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: LegacyOrNotFound },
    ],
  },
];
