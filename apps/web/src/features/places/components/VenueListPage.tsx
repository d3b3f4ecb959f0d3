import { Anchor, Button, NativeSelect } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES, VENUE_STATUSES, canAccess } from '@campus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { ListPage } from '../../../ui/list-page/ListPage';
import { ListSearch } from '../../../ui/list-page/ListSearch';
import { useListParams } from '../../../ui/list-page/useListParams';
import { IconBuilding, IconPlus } from '../../../ui/icons';
import { venuesQuery, type VenuesQuery } from '../api/venuesApi';
import { venuePaths } from '../paths';
import { PlaceStatusBadge } from './PlaceStatusBadge';

const STATUSES: VenuesQuery['status'][] = ['', ...VENUE_STATUSES];
const FILTERS = { search: '', status: '' as VenuesQuery['status'] };

/** /setup/venues (03 §2): the workspace's venues and those shared with it, searchable, a page at a time. */
export function VenueListPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const list = useListParams(FILTERS, { allowed: { status: STATUSES } });
  const query: VenuesQuery = { page: list.page, pageSize: list.pageSize, ...list.filters };
  const venues = useQuery({
    ...venuesQuery(query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const mayAdd = canAccess(actor, RULES.venueEdit);

  return (
    <ListPage
      title={t('venues.title')}
      description={t('venues.intro')}
      actions={
        mayAdd && (
          <Button component={Link} to={venuePaths.add} leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}>
            {t('venues.add')}
          </Button>
        )
      }
      filters={
        <>
          <ListSearch
            label={t('venues.search')}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <NativeSelect
            label={t('venues.status')}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value as VenuesQuery['status'])}
            data={STATUSES.map((value) => ({ value, label: t(`venues.statuses.${value || 'all'}`) }))}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      }
      query={venues}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t('venues.loadFailed')}
      count={(count) => t('venues.count', { count })}
      empty={{
        icon: IconBuilding,
        title: t('venues.noneTitle'),
        description: mayAdd ? t('venues.noneBodyManager') : t('venues.noneBody'),
        action: mayAdd && (
          <Button component={Link} to={venuePaths.add} variant="default">
            {t('venues.add')}
          </Button>
        ),
      }}
      noMatch={{
        title: t('venues.noMatchTitle'),
        description: t('venues.noMatchBody'),
        clearLabel: t('venues.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList
          label={t('venues.title')}
          items={items}
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
    </ListPage>
  );
}
