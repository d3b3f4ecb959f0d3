import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { peopleScreens } from './screens';

/** The component of each people screen (screens.ts), loaded lazily (one chunk each). */
export const peopleRoutes = {
  public: {
    [PATHS.authSignUp]: async () => (await import('./invitations/components/SignUpPage')).SignUpPage,
    [PATHS.landingInvitation]: async () =>
      (await import('./invitations/components/InvitationLandingPage')).InvitationLandingPage,
    [PATHS.invitationAccept]: async () =>
      (await import('./invitations/components/InvitationAnswerPage')).InvitationAcceptPage,
    [PATHS.invitationReject]: async () =>
      (await import('./invitations/components/InvitationAnswerPage')).InvitationRejectPage,
    [PATHS.invitationError]: async () =>
      (await import('./invitations/components/InvitationNoticePage')).InvitationErrorPage,
    [PATHS.invitationResolved]: async () =>
      (await import('./invitations/components/InvitationNoticePage')).InvitationResolvedPage,
  },
  guarded: {
    [PATHS.usersList]: async () => (await import('./users/components/UsersListPage')).UsersListPage,
    [PATHS.superadminAdd]: async () => (await import('./users/components/SuperadminAddPage')).SuperadminAddPage,
  },
} satisfies DomainRoutes<typeof peopleScreens>;
