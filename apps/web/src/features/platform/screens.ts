import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** Platform's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const platformScreens = {
  identity: [PATHS.workspaceList],
} as const satisfies DomainScreens;
