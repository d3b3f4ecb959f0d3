import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** Places' screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const placesScreens = {
  guarded: [
    PATHS.venues,
    PATHS.venueAdd,
    PATHS.venueShow,
    PATHS.venueEdit,
    PATHS.roomAdd,
    PATHS.roomShow,
    PATHS.roomEdit,
  ],
} as const satisfies DomainScreens;
