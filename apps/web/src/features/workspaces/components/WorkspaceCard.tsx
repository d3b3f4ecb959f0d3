import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserWorkspace } from '@campus/contracts';
import { BadgeList } from '../../../ui/BadgeList';
import { roleLabel } from '../../../ui/labels';

interface WorkspaceCardProps {
  workspace: UserWorkspace;
  onSelect: (workspaceId: string) => void;
  pending: boolean;
  disabled: boolean;
}

export function WorkspaceCard({ workspace, onSelect, pending, disabled }: WorkspaceCardProps) {
  const { t } = useTranslation();
  const name = workspace.customisation.displayName ?? workspace.name;
  return (
    <Card component="li" withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {name}
        </Title>
        <Text c="dimmed" size="sm">
          {t('workspaces.customer', { name: workspace.customerName })}
        </Text>
        <BadgeList items={workspace.roles} label={roleLabel} ariaLabel={t('workspaces.roles')} />
        <Group justify="flex-end">
          <Button
            onClick={() => onSelect(workspace.id)}
            loading={pending}
            disabled={disabled && !pending}
            aria-label={t('workspaces.selectNamed', { name })}
          >
            {t('workspaces.select')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
