import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import { MEDIA_EDIT_SCREEN, type mediaScreens } from './screens';

/** The component of each media screen (screens.ts), loaded lazily (one chunk each). */
export const mediaRoutes = {
  guarded: {
    [PATHS.mediaLibrary]: async () => (await import('./components/MediaLibraryPage')).MediaLibraryPage,
    [MEDIA_EDIT_SCREEN]: async () => (await import('./components/MediaEditPage')).MediaEditPage,
  },
} satisfies DomainRoutes<typeof mediaScreens>;
