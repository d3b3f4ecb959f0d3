import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { EmptyState } from '../../../../ui/EmptyState';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendarEvent } from '../../../../ui/icons';
import { offeredSessionsQuery } from '../api/learnerEventsApi';
import { dashboardKindOf, learnerEventPaths } from '../paths';
import { sessionLine } from '../when';
import { spacesText } from './SessionDetails';
import { placeLine } from './SessionList';

/**
 * /my-learning/dashboard/{browse|courses|completions}/event/:id/show/single (03 §2): the event's
 * sessions offered to the learner, each with its dates, spaces and the learner's booking status.
 */
export function LearnerEventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const kind = dashboardKindOf(useLocation().pathname) ?? 'browse';
  const query = useQuery(offeredSessionsQuery(id));
  if (query.isPending || query.isError) {
    return (
      <PageLayout title={t('learnerEvents.eventTitle')}>
        {query.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : (
          <Alert color="red" title={t('learnerEvents.eventLoadFailed')}>
            {errorMessageOf(query.error)}
          </Alert>
        )}
      </PageLayout>
    );
  }
  const items = query.data.data;
  const first = items[0];
  return (
    <PageLayout title={first?.session.eventName ?? t('learnerEvents.eventTitle')}>
      <Stack gap="lg">
        {first?.eventDescription && <Text style={{ whiteSpace: 'pre-line' }}>{first.eventDescription}</Text>}
        <section aria-labelledby="event-sessions">
          <Title order={2} size="h3" id="event-sessions" mb="sm">
            {t('learnerEvents.event.sessions')}
          </Title>
          {items.length === 0 ? (
            <EmptyState
              icon={IconCalendarEvent}
              headingOrder={3}
              title={t('learnerEvents.event.none')}
              description={null}
            />
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <Card key={item.session.id} withBorder radius="md" padding="md" component="li">
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={4} miw={0}>
                      <Anchor
                        component={Link}
                        to={learnerEventPaths.dashboardSession(kind, id, item.session.id)}
                        fw={600}
                      >
                        {sessionLine(item.session)}
                      </Anchor>
                      <Text size="sm">{placeLine(item.session, t('learnerEvents.online'))}</Text>
                      <Text size="sm" c="dimmed">
                        {spacesText(item.session.spaces)}
                      </Text>
                    </Stack>
                    <Badge variant="light">{t(`learnerEvents.statuses.${item.bookingStatus}`)}</Badge>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </PageLayout>
  );
}

export default LearnerEventPage;
