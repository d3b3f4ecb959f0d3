import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/router/paths';
import { useSession } from '../../../lib/session/useSession';
import { BadgeList } from '../../../ui/BadgeList';
import { customerRoleLabel, roleLabel, serviceLabel, visibleServices } from '../../../ui/labels';
import { useCurrentWorkspace } from '../../workspaces/hooks/useCurrentWorkspace';

/** The default route for now: who is signed in, where, and with which roles and services. */
export function WhoAmIPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { workspace: claims, identity } = useSession();
  const workspace = useCurrentWorkspace();

  if (!claims) return null;
  const name = `${claims.user.firstName} ${claims.user.lastName}`.trim() || identity?.name || '';
  const workspaceName = workspace?.customisation.displayName ?? workspace?.name ?? claims.workspace;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      <Text size="lg">{t('home.signedInAs', { name, email: claims.user.emailAddress })}</Text>

      {claims.originUser && (
        <Alert color="yellow" variant="light">
          {t('home.impersonating', { name: `${claims.originUser.firstName} ${claims.originUser.lastName}` })}
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Detail label={t('home.workspace')}>
            <Text fw={600}>{workspaceName ?? t('home.noWorkspace')}</Text>
          </Detail>
          {claims.customer && (
            <Detail label={t('home.customer')}>
              <Text>{claims.customer.name}</Text>
            </Detail>
          )}
          <Detail label={t('home.roles')}>
            <BadgeList items={claims.roles} label={roleLabel} ariaLabel={t('home.roles')} />
          </Detail>
          <Detail label={t('home.customerRoles')}>
            <BadgeList
              items={claims.customerRoles}
              label={customerRoleLabel}
              color="grape"
              ariaLabel={t('home.customerRoles')}
            />
          </Detail>
          <Detail label={t('home.services')}>
            <BadgeList
              items={visibleServices(claims.customerServices)}
              label={serviceLabel}
              color="indigo"
              ariaLabel={t('home.services')}
            />
          </Detail>
        </Stack>
      </Card>

      <Group>
        <Button onClick={() => void navigate(PATHS.workspaceList)} disabled={claims.originUser !== null}>
          {t('home.changeWorkspace')}
        </Button>
      </Group>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600} mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

export default WhoAmIPage;
