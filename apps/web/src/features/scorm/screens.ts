import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** SCORM's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const scormScreens = {
  guarded: [PATHS.scormPlayer],
} as const satisfies DomainScreens;
