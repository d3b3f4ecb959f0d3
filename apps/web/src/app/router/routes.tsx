import { Navigate, type RouteObject } from 'react-router';
import { RULES } from '@campus/contracts';
import { NotFoundPage } from '../../features/shell/errors/components/NotFoundPage';
import { RequireAccess } from '../guards/RequireAccess';
import { EMPTY_FIELDS_GATE_HANDLE, EmptyFieldsGate } from '../guards/EmptyFieldsGate';
import { TwoFactorGate } from '../guards/TwoFactorGate';
import { PageLoader } from '../../ui/PageLoader';
import { PATHS } from '../../lib/navigation/paths';
import { guardedScreen } from './guardedScreen';
import {
  EMBEDDED_SCREENS,
  GUARDED_SCREENS,
  IDENTITY_SCREENS,
  PUBLIC_SCREENS,
  SECTION_REDIRECTS,
  WIZARD_STEP_SCREENS,
  type EmbeddedScreen,
  type GuardedScreen,
  type IdentityScreen,
  type Load,
  type PublicScreen,
  type WizardStepScreen,
} from '../../lib/navigation/screens';
import { identityRoutes } from '../../features/identity/routes';
import { peopleRoutes } from '../../features/people/routes';
import { platformRoutes } from '../../features/platform/routes';
import { shellRoutes } from '../../features/shell/routes';
import { enrolmentsRoutes } from '../../features/enrolments/routes';
import { catalogueRoutes } from '../../features/catalogue/routes';
import { eventsRoutes } from '../../features/events/routes';
import { placesRoutes } from '../../features/places/routes';
import { mediaRoutes } from '../../features/media/routes';
import { scormRoutes } from '../../features/scorm/routes';
import { SectionRedirect } from './SectionRedirect';
import { LegacyOrNotFound } from './LegacyOrNotFound';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The component of each screen listed in features/<domain>/screens.ts, as that domain's routes.tsx
 * loads it: every domain's routes, one line each.
 */
const DOMAIN_ROUTES = [
  identityRoutes,
  peopleRoutes,
  platformRoutes,
  shellRoutes,
  enrolmentsRoutes,
  catalogueRoutes,
  eventsRoutes,
  placesRoutes,
  mediaRoutes,
  scormRoutes,
] as const;

type ScreenKind = 'public' | 'identity' | 'guarded' | 'embedded';
type Routes = (typeof DOMAIN_ROUTES)[number];
type ScreensWithComponents<R, K extends ScreenKind> = R extends { readonly [k in K]: infer C } ? keyof C : never;
/** A screen gathered in lib/navigation/screens.ts with no domain's routes here does not compile. */
function componentsOf<K extends ScreenKind, Screen extends ScreensWithComponents<Routes, K>>(
  kind: K,
): Record<Screen, Load> {
  return Object.assign(
    {},
    ...DOMAIN_ROUTES.map((domain: Partial<Record<ScreenKind, Record<string, Load>>>) => domain[kind] ?? {}),
  ) as Record<Screen, Load>;
}

const PUBLIC_COMPONENTS = componentsOf<'public', PublicScreen>('public');
const IDENTITY_COMPONENTS = componentsOf<'identity', IdentityScreen>('identity');
const GUARDED_COMPONENTS = componentsOf<'guarded', GuardedScreen>('guarded');
const EMBEDDED_COMPONENTS = componentsOf<'embedded', EmbeddedScreen>('embedded');

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
 * The router (01 §2): the screens of lib/navigation/screens.ts under their guards. Signed-in
 * screens take their rule from the spec's route table (guardedScreen); the account pages and the
 * workspace list work on the identity token alone.
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
