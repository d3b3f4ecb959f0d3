import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { memoByPath } from './pathMemo';
import type { SectionPath } from '@campus/contracts';
import { PATHS } from './paths';
import { identityScreens } from '../../features/identity/screens';
import { peopleScreens } from '../../features/people/screens';
import { platformScreens } from '../../features/platform/screens';
import { shellScreens } from '../../features/shell/screens';
import { enrolmentsScreens } from '../../features/enrolments/screens';
import { catalogueScreens } from '../../features/catalogue/screens';
import { eventsScreens } from '../../features/events/screens';
import { placesScreens } from '../../features/places/screens';
import { mediaScreens } from '../../features/media/screens';
import { scormScreens } from '../../features/scorm/screens';

/*
 * The screens built so far, as plain data. Navigation, redirects and start pages ask this module
 * whether a screen exists; app/router/routes.tsx maps each entry to its (lazily loaded) component.
 * Each domain lists its own screens in features/<domain>/screens.ts (and loads them in its
 * routes.tsx); this index gathers them, one line per domain. It must import no component, so
 * nothing a screen imports can lead back to the router (no import cycle).
 */

/** What a domain's screens.ts lists, by how the router guards them. */
export interface DomainScreens {
  /** Screens anyone can open: sign-in, registration, invitations. */
  readonly public?: readonly string[];
  /**
   * Screens that work on the identity token alone, so people can reach their profile before
   * choosing a workspace.
   */
  readonly identity?: readonly string[];
  /** Screens of the spec's route table, each guarded by the table's own rule (guardedScreen). */
  readonly guarded?: readonly string[];
  /**
   * Screens other sites show in a frame, without the app's header and footer (the booking iframe,
   * 03 §2): they offer their own sign-in link instead of a guard's redirect.
   */
  readonly embedded?: readonly string[];
  /**
   * The wizards' step addresses (the wizard's address plus the step name, decision 0013) and the
   * wizard each belongs to: guarded by its wizard's own rule.
   */
  readonly wizardSteps?: Readonly<Record<string, string>>;
  /** The redirect-only section addresses (01 §2) and the section each one opens. */
  readonly sectionRedirects?: Readonly<Record<string, SectionPath | '/my-learning'>>;
}

type ScreenKind = 'public' | 'identity' | 'guarded' | 'embedded';

/** A screen's component, loaded lazily (one chunk each). */
export type Load = () => Promise<ComponentType>;

/**
 * What a domain's routes.tsx gives: a component for each screen its screens.ts lists, by kind
 * (typed by that list, so a screen listed without a component does not compile).
 */
export type DomainRoutes<S extends DomainScreens> = {
  [K in keyof S & ScreenKind]: S[K] extends readonly (infer P extends string)[] ? Record<P, Load> : never;
};

/** Every domain's screens, one line each. */
const DOMAIN_SCREENS = [
  identityScreens,
  peopleScreens,
  platformScreens,
  shellScreens,
  enrolmentsScreens,
  catalogueScreens,
  eventsScreens,
  placesScreens,
  mediaScreens,
  scormScreens,
] as const;

type Domain = (typeof DOMAIN_SCREENS)[number];
type ScreensOf<D, K extends ScreenKind> = D extends { readonly [k in K]: readonly (infer S)[] } ? S : never;
type WizardStepsOf<D> = D extends { readonly wizardSteps: infer W } ? W : never;
type SectionRedirectsOf<D> = D extends { readonly sectionRedirects: infer R } ? keyof R : never;

function gather<K extends ScreenKind>(kind: K): readonly ScreensOf<Domain, K>[] {
  return DOMAIN_SCREENS.flatMap((domain: DomainScreens) => domain[kind] ?? []) as ScreensOf<Domain, K>[];
}

export const PUBLIC_SCREENS = gather('public');
export const IDENTITY_SCREENS = gather('identity');
export const GUARDED_SCREENS = gather('guarded');
export const EMBEDDED_SCREENS = gather('embedded');

export type WizardStepScreen = keyof WizardStepsOf<Domain>;
export const WIZARD_STEP_SCREENS = Object.assign(
  {},
  ...DOMAIN_SCREENS.map((domain: DomainScreens) => domain.wizardSteps ?? {}),
) as Readonly<Record<WizardStepScreen, ScreensOf<Domain, 'guarded'>>>;

export type SectionRedirectPath = SectionRedirectsOf<Domain>;
/** The redirect-only section addresses (01 §2) and the section each one opens. */
export const SECTION_REDIRECTS = Object.assign(
  {},
  ...DOMAIN_SCREENS.map((domain: DomainScreens) => domain.sectionRedirects ?? {}),
) as Readonly<Record<SectionRedirectPath, SectionPath | '/my-learning'>>;

export type PublicScreen = ScreensOf<Domain, 'public'>;
export type IdentityScreen = ScreensOf<Domain, 'identity'>;
export type GuardedScreen = ScreensOf<Domain, 'guarded'>;
export type EmbeddedScreen = ScreensOf<Domain, 'embedded'>;

/** Every address the router answers with something other than its catch-all 404. */
export const BUILT_PATHS: readonly string[] = [
  PATHS.default,
  PATHS.notFound,
  PATHS.account,
  ...PUBLIC_SCREENS,
  ...IDENTITY_SCREENS,
  ...GUARDED_SCREENS,
  ...EMBEDDED_SCREENS,
  ...Object.keys(WIZARD_STEP_SCREENS),
  ...Object.keys(SECTION_REDIRECTS),
];

/** The path of an address, without its query or fragment (as the router matches it). */
const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? path;

const hasScreenAt = memoByPath((pathname) =>
  BUILT_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null),
);

/** Whether the router has a screen for the path (anything but the catch-all 404). */
export function hasScreen(path: string): boolean {
  return hasScreenAt(pathOnly(path));
}

/**
 * The destination if its screen is built, else the personal account page: areas not built yet
 * are not placeholders, and a start page must always open something real.
 */
export const builtOrAccount = (path: string): string => (hasScreen(path) ? path : PATHS.accountPersonal);
