import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserWorkspace } from '@campus/contracts';
import { BadgeList } from '../../../ui/BadgeList';
import { roleLabel } from '../../../ui/labels';

interface WorkspaceCardProps {
  workspace: UserWorkspace;
  onSelect: (workspaceId: string) => void;
  pending: boolean;
  disabled: boolean;
  /** The workspace the person is working in now (the chooser opened from the account menu). */
  current?: boolean;
}

/** One workspace of the chooser; the current one is marked, in words and with aria-current. */
export function WorkspaceCard({ workspace, onSelect, pending, disabled, current = false }: WorkspaceCardProps) {
  const { t } = useTranslation();
  const name = workspace.customisation.displayName ?? workspace.name;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="lg"
      aria-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {name}
          </Title>
          {current && (
            <Badge variant="filled" tt="none">
              {t('workspaces.current')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('workspaces.customer', { name: workspace.customerName })}
        </Text>
        <BadgeList items={workspace.roles} label={roleLabel} ariaLabel={t('workspaces.roles')} />
        <Group justify="flex-end">
          <Button
            onClick={() => onSelect(workspace.id)}
            loading={pending}
            disabled={disabled && !pending}
            variant={current ? 'default' : 'filled'}
            aria-label={t(current ? 'workspaces.continueNamed' : 'workspaces.selectNamed', { name })}
          >
            {t(current ? 'workspaces.continue' : 'workspaces.select')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
