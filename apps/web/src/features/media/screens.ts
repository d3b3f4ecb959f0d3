import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The media library's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const MEDIA_EDIT_SCREEN = `${PATHS.mediaLibrary}/edit/:id` as const;

export const mediaScreens = {
  guarded: [PATHS.mediaLibrary, MEDIA_EDIT_SCREEN],
} as const satisfies DomainScreens;
