import { useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { dayjs } from '../../../../lib/dates/dates';
import { PHONE_MEDIA_QUERY } from '../../../../ui/ResponsiveList';
import { IconChevronLeft, IconChevronRight } from '../../../../ui/icons';
import { calendarQuery } from '../api/eventsApi';
import {
  daysOf,
  moveAnchor,
  placeEntries,
  rangeOf,
  todayInLondon,
  viewerTimeZone,
  type CalendarView,
  type PlacedEntry,
} from '../calendar';
import { eventPaths } from '../paths';
import classes from './EventsCalendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The calendar view (listView=calendar): the sessions' dates of a month or a week, each on the day
 * of its local start in its own zone (London unless the venue says otherwise), the zone named
 * when it is not the viewer's. On phones the days become an agenda list.
 */
export function EventsCalendar({ venueId, trainerId }: { venueId: string; trainerId: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(todayInLondon);
  const days = daysOf(view, anchor);
  const range = rangeOf(days);
  const query = { ...range, venueId, trainerId };
  const calendar = useQuery({
    ...calendarQuery(query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const viewerZone = viewerTimeZone();
  const placed = placeEntries(calendar.data?.data ?? [], days, viewerZone);
  const month = dayjs(anchor).month();
  const heading =
    view === 'month'
      ? dayjs(anchor).format('MMMM YYYY')
      : `${dayjs(days[0]).format('DD MMM YYYY')} – ${dayjs(days[6]).format('DD MMM YYYY')}`;
  const today = todayInLondon();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => setAnchor(moveAnchor(view, anchor, -1))}
            aria-label={t(view === 'month' ? 'events.calendar.previousMonth' : 'events.calendar.previousWeek')}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => setAnchor(todayInLondon())}>
            {t('events.calendar.today')}
          </Button>
          <Button
            variant="default"
            onClick={() => setAnchor(moveAnchor(view, anchor, 1))}
            aria-label={t(view === 'month' ? 'events.calendar.nextMonth' : 'events.calendar.nextWeek')}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
        <Title order={2} size="h3" aria-live="polite">
          {heading}
        </Title>
        <SegmentedControl
          aria-label={t('events.calendar.rangeLabel')}
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={[
            { value: 'month', label: t('events.calendar.month') },
            { value: 'week', label: t('events.calendar.week') },
          ]}
        />
      </Group>
      {calendar.isError && (
        <Alert color="red" title={t('events.loadFailed')}>
          {errorMessageOf(calendar.error)}
        </Alert>
      )}
      {calendar.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : phone ? (
        <Agenda days={days} placed={placed} month={view === 'month' ? month : null} />
      ) : (
        <table className={`${classes.grid} ${view === 'week' ? classes.week : ''}`} aria-label={heading}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: days.length / 7 }, (_, week) => (
              <tr key={days[week * 7]}>
                {days.slice(week * 7, week * 7 + 7).map((day) => {
                  const outside = view === 'month' && dayjs(day).month() !== month;
                  const entries = placed.get(day) ?? [];
                  return (
                    <td
                      key={day}
                      data-date={day}
                      className={`${outside ? classes.outside : ''} ${day === today ? classes.today : ''}`}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span className={classes.dayNumber}>
                        <VisuallyHidden>{dayjs(day).format('dddd')} </VisuallyHidden>
                        {dayjs(day).format('D')}
                        <VisuallyHidden> {dayjs(day).format('MMMM YYYY')}</VisuallyHidden>
                      </span>
                      <Entries entries={entries} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calendar.data && calendar.data.data.length === 0 && (
        <Text size="sm" role="status">
          {t('events.calendar.none')}
        </Text>
      )}
    </Stack>
  );
}

function Entries({ entries }: { entries: PlacedEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className={classes.entries}>
      {entries.map((entry) => (
        <li key={entry.itemId}>
          <Link
            to={eventPaths.sessionShow(entry.eventId, entry.sessionId)}
            className={`${classes.entry} ${entry.sessionStatus === 'cancelled' ? classes.cancelled : ''}`}
          >
            {entry.start}–{entry.end}
            {entry.zoneNote && ` (${entry.zoneNote})`} {entry.eventName}
            {' · '}
            {entry.online ? t('events.online') : [entry.roomName, entry.venueName].filter(Boolean).join(', ')}
            {entry.sessionStatus !== 'upcoming' && ` · ${t(`events.sessionStatuses.${entry.sessionStatus}`)}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Phones: the days that have sessions, one after another (the month's own days only). */
function Agenda({ days, placed, month }: { days: string[]; placed: Map<string, PlacedEntry[]>; month: number | null }) {
  const { t } = useTranslation();
  const shown = days.filter(
    (day) => (month === null || dayjs(day).month() === month) && (placed.get(day)?.length ?? 0) > 0,
  );
  if (shown.length === 0) return null;
  return (
    <Stack
      gap="sm"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('events.calendar.agenda')}
    >
      {shown.map((day) => (
        <li key={day} data-date={day}>
          <Text fw={600} size="sm">
            {dayjs(day).format('dddd DD MMM YYYY')}
          </Text>
          <Entries entries={placed.get(day) ?? []} />
        </li>
      ))}
    </Stack>
  );
}
