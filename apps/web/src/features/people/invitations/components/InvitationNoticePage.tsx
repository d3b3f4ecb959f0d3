import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../lib/navigation/paths';
import { AuthCard } from '../../../../ui/AuthCard';

/** /lms/user/invitation/error and /resolved: why the invitation link cannot be used. */
export function InvitationNoticePage({ kind }: { kind: 'error' | 'resolved' }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t(`invitations.${kind}Title`)}>
      <Text>{t(`invitations.${kind}Body`)}</Text>
      <Anchor component={Link} to={PATHS.authLogin}>
        {t('invitations.goToSignIn')}
      </Anchor>
    </AuthCard>
  );
}

export const InvitationErrorPage = () => <InvitationNoticePage kind="error" />;
export const InvitationResolvedPage = () => <InvitationNoticePage kind="resolved" />;
