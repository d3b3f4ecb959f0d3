import { Alert, Anchor, Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useSession } from '../../../../lib/session/useSession';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { roleLabel } from '../../../../ui/labels';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { ListPage } from '../../../../ui/list-page/ListPage';
import { ListSearch } from '../../../../ui/list-page/ListSearch';
import { useListParams } from '../../../../ui/list-page/useListParams';
import { IconPlus, IconUserSearch, IconUsers } from '../../../../ui/icons';
import { useStartImpersonation } from '../../../identity/session/hooks/useStartImpersonation';
import { usersQuery, type UsersQuery } from '../api/usersApi';
import { PersonDetails } from './PersonDetails';
import { roleLines } from './personRoles';

/** The address parameter naming the person whose details are open. */
const PERSON_PARAM = 'person';
const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
const STATUSES: UsersQuery['status'][] = ['', 'active', 'pending', 'disabled'];
const FILTERS = { search: '', status: '' as UsersQuery['status'] };

/**
 * /users/users (03 §2): the people the administrator looks after, searchable, a page at a time
 * (a table, a card each on a phone). A name opens the person's details.
 */
export function UsersListPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const list = useListParams(FILTERS, { allowed: { status: STATUSES } });
  const query: UsersQuery = { page: list.page, pageSize: list.pageSize, ...list.filters };
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
  // Opening a person keeps the list's filters and page behind the details.
  const personSearch = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(PERSON_PARAM, id);
    return `?${next.toString()}`;
  };
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
    <ListPage
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
      filters={
        <>
          <ListSearch
            label={t('users.search')}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <NativeSelect
            label={t('users.status')}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value as UsersQuery['status'])}
            data={STATUSES.map((value) => ({ value, label: t(`users.statuses.${value || 'all'}`) }))}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      }
      notice={
        impersonate.isError && (
          <Alert color="red" title={t('users.impersonateFailed')}>
            {errorMessageOf(impersonate.error)}
          </Alert>
        )
      }
      query={users}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t('users.loadFailed')}
      count={(count) => t('users.count', { count })}
      empty={{ icon: IconUsers, title: t('users.noneTitle'), description: t('users.noneBody') }}
      noMatch={{
        icon: IconUserSearch,
        title: t('users.noMatchTitle'),
        description: t('users.noMatchBody'),
        clearLabel: t('users.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
      after={<PersonDetails person={shown} onClose={closeDetails} />}
    >
      {(items) => (
        <ResponsiveList
          label={t('users.title')}
          items={items}
          itemKey={(user) => user.id}
          columns={[
            {
              header: t('users.name'),
              kind: 'title',
              cell: (user) => (
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={{ search: personSearch(user.id) }}
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
    </ListPage>
  );
}
