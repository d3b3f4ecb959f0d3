import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { shellScreens } from './screens';

/** The component of each shell screen (screens.ts), loaded lazily (one chunk each). */
export const shellRoutes = {
  guarded: {
    [PATHS.whatsNew]: async () => (await import('./whats-new/components/WhatsNewPage')).WhatsNewPage,
    [PATHS.home]: async () => (await import('./home/components/HomePage')).HomePage,
  },
} satisfies DomainRoutes<typeof shellScreens>;
