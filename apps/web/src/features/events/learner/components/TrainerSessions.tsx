import { useState } from 'react';
import { Alert, Loader, Pagination, Stack, Tabs, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useSession } from '../../../../lib/session/useSession';
import { EmptyState } from '../../../../ui/EmptyState';
import { IconPresentation } from '../../../../ui/icons';
import type { TrainerSessionStateItem } from '@campus/contracts';
import { SESSION_SECTIONS, registerPaths } from '../../registers/paths';
import { trainerSessionsQuery, type TrainerStatesQuery } from '../api/learnerEventsApi';
import { SessionList, placeLine, type SessionRow } from './SessionList';

const PAGE_SIZE = 20;
const TABS = ['active', 'complete', 'cancelled'] as const;
type Tab = (typeof TABS)[number];

/** The session page of the events area (03 §2 "Sessions under /catalogue/events/event/{eventId}/session/..."). */
const staffSessionPath = registerPaths.session;

/**
 * What the trainer must do next for a session that waits for them (03 §4 trainer list states),
 * from the register and summary the server says are next (`nextRegisterId`, `summaryId`):
 * - running: the register of the date begun that is to be filled (when the event keeps them), else
 *   the summary when the event is assessed without registers;
 * - register_pending: the first date's register not completed (else the session's registers);
 * - assessment_pending: the summary; feedback_pending: the session's trainer feedback.
 */
function nextStep(item: TrainerSessionStateItem): { to: string; step: 'register' | 'summary' | 'feedback' } | null {
  const { session } = item;
  const sessionPage = staffSessionPath(session.eventId, session.id);
  const register = item.nextRegisterId
    ? { to: registerPaths.register(session.eventId, session.id, item.nextRegisterId), step: 'register' as const }
    : null;
  // The summary's id is the session's (registerPaths.summary).
  const summary = { to: registerPaths.summary(session.eventId, session.id), step: 'summary' as const };
  switch (item.state) {
    case 'in_process':
      return register ?? (item.summaryId ? summary : null);
    case 'register_pending':
      return register ?? { to: `${sessionPage}#${SESSION_SECTIONS.registers}`, step: 'register' };
    case 'assessment_pending':
      return summary;
    case 'feedback_pending':
      return { to: `${sessionPage}#${SESSION_SECTIONS.feedback}`, step: 'feedback' };
    default:
      return null;
  }
}

/** The trainer dashboard's sessions (03 §2, §4 trainer list states): those they run, by state. */
export function TrainerSessions() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('active');
  const inWorkspace = useSession().actor.workspaceId !== null;
  return (
    <section aria-labelledby="trainer-sessions">
      <Title order={2} size="h3" id="trainer-sessions" mb="sm">
        {t('learnerEvents.trainer.title')}
      </Title>
      {!inWorkspace ? (
        <EmptyState
          icon={IconPresentation}
          headingOrder={3}
          title={t('learnerEvents.trainer.chooseWorkspace')}
          description={t('learnerEvents.trainer.chooseWorkspaceBody')}
        />
      ) : (
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`learnerEvents.trainer.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              <TrainerList tab={value} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </section>
  );
}

function TrainerList({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query: TrainerStatesQuery = {
    state: tab,
    page,
    pageSize: PAGE_SIZE,
    sortDirection: tab === 'active' ? 'asc' : 'desc',
  };
  const sessions = useQuery({
    ...trainerSessionsQuery(query),
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
        icon={IconPresentation}
        headingOrder={3}
        title={t(`learnerEvents.trainer.empty.${tab}`)}
        description={null}
      />
    );
  const pages = Math.ceil(pagination.total / pagination.pageSize);
  return (
    <Stack gap="md">
      <SessionList
        label={t(`learnerEvents.trainer.tabs.${tab}`)}
        rows={data.map((item): SessionRow => {
          const next = nextStep(item);
          return {
            session: item.session,
            ...(next && {
              action: {
                to: next.to,
                label: t(`learnerEvents.trainer.next.${next.step}`),
                name: t(`learnerEvents.trainer.next.${next.step}Of`, { name: item.session.eventName }),
              },
            }),
            to: staffSessionPath(item.session.eventId, item.session.id),
            badge: t(`learnerEvents.trainer.states.${item.state}`),
            details: [
              placeLine(item.session, t('learnerEvents.online')),
              [
                t('learnerEvents.trainer.booked', { count: item.bookedLearners }),
                ...(item.waiting > 0 ? [t('learnerEvents.trainer.waiting', { count: item.waiting })] : []),
              ].join(' · '),
            ],
          };
        })}
      />
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={t('learnerEvents.dashboard.pages')} />
      )}
    </Stack>
  );
}
