import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES, VENUE_STATUSES, canAccess } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { useSession } from '../../../lib/session/useSession';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconBuilding, IconPlus, IconSearch } from '../../../ui/icons';
import { venuesQuery, type VenuesQuery } from '../api/venuesApi';
import { venuePaths } from '../paths';
import { PlaceStatusBadge } from './PlaceStatusBadge';

const PAGE_SIZE = 20;
const STATUSES: VenuesQuery['status'][] = ['', ...VENUE_STATUSES];

/** /setup/venues (03 §2): the workspace's venues and those shared with it, searchable, a page at a time. */
export function VenueListPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<VenuesQuery['status']>('');
  const [page, setPage] = useState(1);
  const query: VenuesQuery = { page, pageSize: PAGE_SIZE, search: debouncedSearch, status };
  const venues = useQuery({
    ...venuesQuery(query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const mayAdd = canAccess(actor, RULES.venueEdit);

  return (
    <PageLayout
      title={t('venues.title')}
      description={t('venues.intro')}
      actions={
        mayAdd && (
          <Button component={Link} to={venuePaths.add} leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}>
            {t('venues.add')}
          </Button>
        )
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('venues.search')}
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
          label={t('venues.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as VenuesQuery['status']);
            setPage(1);
          }}
          data={STATUSES.map((value) => ({ value, label: t(`venues.statuses.${value || 'all'}`) }))}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {venues.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : venues.isError ? (
        <Alert color="red" title={t('venues.loadFailed')}>
          {errorMessageOf(venues.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('venues.count', { count: venues.data.pagination.total })}
          </Text>
          {venues.data.data.length === 0 &&
            (debouncedSearch || status ? (
              <EmptyState
                icon={IconSearch}
                title={t('venues.noMatchTitle')}
                description={t('venues.noMatchBody')}
                action={
                  <Button
                    variant="default"
                    onClick={() => {
                      setSearch('');
                      setStatus('');
                      setPage(1);
                    }}
                  >
                    {t('venues.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={IconBuilding}
                title={t('venues.noneTitle')}
                description={mayAdd ? t('venues.noneBodyManager') : t('venues.noneBody')}
                action={
                  mayAdd && (
                    <Button component={Link} to={venuePaths.add} variant="default">
                      {t('venues.add')}
                    </Button>
                  )
                }
              />
            ))}
          {venues.data.data.length > 0 && (
            <ResponsiveList
              label={t('venues.title')}
              items={venues.data.data}
              itemKey={(venue) => venue.id}
              columns={[
                {
                  header: t('venues.name'),
                  kind: 'title',
                  cell: (venue) => (
                    <Anchor component={Link} to={venuePaths.show(venue.id)} fw={600} size="sm">
                      {venue.name}
                    </Anchor>
                  ),
                },
                { header: t('venues.address'), cell: (venue) => venue.formatted_address || '–' },
                { header: t('venues.rooms'), cell: (venue) => t('venues.roomsCount', { count: venue.roomsCount }) },
                { header: t('venues.status'), cell: (venue) => <PlaceStatusBadge status={venue.status} /> },
                {
                  header: t('venues.visibility'),
                  cell: (venue) =>
                    venue.own
                      ? t(`venues.visibilities.${venue.visibility}`)
                      : t('venues.sharedWithYou', { visibility: t(`venues.visibilities.${venue.visibility}`) }),
                },
              ]}
            />
          )}
          {venues.data.pagination.total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(venues.data.pagination.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`venues.${control}Page`) })}
              />
            </Group>
          )}
        </>
      )}
    </PageLayout>
  );
}
