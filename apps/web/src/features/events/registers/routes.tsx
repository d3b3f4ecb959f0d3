import type { Load } from '../../../lib/navigation/screens';
import { PATHS } from '../../../lib/navigation/paths';

/** The register and summary screens' components, one chunk each; gathered by features/events/routes.tsx. */
export const registersRoutes = {
  [PATHS.register]: async () => (await import('./components/RegisterPage')).RegisterPage,
  [PATHS.summary]: async () => (await import('./components/SummaryPage')).SummaryPage,
} satisfies Record<(typeof PATHS)['register' | 'summary'], Load>;
