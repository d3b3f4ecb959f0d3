import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../lib/navigation/paths';
import { useSession } from '../../../../lib/session/useSession';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconArrowsExchange, IconLayoutGrid } from '../../../../ui/icons';
import { useEnterWorkspace } from '../../../platform/hooks/useEnterWorkspace';
import { useUserWorkspaces } from '../../../platform/hooks/useUserWorkspaces';

/**
 * The person's workspaces on their start page, when there is somewhere else to go: the current
 * one named, each other one a button that enters it (validate/workspace, then its start page).
 * Hidden while acting for someone (the workspace change is disabled then, 01 §2).
 */
export function WorkspacesCard() {
  const { t } = useTranslation();
  const { workspace: claims } = useSession();
  const workspaces = useUserWorkspaces();
  const enter = useEnterWorkspace();
  const list = workspaces.data?.data ?? [];
  const currentId = claims?.workspaceId ?? null;
  const others = list.filter((workspace) => workspace.id !== currentId);
  if (claims?.originUser || others.length === 0) return null;

  return (
    <SectionCard
      id="start-workspaces"
      title={t('start.workspaces.title')}
      icon={IconLayoutGrid}
      aside={
        <Button component={Link} to={PATHS.workspaceList} variant="subtle" size="compact-sm">
          {t('start.workspaces.all')}
        </Button>
      }
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((workspace) => {
          const name = workspace.customisation.displayName ?? workspace.name;
          const current = workspace.id === currentId;
          return (
            <Group key={workspace.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={current ? 600 : 400} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {current ? (
                <Badge variant="light" tt="none">
                  {t('start.workspaces.current')}
                </Badge>
              ) : (
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconArrowsExchange size={14} stroke={1.7} aria-hidden />}
                  onClick={() => enter.mutate(workspace.id)}
                  loading={enter.isPending && enter.variables === workspace.id}
                  disabled={enter.isPending}
                  aria-label={t('start.workspaces.switchTo', { name })}
                >
                  {t('start.workspaces.switch')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
