import { SimpleGrid } from '@mantine/core';
import { ListPage } from '../../../ui/list-page/ListPage';
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
    <ListPage
      title={t('workspaces.title')}
      description={t('workspaces.intro')}
      above={
        <FormErrorAlert title={t('toast.errorTitle')} message={enter.isError ? errorMessageOf(enter.error) : null} />
      }
      query={workspaces}
      loadFailed={t('workspaces.loadFailed')}
      empty={{ icon: IconLayoutGrid, title: t('workspaces.empty'), description: t('workspaces.emptyNext') }}
      after={
        workspaces.data &&
        (workspaces.data.customerRoles.length > 0 || workspaces.data.data.length === 0) && (
          <CustomerAreas
            areas={workspaces.data.customerRoles}
            onContinue={() => enter.mutate(null)}
            pending={enter.isPending && choosing === null}
            disabled={enter.isPending}
            current={current !== null && !current.workspaceId}
          />
        )
      }
    >
      {(items) => (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((workspace) => (
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
    </ListPage>
  );
}

export default WorkspaceListPage;
