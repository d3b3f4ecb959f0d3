import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Event, Occurrence } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { SectionCard } from '../../../../ui/SectionCard';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconArchive, IconCalendar, IconPencil, IconPlus, IconRefresh, IconTrash } from '../../../../ui/icons';
import { eventQuery, eventSessionsQuery } from '../api/eventViewApi';
import { itemWhen, spacesText } from '../format';
import { useEventAction, type EventStatusAction } from '../hooks/useEventAction';
import { eventPaths } from '../paths';
import { ActionConfirm, type Question } from './ActionConfirm';
import { FlyerButton } from './FlyerButton';
import { EventSettings } from './EventSettings';
import { ItemPlace, trainerNames } from './SessionDates';
import { SessionStatusBadge } from './StatusBadges';

/** /catalogue/events/event/:id/show/single (03 §2): the event, its settings, its sessions and actions. */
export function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // Another customer's event answers 404: the generic handling opens the 404 page (03 §8).
  const event = useQuery(eventQuery(id));
  if (event.isPending)
    return (
      <PageLayout title={t('eventView.eventTitle')}>
        <Loader role="status" aria-label={t('app.loading')} />
      </PageLayout>
    );
  if (event.isError)
    return (
      <PageLayout title={t('eventView.eventTitle')}>
        <Alert color="red" title={t('eventView.loadFailed')}>
          {errorMessageOf(event.error)}
        </Alert>
      </PageLayout>
    );
  return <EventDetails event={event.data} />;
}

const STATUS_ACTIONS: { action: EventStatusAction; icon: typeof IconArchive; danger?: boolean }[] = [
  { action: 'archive', icon: IconArchive },
  { action: 'reactivate', icon: IconRefresh },
  { action: 'delete', icon: IconTrash, danger: true },
];

function EventDetails({ event }: { event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useEventAction(event.id, () => void navigate(eventPaths.list));
  const [question, setQuestion] = useState<Question | null>(null);
  const allowed = new Set(event.allowedActions);
  return (
    <PageLayout
      title={event.name}
      description={t('eventView.statusLine', {
        status: t(`eventView.eventStatus.${event.status}`),
        detail: t('eventView.sessionCount', { count: event.eventInfo.sessions }),
      })}
      actions={
        <Group gap="xs" wrap="wrap">
          {allowed.has('edit') && (
            <Button component={Link} to={eventPaths.edit(event.id)} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('eventView.actions.edit')}
            </Button>
          )}
          {allowed.has('addSession') && (
            <Button
              component={Link}
              to={eventPaths.sessionAdd(event.id)}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('eventView.actions.addSession')}
            </Button>
          )}
          <FlyerButton of="event" id={event.id} name={event.name} />
          {STATUS_ACTIONS.filter(({ action }) => allowed.has(action)).map(({ action, icon: Icon, danger }) => (
            <Button
              key={action}
              variant="default"
              color={danger ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              loading={act.isPending && act.variables === action}
              onClick={() =>
                setQuestion({
                  title: t(`eventView.confirm.${action}Title`),
                  body: t(`eventView.confirm.${action}Body`, { name: event.name }),
                  confirm: t(`eventView.actions.${action}`),
                  danger: danger ?? false,
                  run: () => act.mutate(action),
                })
              }
            >
              {t(`eventView.actions.${action}`)}
            </Button>
          ))}
        </Group>
      }
    >
      <Stack gap="lg">
        {event.eventInfo.hasBookings && event.status !== 'archived' && (
          <Alert color="blue" title={t('eventView.hasBookingsTitle')}>
            {t('eventView.hasBookingsBody')}
          </Alert>
        )}
        <EventSessions event={event} />
        <EventSettings event={event} />
      </Stack>
      <ActionConfirm
        question={question}
        cancelLabel={t('eventView.confirm.cancel')}
        onClose={() => setQuestion(null)}
      />
    </PageLayout>
  );
}

function EventSessions({ event }: { event: Event }) {
  const { t } = useTranslation();
  const sessions = useQuery(eventSessionsQuery(event.id));
  const canAdd = event.allowedActions.includes('addSession');
  return (
    <SectionCard id="event-sessions" title={t('eventView.sessions')} icon={IconCalendar}>
      {sessions.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : sessions.isError ? (
        <Alert color="red" title={t('eventView.sessionsFailed')}>
          {errorMessageOf(sessions.error)}
        </Alert>
      ) : sessions.data.data.length === 0 ? (
        <EmptyState
          icon={IconCalendar}
          title={t('eventView.noSessionsTitle')}
          description={canAdd ? t('eventView.noSessionsBodyCoordinator') : t('eventView.noSessionsBody')}
          headingOrder={3}
          action={
            canAdd && (
              <Button
                component={Link}
                to={eventPaths.sessionAdd(event.id)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('eventView.actions.addSession')}
              </Button>
            )
          }
        />
      ) : (
        <ResponsiveList<Occurrence>
          label={t('eventView.sessionsOf', { name: event.name })}
          items={sessions.data.data}
          itemKey={(session) => session.id}
          tableMinWidth={860}
          columns={[
            {
              header: t('eventView.columns.dates'),
              kind: 'title',
              cell: (session) => (
                <Anchor component={Link} to={eventPaths.sessionShow(event.id, session.id)} size="sm" fw={600}>
                  {session.items.map((item) => (
                    <span key={item.id} style={{ display: 'block' }}>
                      {itemWhen(item)}
                    </span>
                  ))}
                </Anchor>
              ),
            },
            {
              header: t('eventView.columns.status'),
              cell: (session) => <SessionStatusBadge status={session.status} />,
            },
            {
              header: t('eventView.columns.place'),
              cell: (session) => (
                <Stack gap={4}>
                  {session.items.map((item) => (
                    <ItemPlace key={item.id} item={item} />
                  ))}
                </Stack>
              ),
            },
            {
              header: t('eventView.columns.trainers'),
              cell: (session) => {
                const names = [...new Set(session.items.map(trainerNames).filter(Boolean))].join('; ');
                return <Text size="sm">{names || '–'}</Text>;
              },
            },
            { header: t('eventView.columns.spaces'), cell: (session) => spacesText(session.spaces) },
          ]}
        />
      )}
    </SectionCard>
  );
}
