import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Progress, Text } from '@mantine/core';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconCheck, IconInbox } from '../../../ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnrolmentRequest } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { unresolvedQuery, type RequestOutcome } from '../api/requestsApi';
import { useResolveRequests } from '../hooks/useResolveRequests';
import { ConfirmRejectModal } from './ConfirmRejectModal';
import { RequestsTable, learnerName } from './RequestsTable';

const PAGE_SIZE = 20;

/** What the reject dialog is asking about: one request, or the selected ones. */
type RejectTarget = { kind: 'one'; request: EnrolmentRequest } | { kind: 'selected'; ids: string[] };

/**
 * /catalogue/requests (02 §2): unresolved enrolment requests for an LXA (their workspace) or a
 * manager (their units' learners), approved or rejected one by one or in bulk.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The last reject target stays while the dialog closes, so its text does not blank out.
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const requests = useQuery({
    ...unresolvedQuery(page, PAGE_SIZE),
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

  const total = requests.data?.pagination.total ?? 0;
  // Resolving the last requests of the last page: go back to the page that still has some
  // (adjusting state while rendering, as React recommends over an effect).
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (requests.isSuccess && !requests.isPlaceholderData && page > lastPage) setPage(lastPage);
  const visibleIds = new Set(requests.data?.data.map((request) => request.id) ?? []);
  const chosen = [...selected].filter((id) => visibleIds.has(id));
  const progressText = progress
    ? t(progress.outcome === 'approve' ? 'requests.approving' : 'requests.rejecting', {
        done: progress.done,
        total: progress.total,
      })
    : null;

  return (
    <PageLayout title={t('requests.title')} description={t('requests.intro')}>
      {requests.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : requests.isError ? (
        <Alert color="red" title={t('requests.loadFailed')}>
          {errorMessageOf(requests.error)}
        </Alert>
      ) : total === 0 ? (
        <div role="status">
          <EmptyState icon={IconInbox} title={t('requests.none')} description={t('requests.noneNext')} />
        </div>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('requests.count', { count: total })}
          </Text>
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
          <RequestsTable
            requests={requests.data.data}
            selected={selected}
            onSelect={select}
            blocked={blocked}
            disabled={progress !== null}
            onResolve={onResolve}
          />
          {total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={lastPage}
                value={page}
                onChange={setPage}
                disabled={busy}
                getControlProps={(control) => ({ 'aria-label': t(`requests.${control}Page`) })}
              />
            </Group>
          )}
        </>
      )}
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
    </PageLayout>
  );
}
