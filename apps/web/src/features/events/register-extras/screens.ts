import { REGISTER_PRINT_SCREENS } from './paths';

/** The print screens, listed by features/events/screens.ts (guarded by the register and summary rules). */
export const registerExtrasScreens = [
  REGISTER_PRINT_SCREENS.registerPrint,
  REGISTER_PRINT_SCREENS.summaryPrint,
] as const;
