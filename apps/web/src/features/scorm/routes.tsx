import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { scormScreens } from './screens';

/** The component of each SCORM screen (screens.ts), loaded lazily (one chunk each). */
export const scormRoutes = {
  guarded: {
    [PATHS.scormPlayer]: async () => (await import('./player/ScormPlayerPage')).ScormPlayerPage,
  },
} satisfies DomainRoutes<typeof scormScreens>;
