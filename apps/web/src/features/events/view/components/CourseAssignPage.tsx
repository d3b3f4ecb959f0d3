import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { ListPage } from '../../../../ui/list-page/ListPage';
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
    <ListPage
      title={t('eventView.assign.title')}
      description={t('eventView.assign.description')}
      actions={
        <Button disabled={chosen.size === 0} loading={assign.isPending} onClick={() => assign.mutate([...chosen])}>
          {t('eventView.assign.submit', { count: chosen.size })}
        </Button>
      }
      query={events}
      loadFailed={t('eventView.assign.loadFailed')}
      empty={{
        icon: IconCalendarEvent,
        title: t('eventView.assign.noneTitle'),
        description: t('eventView.assign.noneBody'),
        action: (
          <Button component={Link} to={eventPaths.list} variant="default">
            {t('eventView.assign.toEvents')}
          </Button>
        ),
      }}
      toolbar={<Text size="sm">{t('eventView.assign.chosen', { count: chosen.size })}</Text>}
    >
      {(items) => (
        <ResponsiveList<EventRow>
          label={t('eventView.assign.list')}
          items={items}
          itemKey={(event) => event.id}
          selection={{
            allLabel: t('eventView.assign.selectAll'),
            itemLabel: (event) => t('eventView.assign.select', { name: event.name }),
            isSelected: (event) => chosen.has(event.id),
            onChange: (selectedItems, selected) =>
              setChosen((current) => {
                const next = new Set(current);
                for (const event of selectedItems) {
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
      )}
    </ListPage>
  );
}
