import { useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { ListPage } from '../../../ui/list-page/ListPage';
import { useListParams } from '../../../ui/list-page/useListParams';
import { IconCheck, IconInbox } from '../../../ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnrolmentRequest } from '@campus/contracts';
import { unresolvedQuery, type RequestOutcome } from '../api/requestsApi';
import { useResolveRequests } from '../hooks/useResolveRequests';
import { ConfirmRejectModal } from './ConfirmRejectModal';
import { RequestsTable, learnerName } from './RequestsTable';

/** No filters yet: the list keeps only its page in the address. */
const NO_FILTERS = {};

/** What the reject dialog is asking about: one request, or the selected ones. */
type RejectTarget = { kind: 'one'; request: EnrolmentRequest } | { kind: 'selected'; ids: string[] };

/**
 * /catalogue/requests (02 §2): unresolved enrolment requests for an LXA (their workspace) or a
 * manager (their units' learners), approved or rejected one by one or in bulk.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const { page, pageSize, setPage } = useListParams(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The last reject target stays while the dialog closes, so its text does not blank out.
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const requests = useQuery({
    ...unresolvedQuery(page, pageSize),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const { resolveOne, resolveMany, progress, blocked, busy } = useResolveRequests();

  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runSelected = async (outcome: RequestOutcome, ids: string[]) => {
    const failed = await resolveMany(ids, outcome);
    // Keep the ones that failed selected, so trying again is one click.
    setSelected(new Set(failed));
  };

  const runOne = async (id: string, outcome: RequestOutcome) => {
    if (await resolveOne(id, outcome)) select([id], false);
  };

  const onResolve = (request: EnrolmentRequest, outcome: RequestOutcome) => {
    if (outcome === 'approve') {
      void runOne(request.id, 'approve');
      return;
    }
    setRejecting({ kind: 'one', request });
    setConfirming(true);
  };

  const confirmReject = () => {
    setConfirming(false);
    if (rejecting?.kind === 'one') void runOne(rejecting.request.id, 'reject');
    else if (rejecting) void runSelected('reject', rejecting.ids);
  };

  // Resolving the last requests of the last page goes back to the page that still has some
  // (ListView does it for any page past the end).
  const visibleIds = new Set(requests.data?.data.map((request) => request.id) ?? []);
  const chosen = [...selected].filter((id) => visibleIds.has(id));
  const progressText = progress
    ? t(progress.outcome === 'approve' ? 'requests.approving' : 'requests.rejecting', {
        done: progress.done,
        total: progress.total,
      })
    : null;

  return (
    <ListPage
      title={t('requests.title')}
      description={t('requests.intro')}
      query={requests}
      loadFailed={t('requests.loadFailed')}
      count={(count) => t('requests.count', { count })}
      empty={{ icon: IconInbox, title: t('requests.none'), description: t('requests.noneNext') }}
      toolbar={
        <>
          <Group gap="sm" wrap="wrap" aria-label={t('requests.selected', { count: chosen.length })} role="group">
            <Text size="sm" fw={600}>
              {t('requests.selected', { count: chosen.length })}
            </Text>
            <Button
              size="xs"
              leftSection={<IconCheck size={14} stroke={2} aria-hidden />}
              disabled={chosen.length === 0 || busy}
              onClick={() => void runSelected('approve', chosen)}
            >
              {t('requests.approveSelected')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={chosen.length === 0 || busy}
              onClick={() => {
                setRejecting({ kind: 'selected', ids: chosen });
                setConfirming(true);
              }}
            >
              {t('requests.rejectSelected')}
            </Button>
          </Group>
          {progress && progressText && (
            <Progress value={(progress.done / progress.total) * 100} aria-label={progressText} animated />
          )}
          {/* Mounted before the run starts, so screen readers announce its first change too. */}
          <Text size="sm" role="status" aria-live="polite">
            {progressText}
          </Text>
        </>
      }
      paging={{ page, pageSize, onChange: setPage, disabled: busy }}
      after={
        <ConfirmRejectModal
          opened={confirming}
          target={
            rejecting?.kind === 'one'
              ? { count: 1, name: learnerName(rejecting.request), course: rejecting.request.course.name }
              : { count: rejecting?.ids.length ?? 1 }
          }
          onConfirm={confirmReject}
          onCancel={() => setConfirming(false)}
        />
      }
    >
      {(items) => (
        <RequestsTable
          requests={items}
          selected={selected}
          onSelect={select}
          blocked={blocked}
          disabled={progress !== null}
          onResolve={onResolve}
        />
      )}
    </ListPage>
  );
}
