import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconLayoutGrid } from '../../../ui/icons';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { useSession } from '../../../lib/session/useSession';
import { useEnterWorkspace } from '../hooks/useEnterWorkspace';
import { useUserWorkspaces } from '../hooks/useUserWorkspaces';
import { CustomerAreas } from './CustomerAreas';
import { WorkspaceCard } from './WorkspaceCard';

/**
 * /lms/user/workspaces: the workspaces the user belongs to, each with a Select button; at sign-in
 * and from the account menu's Change, where the current one is marked.
 */
export function WorkspaceListPage() {
  const { t } = useTranslation();
  const workspaces = useUserWorkspaces();
  const enter = useEnterWorkspace();
  const choosing = enter.isPending ? enter.variables : undefined;
  // Opened from the account menu's Change, the person already works somewhere: that is marked.
  const { workspace: current } = useSession();

  return (
    <PageLayout title={t('workspaces.title')} description={t('workspaces.intro')}>
      <FormErrorAlert title={t('toast.errorTitle')} message={enter.isError ? errorMessageOf(enter.error) : null} />

      {workspaces.isPending && <Loader role="status" aria-label={t('app.loading')} />}

      {workspaces.isError && (
        <Alert color="red" title={t('workspaces.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(workspaces.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void workspaces.refetch()}>
              {t('workspaces.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {workspaces.data && workspaces.data.data.length === 0 && (
        <EmptyState icon={IconLayoutGrid} title={t('workspaces.empty')} description={t('workspaces.emptyNext')} />
      )}

      {workspaces.data && workspaces.data.data.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {workspaces.data.data.map((workspace) => (
            <WorkspaceCard
              key={workspace.id}
              workspace={workspace}
              onSelect={(id) => enter.mutate(id)}
              pending={choosing === workspace.id}
              disabled={enter.isPending}
              current={current?.workspaceId === workspace.id}
            />
          ))}
        </SimpleGrid>
      )}

      {workspaces.data && (workspaces.data.customerRoles.length > 0 || workspaces.data.data.length === 0) && (
        <CustomerAreas
          areas={workspaces.data.customerRoles}
          onContinue={() => enter.mutate(null)}
          pending={enter.isPending && choosing === null}
          disabled={enter.isPending}
          current={current !== null && !current.workspaceId}
        />
      )}
    </PageLayout>
  );
}

export default WorkspaceListPage;
