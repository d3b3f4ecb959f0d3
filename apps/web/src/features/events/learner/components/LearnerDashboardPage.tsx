import { useState } from 'react';
import { Alert, Loader, Pagination, Stack, Tabs } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEARNER_SESSION_STATES, type LearnerSessionState } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { EmptyState } from '../../../../ui/EmptyState';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendarEvent } from '../../../../ui/icons';
import { learnerSessionsQuery } from '../api/learnerEventsApi';
import { learnerEventPaths } from '../paths';
import { SessionList, placeLine } from './SessionList';

const PAGE_SIZE = 20;
/** Past and cancelled sessions read newest first; the others soonest first. */
const DIRECTION: Record<LearnerSessionState, 'asc' | 'desc'> = {
  upcoming: 'asc',
  waiting: 'asc',
  requests: 'asc',
  past: 'desc',
  cancelled: 'desc',
};

/** /my-learning/dashboard/learner (03 §2): the learner's sessions by state. */
export function LearnerDashboardPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<LearnerSessionState>('upcoming');
  return (
    <PageLayout title={t('learnerEvents.dashboard.title')} description={t('learnerEvents.dashboard.description')}>
      <Tabs value={state} onChange={(value) => value && setState(value as LearnerSessionState)} keepMounted={false}>
        <Tabs.List mb="md">
          {LEARNER_SESSION_STATES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`learnerEvents.dashboard.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEARNER_SESSION_STATES.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <StateList state={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageLayout>
  );
}

function StateList({ state }: { state: LearnerSessionState }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = { state, page, pageSize: PAGE_SIZE, sortDirection: DIRECTION[state] };
  const sessions = useQuery({
    ...learnerSessionsQuery(query),
    placeholderData: keepPreviousData,
  });
  if (sessions.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (sessions.isError)
    return (
      <Alert color="red" title={t('learnerEvents.loadFailed')}>
        {errorMessageOf(sessions.error)}
      </Alert>
    );
  const { data, pagination } = sessions.data;
  if (data.length === 0)
    return (
      <EmptyState
        icon={IconCalendarEvent}
        headingOrder={2}
        title={t(`learnerEvents.dashboard.empty.${state}`)}
        description={null}
      />
    );
  const pages = Math.ceil(pagination.total / pagination.pageSize);
  return (
    <Stack gap="md">
      <SessionList
        label={t(`learnerEvents.dashboard.tabs.${state}`)}
        rows={data.map((item) => ({
          session: item.session,
          to: learnerEventPaths.session(item.session.eventId, item.session.id),
          // Not completed (absent on a date, not passed) reads as such, not as "Booked".
          badge:
            item.session.userCompletionStatus === 'failed'
              ? t('learnerEvents.completion.failed')
              : t(`learnerEvents.statuses.${item.bookingStatus}`),
          details: [
            placeLine(item.session, t('learnerEvents.online')),
            ...(item.session.status === 'ended' && item.session.userCompletionStatus === 'in_progress'
              ? [t('learnerEvents.completion.awaiting')]
              : []),
            ...(item.waitingList ? [t('learnerEvents.booking.position', { position: item.waitingList.position })] : []),
          ],
        }))}
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getItemProps={(n) => ({ 'aria-label': String(n) })}
          aria-label={t('learnerEvents.dashboard.pages')}
        />
      )}
    </Stack>
  );
}

export default LearnerDashboardPage;
