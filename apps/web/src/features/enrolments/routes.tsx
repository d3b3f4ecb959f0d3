import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { enrolmentsScreens } from './screens';

/** The component of each enrolments screen (screens.ts), loaded lazily (one chunk each). */
export const enrolmentsRoutes = {
  guarded: {
    [PATHS.enrolmentRequests]: async () => (await import('./components/RequestsPage')).RequestsPage,
  },
} satisfies DomainRoutes<typeof enrolmentsScreens>;
