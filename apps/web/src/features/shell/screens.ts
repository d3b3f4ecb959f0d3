import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The shell's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const shellScreens = {
  guarded: [PATHS.whatsNew, PATHS.home],
} as const satisfies DomainScreens;
