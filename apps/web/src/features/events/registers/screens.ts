import { PATHS } from '../../../lib/navigation/paths';

/** The register and summary screens (03 §2), gathered by features/events/screens.ts. */
export const registersScreens = [PATHS.register, PATHS.summary] as const;
