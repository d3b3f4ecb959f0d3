import { Anchor, Badge, Button, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, EVENT_STATUSES, RULES, canAccess } from '@campus/contracts';
import { dayjs, formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { useSession } from '../../../../lib/session/useSession';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { ListView } from '../../../../ui/list-page/ListPage';
import { ListSearch } from '../../../../ui/list-page/ListSearch';
import { useListParams, type ListParams } from '../../../../ui/list-page/useListParams';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendar, IconPlus } from '../../../../ui/icons';
import { eventsListQuery, type EventsQuery } from '../api/eventsApi';
import { viewerTimeZone } from '../calendar';
import { eventPaths } from '../paths';
import { spacesText } from '../spaces';
import { EventsCalendar } from './EventsCalendar';
import { DateRangeFilters, VenueTrainerFilters } from './EventFilters';

const STATUS_COLOURS = { active: 'green', draft: 'gray', archived: 'dark' } as const;
const STATUSES: EventsQuery['status'][] = ['', ...EVENT_STATUSES];
type EventFilters = Omit<EventsQuery, 'page' | 'pageSize'>;
/** The table's filters, kept in the address; the calendar shares the venue and trainer. */
const FILTERS: EventFilters = {
  search: '',
  typeOfSearch: 'advanced',
  status: '',
  dateFrom: '',
  dateTo: '',
  venueId: '',
  trainerId: '',
};

/** /catalogue/events (03 §2): the events as a table, or as a calendar of their sessions (listView=calendar). */
export function EventsPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [params, setParams] = useSearchParams();
  const listView = params.get('listView') === 'calendar' ? 'calendar' : 'table';
  // The search type is how to search, not a filter: clearing the filters keeps it.
  const list = useListParams(FILTERS, {
    allowed: { typeOfSearch: ['advanced', 'simple'], status: STATUSES },
    settings: ['typeOfSearch'],
  });
  const place = { venueId: list.filters.venueId, trainerId: list.filters.trainerId };
  const mayAdd = canAccess(actor, RULES.eventEdit);

  return (
    <PageLayout
      title={t('events.title')}
      description={t('events.intro')}
      actions={
        mayAdd && (
          <Button component={Link} to={eventPaths.add()} leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}>
            {t('events.add')}
          </Button>
        )
      }
    >
      <SegmentedControl
        aria-label={t('events.viewLabel')}
        value={listView}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('listView', value);
          setParams(next);
        }}
        data={[
          { value: 'table', label: t('events.views.table') },
          { value: 'calendar', label: t('events.views.calendar') },
        ]}
        w={{ base: '100%', sm: 'auto' }}
      />
      {listView === 'calendar' ? (
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <VenueTrainerFilters value={place} onChange={list.setFilters} />
          </Group>
          <EventsCalendar venueId={place.venueId} trainerId={place.trainerId} />
        </Stack>
      ) : (
        <EventsTable list={list} mayAdd={mayAdd} />
      )}
    </PageLayout>
  );
}

function EventsTable({ list, mayAdd }: { list: ListParams<EventFilters>; mayAdd: boolean }) {
  const { t } = useTranslation();
  const { filters } = list;
  const viewerZone = viewerTimeZone();
  const query: EventsQuery = { page: list.page, pageSize: list.pageSize, ...filters };
  const events = useQuery({
    ...eventsListQuery(query, {
      // Whole London days: from the start of the first to the end of the last.
      dateFrom: filters.dateFrom ? dayjs.tz(filters.dateFrom, DEFAULT_TIME_ZONE).toISOString() : undefined,
      dateTo: filters.dateTo
        ? dayjs.tz(dayjs(filters.dateTo).add(1, 'day').format('YYYY-MM-DD'), DEFAULT_TIME_ZONE).toISOString()
        : undefined,
    }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

  return (
    <ListView
      filters={
        <>
          <ListSearch
            label={t('events.search')}
            value={filters.search}
            onChange={(value) => list.setFilter('search', value)}
            w={{ base: '100%', sm: 280 }}
          />
          <NativeSelect
            label={t('events.typeOfSearch')}
            value={filters.typeOfSearch}
            onChange={(event) =>
              list.setFilter('typeOfSearch', event.currentTarget.value as EventsQuery['typeOfSearch'])
            }
            data={[
              { value: 'advanced', label: t('events.searchTypes.advanced') },
              { value: 'simple', label: t('events.searchTypes.simple') },
            ]}
            w={{ base: '100%', sm: 200 }}
          />
          <NativeSelect
            label={t('events.status')}
            value={filters.status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value as EventsQuery['status'])}
            data={STATUSES.map((value) => ({ value, label: t(`events.statuses.${value || 'all'}`) }))}
            w={{ base: '100%', sm: 160 }}
          />
          <DateRangeFilters
            from={filters.dateFrom}
            to={filters.dateTo}
            onChange={(range) => list.setFilters({ dateFrom: range.from, dateTo: range.to })}
          />
          <VenueTrainerFilters
            value={{ venueId: filters.venueId, trainerId: filters.trainerId }}
            onChange={list.setFilters}
          />
        </>
      }
      query={events}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t('events.loadFailed')}
      count={(count) => t('events.count', { count })}
      empty={{
        icon: IconCalendar,
        title: t('events.noneTitle'),
        description: mayAdd ? t('events.noneBodyCoordinator') : t('events.noneBody'),
        action: mayAdd && (
          <Button component={Link} to={eventPaths.add()} variant="default">
            {t('events.add')}
          </Button>
        ),
      }}
      noMatch={{
        title: t('events.noMatchTitle'),
        description: t('events.noMatchBody'),
        clearLabel: t('events.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList
          label={t('events.title')}
          items={items}
          itemKey={(event) => event.id}
          columns={[
            {
              header: t('events.columns.name'),
              kind: 'title',
              cell: (event) => (
                <Anchor component={Link} to={eventPaths.show(event.id)} fw={600} size="sm">
                  {event.name}
                </Anchor>
              ),
            },
            {
              header: t('events.columns.status'),
              cell: (event) => (
                <Badge color={STATUS_COLOURS[event.status]} variant="light">
                  {t(`events.statuses.${event.status}`)}
                </Badge>
              ),
            },
            {
              header: t('events.columns.next'),
              nowrap: true,
              cell: (event) =>
                event.nextSession
                  ? `${formatDate(event.nextSession.fromDate, event.nextSession.timeZone)}, ${formatZonedTime(
                      event.nextSession.fromDate,
                      event.nextSession.timeZone,
                    )}${event.nextSession.timeZone !== viewerZone ? ` (${event.nextSession.timeZone})` : ''}`
                  : t('events.noUpcoming'),
            },
            { header: t('events.columns.sessions'), cell: (event) => String(event.sessions) },
            {
              header: t('events.columns.spaces'),
              cell: (event) => (event.nextSession ? spacesText(event.nextSession.spaces) : '–'),
            },
            {
              header: t('events.columns.venue'),
              cell: (event) => (event.nextSession ? (event.nextSession.venueName ?? t('events.online')) : '–'),
            },
          ]}
        />
      )}
    </ListView>
  );
}
