import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** People's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const peopleScreens = {
  /** Invitations: sign-up and the invitation answers. */
  public: [
    PATHS.authSignUp,
    PATHS.landingInvitation,
    PATHS.invitationAccept,
    PATHS.invitationReject,
    PATHS.invitationError,
    PATHS.invitationResolved,
  ],
  guarded: [PATHS.usersList, PATHS.superadminAdd],
} as const satisfies DomainScreens;
