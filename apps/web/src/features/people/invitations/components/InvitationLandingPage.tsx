import { Navigate } from 'react-router';
import { PATHS, withInvitation } from '../../../../lib/navigation/paths';
import { PageLoader } from '../../../../ui/PageLoader';
import { useInvitationFromQuery } from './useInvitationFromQuery';

/** /landing-invitation?invitation=ID&secret=S: sends the person to sign up, accept, or the right explanation. */
export function InvitationLandingPage() {
  const invitation = useInvitationFromQuery();
  if (!invitation.valid || invitation.isError) return <Navigate to={PATHS.invitationError} replace />;
  if (!invitation.data) return <PageLoader />;
  const { status, hasAccount } = invitation.data;
  if (status !== 'sent') return <Navigate to={PATHS.invitationResolved} replace />;
  return (
    <Navigate to={withInvitation(hasAccount ? PATHS.invitationAccept : PATHS.authSignUp, invitation.link)} replace />
  );
}

export default InvitationLandingPage;
