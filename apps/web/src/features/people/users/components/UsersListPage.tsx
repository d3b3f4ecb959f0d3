import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useSession } from '../../../../lib/session/useSession';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { roleLabel } from '../../../../ui/labels';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { EmptyState } from '../../../../ui/EmptyState';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconPlus, IconSearch, IconUserSearch, IconUsers } from '../../../../ui/icons';
import { useStartImpersonation } from '../../../identity/session/hooks/useStartImpersonation';
import { usersQuery, type UsersQuery } from '../api/usersApi';
import { PersonDetails } from './PersonDetails';
import { roleLines } from './personRoles';

const PAGE_SIZE = 20;
/** The address parameter naming the person whose details are open. */
const PERSON_PARAM = 'person';
const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
const STATUSES: UsersQuery['status'][] = ['', 'active', 'pending', 'disabled'];

/**
 * /users/users (03 §2): the people the administrator looks after, searchable, a page at a time
 * (a table, a card each on a phone). A name opens the person's details.
 */
export function UsersListPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<UsersQuery['status']>('');
  const [page, setPage] = useState(1);
  const query: UsersQuery = { page, pageSize: PAGE_SIZE, search: debouncedSearch, status };
  const users = useQuery({
    ...usersQuery(query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const impersonate = useStartImpersonation();
  // The person whose details are open is in the address (?person=), so Back closes them.
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shownId = searchParams.get(PERSON_PARAM);
  const shown = users.data?.data.find((user) => user.id === shownId) ?? null;
  const closeDetails = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else
      setSearchParams(
        (params) => {
          params.delete(PERSON_PARAM);
          return params;
        },
        { replace: true },
      );
  };

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
        <Loader role="status" aria-label={t('app.loading')} />
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
            <ResponsiveList
              label={t('users.title')}
              items={users.data.data}
              itemKey={(user) => user.id}
              columns={[
                {
                  header: t('users.name'),
                  kind: 'title',
                  cell: (user) => (
                    <Group gap="xs" wrap="wrap">
                      <Anchor
                        component={Link}
                        to={{ search: `?${PERSON_PARAM}=${user.id}` }}
                        state={{ fromList: true }}
                        fw={600}
                        size="sm"
                      >
                        {fullName(user)}
                      </Anchor>
                      {user.isSuperadmin && (
                        <Badge size="sm" variant="light" tt="none">
                          {roleLabel('superadmin')}
                        </Badge>
                      )}
                    </Group>
                  ),
                },
                { header: t('users.email'), cell: (user) => <EmailAddress address={user.emailAddress} /> },
                { header: t('users.status'), cell: (user) => t(`users.statuses.${user.status}`) },
                {
                  header: t('users.workspaces'),
                  cell: (user) => {
                    const lines = roleLines(user);
                    return lines.length === 0
                      ? '–'
                      : lines.map((line) => (
                          <Text key={line} size="sm">
                            {line}
                          </Text>
                        ));
                  },
                },
                {
                  header: t('users.actions'),
                  kind: 'actions',
                  cell: (user) => {
                    const workspaceId = user.impersonationWorkspaceId;
                    return (
                      workspaceId && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('users.impersonateLabel', { name: fullName(user) })}
                          loading={impersonate.isPending && impersonate.variables.userId === user.id}
                          onClick={() => impersonate.mutate({ userId: user.id, workspaceId })}
                        >
                          {t('users.impersonate')}
                        </Button>
                      )
                    );
                  },
                },
              ]}
            />
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
      <PersonDetails person={shown} onClose={closeDetails} />
    </PageLayout>
  );
}
