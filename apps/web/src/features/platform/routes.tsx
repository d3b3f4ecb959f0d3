import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { platformScreens } from './screens';

/** The component of each platform screen (screens.ts), loaded lazily (one chunk each). */
export const platformRoutes = {
  identity: {
    [PATHS.workspaceList]: async () => (await import('./components/WorkspaceListPage')).WorkspaceListPage,
  },
} satisfies DomainRoutes<typeof platformScreens>;
