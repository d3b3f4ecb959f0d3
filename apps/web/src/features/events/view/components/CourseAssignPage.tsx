import { useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendarEvent } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { assignCourse, eventsForCourseQuery } from '../api/eventViewApi';
import { eventPaths } from '../paths';
import { EventStatusBadge } from './StatusBadges';

interface EventRow {
  id: string;
  name: string;
  status: 'draft' | 'active' | 'archived';
}

/**
 * /catalogue/events-course-assign/:courseId (03 §2): the events this course may take (active or
 * draft, not yet assigned), chosen and assigned at once.
 */
export function CourseAssignPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const events = useQuery(eventsForCourseQuery(courseId));
  const assign = useMutation({
    mutationFn: (ids: string[]) => assignCourse(courseId, ids),
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      toast.success({ message: t('eventView.assign.done', { count: answer.data.length }) });
      setChosen(new Set());
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error) => toast.error({ title: t('eventView.assign.failed'), message: errorMessageOf(error) }),
  });

  return (
    <PageLayout
      title={t('eventView.assign.title')}
      description={t('eventView.assign.description')}
      actions={
        <Button disabled={chosen.size === 0} loading={assign.isPending} onClick={() => assign.mutate([...chosen])}>
          {t('eventView.assign.submit', { count: chosen.size })}
        </Button>
      }
    >
      {events.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : events.isError ? (
        <Alert color="red" title={t('eventView.assign.loadFailed')}>
          {errorMessageOf(events.error)}
        </Alert>
      ) : events.data.data.length === 0 ? (
        <EmptyState
          icon={IconCalendarEvent}
          title={t('eventView.assign.noneTitle')}
          description={t('eventView.assign.noneBody')}
          action={
            <Button component={Link} to={eventPaths.list} variant="default">
              {t('eventView.assign.toEvents')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('eventView.assign.chosen', { count: chosen.size })}</Text>
          <ResponsiveList<EventRow>
            label={t('eventView.assign.list')}
            items={events.data.data}
            itemKey={(event) => event.id}
            selection={{
              allLabel: t('eventView.assign.selectAll'),
              itemLabel: (event) => t('eventView.assign.select', { name: event.name }),
              isSelected: (event) => chosen.has(event.id),
              onChange: (items, selected) =>
                setChosen((current) => {
                  const next = new Set(current);
                  for (const event of items) {
                    if (selected) next.add(event.id);
                    else next.delete(event.id);
                  }
                  return next;
                }),
              disabled: assign.isPending,
            }}
            columns={[
              {
                header: t('eventView.columns.event'),
                kind: 'title',
                cell: (event) => (
                  <Anchor component={Link} to={eventPaths.show(event.id)} size="sm" fw={600}>
                    {event.name}
                  </Anchor>
                ),
              },
              { header: t('eventView.columns.status'), cell: (event) => <EventStatusBadge status={event.status} /> },
            ]}
          />
        </Stack>
      )}
    </PageLayout>
  );
}
