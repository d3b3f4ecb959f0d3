import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserWorkspacesResponse } from '@campus/contracts';
import { BadgeList } from '../../../ui/BadgeList';
import { customerRoleLabel } from '../../../ui/labels';

interface CustomerAreasProps {
  areas: UserWorkspacesResponse['customerRoles'];
  onContinue: () => void;
  pending: boolean;
  disabled: boolean;
}

/** Customer-role areas the user can enter without a workspace (exchange/token). */
export function CustomerAreas({ areas, onContinue, pending, disabled }: CustomerAreasProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="customer-areas-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="customer-areas-title">
          {t('workspaces.customerAreasTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('workspaces.customerAreasIntro')}
        </Text>
        {areas.map((area) => (
          <Group key={area.customerId} gap="sm">
            <Text fw={600}>{area.customerName}</Text>
            <BadgeList items={area.roles} label={customerRoleLabel} color="grape" ariaLabel={area.customerName} />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onContinue} loading={pending} disabled={disabled && !pending}>
            {t('workspaces.continueWithout')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
