import type { Load } from '../../../lib/navigation/screens';
import { REGISTER_PRINT_SCREENS } from './paths';

const printPage: Load = async () => (await import('./components/PrintPage')).PrintPage;

/** The print screens' component (one chunk), spread into features/events/routes.tsx. */
export const registerExtrasRoutes = {
  [REGISTER_PRINT_SCREENS.registerPrint]: printPage,
  [REGISTER_PRINT_SCREENS.summaryPrint]: printPage,
} as const;
