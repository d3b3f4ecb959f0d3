import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserWorkspacesResponse } from '@campus/contracts';
import { BadgeList } from '../../../ui/BadgeList';
import { customerRoleLabel } from '../../../ui/labels';

interface CustomerAreasProps {
  areas: UserWorkspacesResponse['customerRoles'];
  onContinue: () => void;
  pending: boolean;
  disabled: boolean;
  /** The person is working without a workspace now (a customer-role or platform token). */
  current?: boolean;
}

/** Customer-role areas the user can enter without a workspace (exchange/token). */
export function CustomerAreas({ areas, onContinue, pending, disabled, current = false }: CustomerAreasProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="customer-areas-title"
      aria-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id="customer-areas-title">
            {t('workspaces.customerAreasTitle')}
          </Title>
          {current && (
            <Badge variant="filled" tt="none">
              {t('workspaces.currentArea')}
            </Badge>
          )}
        </Group>
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
