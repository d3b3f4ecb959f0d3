import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/navigation/paths';
import { ScrollableTable } from '../../../ui/ScrollableTable';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { useSession } from '../../../lib/session/useSession';
import { roleLabel } from '../../../ui/labels';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconPlus, IconSearch, IconUserSearch, IconUsers } from '../../../ui/icons';
import { useStartImpersonation } from '../../session/hooks/useStartImpersonation';
import { fetchUsers, usersKeys, type UsersQuery } from '../api/usersApi';

const PAGE_SIZE = 20;
const STATUSES: UsersQuery['status'][] = ['', 'active', 'pending', 'disabled'];

/** /users/users (03 §2): the people the administrator looks after, searchable, a page at a time. */
export function UsersListPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<UsersQuery['status']>('');
  const [page, setPage] = useState(1);
  const query: UsersQuery = { page, pageSize: PAGE_SIZE, search: debouncedSearch, status };
  const users = useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const impersonate = useStartImpersonation();

  return (
    <PageLayout
      title={t('users.title')}
      description={t('users.intro')}
      actions={
        actor.isSuperadmin && (
          <Button
            component={Link}
            to={PATHS.superadminAdd}
            variant="default"
            leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
          >
            {t('superadmins.add')}
          </Button>
        )
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('users.search')}
          type="search"
          leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('users.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as UsersQuery['status']);
            setPage(1);
          }}
          data={STATUSES.map((value) => ({ value, label: t(`users.statuses.${value || 'all'}`) }))}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {impersonate.isError && (
        <Alert color="red" title={t('users.impersonateFailed')}>
          {errorMessageOf(impersonate.error)}
        </Alert>
      )}
      {users.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : users.isError ? (
        <Alert color="red" title={t('users.loadFailed')}>
          {errorMessageOf(users.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('users.count', { count: users.data.pagination.total })}
          </Text>
          {users.data.data.length === 0 &&
            (debouncedSearch || status ? (
              <EmptyState
                icon={IconUserSearch}
                title={t('users.noMatchTitle')}
                description={t('users.noMatchBody')}
                action={
                  <Button
                    variant="default"
                    onClick={() => {
                      setSearch('');
                      setStatus('');
                      setPage(1);
                    }}
                  >
                    {t('users.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={IconUsers} title={t('users.noneTitle')} description={t('users.noneBody')} />
            ))}
          {users.data.data.length > 0 && (
            <ScrollableTable label={t('users.title')} minWidth={640}>
              <Table striped aria-label={t('users.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('users.name')}</Table.Th>
                    <Table.Th scope="col">{t('users.email')}</Table.Th>
                    <Table.Th scope="col">{t('users.status')}</Table.Th>
                    <Table.Th scope="col">{t('users.workspaces')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('users.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.data.map((user) => {
                    const workspaceId = user.impersonationWorkspaceId;
                    const name = `${user.firstName} ${user.lastName}`;
                    return (
                      <Table.Tr key={user.id}>
                        <Table.Th scope="row" fw={600}>
                          {name}
                          {user.isSuperadmin && (
                            <Badge ml="xs" size="sm" variant="light" tt="none">
                              {roleLabel('superadmin')}
                            </Badge>
                          )}
                        </Table.Th>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.emailAddress}</Table.Td>
                        <Table.Td>{t(`users.statuses.${user.status}`)}</Table.Td>
                        <Table.Td>
                          {user.profiles.map((profile) => (
                            <Text key={profile.id} size="sm">
                              {profile.workspaceName}: {profile.roles.map(roleLabel).join(', ')}
                            </Text>
                          ))}
                        </Table.Td>
                        <Table.Td>
                          {workspaceId && (
                            <Button
                              size="compact-sm"
                              variant="default"
                              aria-label={t('users.impersonateLabel', { name })}
                              loading={impersonate.isPending && impersonate.variables.userId === user.id}
                              onClick={() => impersonate.mutate({ userId: user.id, workspaceId })}
                            >
                              {t('users.impersonate')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
          )}
          {users.data.pagination.total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(users.data.pagination.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`users.${control}Page`) })}
              />
            </Group>
          )}
        </>
      )}
    </PageLayout>
  );
}
