import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES } from '@campus/contracts';
import { PATHS, withInvitation } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { AuthCard } from '../../../../ui/AuthCard';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { PageLoader } from '../../../../ui/PageLoader';
import { toast } from '../../../../ui/toast';
import { acceptInvitation, rejectInvitation } from '../api/invitationsApi';
import { useInvitationFromQuery } from './useInvitationFromQuery';

/**
 * /lms/user/invitation/accept and /reject: the person confirms their answer. Afterwards they
 * sign in (an accepted invitation's workspace is then in their list).
 */
export function InvitationAnswerPage({ answer }: { answer: 'accept' | 'reject' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useInvitationFromQuery();
  const send = useMutation({
    mutationFn: () => (answer === 'accept' ? acceptInvitation(invitation.link) : rejectInvitation(invitation.link)),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.success({ message: answer === 'accept' ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.rejected });
      const email = invitation.data?.user.emailAddress ?? '';
      await navigate(`${PATHS.authLogin}?email=${encodeURIComponent(email)}`, { replace: true });
    },
  });

  if (!invitation.valid || invitation.isError) return <Navigate to={PATHS.invitationError} replace />;
  if (!invitation.data) return <PageLoader />;
  if (invitation.data.status !== 'sent' && !send.isSuccess) return <Navigate to={PATHS.invitationResolved} replace />;
  const workspace = invitation.data.workspace.name;

  return (
    <AuthCard title={t(answer === 'accept' ? 'invitations.acceptTitle' : 'invitations.rejectTitle', { workspace })}>
      <Text>
        {t(answer === 'accept' ? 'invitations.acceptIntro' : 'invitations.rejectIntro', {
          workspace,
          email: invitation.data.user.emailAddress,
        })}
      </Text>
      <FormErrorAlert
        title={t('invitations.answerFailed')}
        message={send.isError ? errorMessageOf(send.error) : null}
      />
      <Group justify="space-between">
        <Anchor
          component={Link}
          to={withInvitation(answer === 'accept' ? PATHS.invitationReject : PATHS.invitationAccept, invitation.link)}
        >
          {t(answer === 'accept' ? 'invitations.declineInstead' : 'invitations.acceptInstead')}
        </Anchor>
        <Button onClick={() => send.mutate()} loading={send.isPending} color={answer === 'reject' ? 'red' : undefined}>
          {t(answer === 'accept' ? 'invitations.accept' : 'invitations.reject')}
        </Button>
      </Group>
    </AuthCard>
  );
}

export const InvitationAcceptPage = () => <InvitationAnswerPage answer="accept" />;
export const InvitationRejectPage = () => <InvitationAnswerPage answer="reject" />;
