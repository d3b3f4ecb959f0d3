import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, EVENT_STATUSES, RULES, canAccess } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { dayjs, formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { useSession } from '../../../../lib/session/useSession';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendar, IconPlus, IconSearch } from '../../../../ui/icons';
import { eventsListQuery, type EventsQuery } from '../api/eventsApi';
import { viewerTimeZone } from '../calendar';
import { eventPaths } from '../paths';
import { spacesText } from '../spaces';
import { EventsCalendar } from './EventsCalendar';
import { DateRangeFilters, VenueTrainerFilters, type PlaceAndTrainer } from './EventFilters';

const PAGE_SIZE = 20;
const STATUS_COLOURS = { active: 'green', draft: 'gray', archived: 'dark' } as const;

/** /catalogue/events (03 §2): the events as a table, or as a calendar of their sessions (listView=calendar). */
export function EventsPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [params, setParams] = useSearchParams();
  const listView = params.get('listView') === 'calendar' ? 'calendar' : 'table';
  const [place, setPlace] = useState<PlaceAndTrainer>({ venueId: '', trainerId: '' });
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
            <VenueTrainerFilters value={place} onChange={setPlace} />
          </Group>
          <EventsCalendar venueId={place.venueId} trainerId={place.trainerId} />
        </Stack>
      ) : (
        <EventsTable place={place} onPlace={setPlace} mayAdd={mayAdd} />
      )}
    </PageLayout>
  );
}

function EventsTable({
  place,
  onPlace,
  mayAdd,
}: {
  place: PlaceAndTrainer;
  onPlace: (place: PlaceAndTrainer) => void;
  mayAdd: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [typeOfSearch, setTypeOfSearch] = useState<EventsQuery['typeOfSearch']>('advanced');
  const [status, setStatus] = useState<EventsQuery['status']>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const viewerZone = viewerTimeZone();
  const query: EventsQuery = {
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    typeOfSearch,
    status,
    dateFrom: range.from,
    dateTo: range.to,
    ...place,
  };
  const events = useQuery({
    ...eventsListQuery(query, {
      // Whole London days: from the start of the first to the end of the last.
      dateFrom: range.from ? dayjs.tz(range.from, DEFAULT_TIME_ZONE).toISOString() : undefined,
      dateTo: range.to
        ? dayjs.tz(dayjs(range.to).add(1, 'day').format('YYYY-MM-DD'), DEFAULT_TIME_ZONE).toISOString()
        : undefined,
    }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const filtered = Boolean(debouncedSearch || status || range.from || range.to || place.venueId || place.trainerId);
  const reset = () => {
    setSearch('');
    setStatus('');
    setRange({ from: '', to: '' });
    onPlace({ venueId: '', trainerId: '' });
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('events.search')}
          type="search"
          leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <NativeSelect
          label={t('events.typeOfSearch')}
          value={typeOfSearch}
          onChange={(event) => {
            setTypeOfSearch(event.currentTarget.value as EventsQuery['typeOfSearch']);
            setPage(1);
          }}
          data={[
            { value: 'advanced', label: t('events.searchTypes.advanced') },
            { value: 'simple', label: t('events.searchTypes.simple') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        <NativeSelect
          label={t('events.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as EventsQuery['status']);
            setPage(1);
          }}
          data={(['all', ...EVENT_STATUSES] as const).map((value) => ({
            value: value === 'all' ? '' : value,
            label: t(`events.statuses.${value}`),
          }))}
          w={{ base: '100%', sm: 160 }}
        />
        <DateRangeFilters
          from={range.from}
          to={range.to}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <VenueTrainerFilters
          value={place}
          onChange={(next) => {
            onPlace(next);
            setPage(1);
          }}
        />
      </Group>
      {events.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : events.isError ? (
        <Alert color="red" title={t('events.loadFailed')}>
          {errorMessageOf(events.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('events.count', { count: events.data.pagination.total })}
          </Text>
          {events.data.data.length === 0 &&
            (filtered ? (
              <EmptyState
                icon={IconSearch}
                title={t('events.noMatchTitle')}
                description={t('events.noMatchBody')}
                action={
                  <Button variant="default" onClick={reset}>
                    {t('events.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={IconCalendar}
                title={t('events.noneTitle')}
                description={mayAdd ? t('events.noneBodyCoordinator') : t('events.noneBody')}
                action={
                  mayAdd && (
                    <Button component={Link} to={eventPaths.add()} variant="default">
                      {t('events.add')}
                    </Button>
                  )
                }
              />
            ))}
          {events.data.data.length > 0 && (
            <ResponsiveList
              label={t('events.title')}
              items={events.data.data}
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
          {events.data.pagination.total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(events.data.pagination.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`events.pages.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
