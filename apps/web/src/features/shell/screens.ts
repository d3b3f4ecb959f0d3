import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The shell's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const shellScreens = {
  guarded: [PATHS.whatsNew, PATHS.home],
  /** The redirect-only section addresses (01 §2) and the section each one opens. */
  sectionRedirects: {
    '/catalogue': '/catalogue',
    '/users': '/users',
    '/setup': '/setup',
    '/reports': '/reports',
    '/my-learning': '/my-learning',
    '/my-learning/dashboard': '/my-learning',
  },
} as const satisfies DomainScreens;
