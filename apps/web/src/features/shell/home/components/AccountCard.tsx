import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountTabPath } from '../../../../lib/navigation/paths';
import { useSession } from '../../../../lib/session/useSession';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconAlertTriangle, IconShieldCheck, IconUserCircle } from '../../../../ui/icons';
import { identityUserQuery } from '../../../identity/account/api/accountApi';

/**
 * The person's account at a glance on every start page: who they are signed in as, whether
 * two-factor authentication protects the account (read from the identity service), and the way
 * to their profile, security and activity log.
 */
export function AccountCard() {
  const { t } = useTranslation();
  const { workspace, identity } = useSession();
  const userId = workspace?.userId ?? identity?.sub ?? null;
  // While acting for someone, their security is theirs: nothing to read or change here.
  const acting = Boolean(workspace?.originUser);
  const user = useQuery({
    ...identityUserQuery(userId ?? 'none'),
    enabled: userId !== null && !acting,
    meta: { handlesErrors: true },
  });
  const email = workspace?.user.emailAddress ?? identity?.email ?? '';

  return (
    <SectionCard id="start-account" title={t('start.account.title')} icon={IconUserCircle}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('start.account.signedInAs', { email })}
      </Text>
      {!acting && user.isPending && <Loader size="sm" role="status" aria-label={t('app.loading')} />}
      {!acting && user.data && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {user.data.mfaEnabled ? (
            <IconShieldCheck size={20} stroke={1.8} aria-hidden color="var(--mantine-color-green-8)" />
          ) : (
            <IconAlertTriangle size={20} stroke={1.8} aria-hidden color="var(--mantine-color-orange-9)" />
          )}
          <Text size="sm" fw={600} data-testid="two-factor-status">
            {user.data.mfaEnabled ? t('start.account.twoFactorOn') : t('start.account.twoFactorOff')}
          </Text>
        </Group>
      )}
      <Stack gap={6}>
        {!acting && user.data && !user.data.mfaEnabled && (
          <Anchor component={Link} to={accountTabPath('security')} size="sm" fw={600}>
            {t('start.account.setUpTwoFactor')}
          </Anchor>
        )}
        <Anchor component={Link} to={accountTabPath('personal')} size="sm">
          {t('start.account.personal')}
        </Anchor>
        <Anchor component={Link} to={accountTabPath('security')} size="sm">
          {t('start.account.security')}
        </Anchor>
        <Anchor component={Link} to={accountTabPath('activity-log')} size="sm">
          {t('start.account.activity')}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}
