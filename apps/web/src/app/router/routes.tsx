import type { RouteObject } from 'react-router';
import { RULES } from '@campus/contracts';
import { NotFoundPage } from '../../features/errors/components/NotFoundPage';
import { RequireAccess } from '../guards/RequireAccess';
import { SignedInLayout } from '../layouts/SignedInLayout';
import { PageLoader } from '../../ui/PageLoader';
import { PATHS } from './paths';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const loginPage = async () => ({ Component: (await import('../../features/auth/components/LoginPage')).LoginPage });

/** The route table built so far (01 §2). Screens load lazily, one chunk each. */
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
                path: PATHS.workspaceList,
                lazy: async () => ({
                  Component: (await import('../../features/workspaces/components/WorkspaceListPage')).WorkspaceListPage,
                }),
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
                index: true,
                lazy: async () => ({
                  Component: (await import('../../features/home/components/WhoAmIPage')).WhoAmIPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
