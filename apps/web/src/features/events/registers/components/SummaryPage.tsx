import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SummaryEntry, SummaryListResponse } from '@campus/contracts';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { useSession } from '../../../../lib/session/useSession';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { EmptyState } from '../../../../ui/EmptyState';
import { IconClipboardCheck, IconUsers } from '../../../../ui/icons';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { toast } from '../../../../ui/toast';
import { eventQuery } from '../../staff/api/eventsApi';
import { completeSummary, saveSummaryRows, summaryListQuery } from '../api/registersApi';
import type { Conflict } from '../drafts';
import { useDraftQueue } from '../hooks/useDraftQueue';
import { useSaveFailureToast } from '../hooks/useSaveFailureToast';
import { registerPaths } from '../paths';
import {
  EntryText,
  HIDDEN_LABEL_STYLES,
  LearnerName,
  RecordFallback,
  completedLine,
  failureMessage,
  fullName,
  savedByText,
  typedOrNull,
  useLoadFailure,
} from './EntryParts';
import { PrintLink } from '../../register-extras/components/RegisterExtrasActions';
import { ConflictNotice, SaveStatus } from './SaveStatus';

/** What a summary entry's draft may change (the row's fields of POST /digital-register-summary-bulk). */
export type SummaryChange = Partial<Pick<SummaryEntry, 'completion' | 'notes'>>;

class UnsavedChanges extends Error {}

export const summaryDraftsKey = (userId: string | null, summaryId: string) =>
  `campus:summary-drafts:${userId ?? 'anonymous'}:${summaryId}`;

/**
 * /catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId (03 §2; the summary's id
 * is the session's): passed or not passed and notes per learner, for events completed by
 * assessment. Saves as it goes like the register; completing it asks first, then shows the spec's
 * toast with its 'Go to summary' link (03 §8) and goes to the session page (03 §2 after actions).
 */
export function SummaryPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '', summaryId = '' } = useParams();
  const summary = useQuery({ ...summaryListQuery(sessionId), meta: { handlesErrors: true } });
  const event = useQuery({ ...eventQuery(eventId), meta: { silent: true } });
  const fallback = { title: t('registers.summaryTitle'), eventId, sessionId };
  useLoadFailure(summary.error);
  if (summary.isPending) return <RecordFallback {...fallback} pending />;
  if (summary.isError)
    return <RecordFallback {...fallback} error={summary.error} failedTitle={t('registers.summaryLoadFailed')} />;
  if (summary.data.settings.completionType !== 'assessment')
    return <RecordFallback {...fallback} message={t('registers.summaryOff')} />;
  if (summary.data.data.id !== summaryId) return <RecordFallback {...fallback} message={t('registers.summaryOff')} />;
  return <SummaryForm eventId={eventId} list={summary.data} eventName={event.data?.name ?? null} />;
}

function SummaryForm({
  eventId,
  list: loaded,
  eventName,
}: {
  eventId: string;
  list: SummaryListResponse;
  eventName: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const sessionId = loaded.data.occurrenceId;
  const query = summaryListQuery(sessionId);
  // Read here too, not only by the page: a save's answer shows in the render that drops its drafts.
  const list = useQuery({ ...query, meta: { handlesErrors: true } }).data ?? loaded;
  const summary = list.data;

  const { queue, state } = useDraftQueue<SummaryChange>(summaryDraftsKey(actor.userId, summary.id), {
    save: async (rows) => {
      const answer = await saveSummaryRows(
        rows.map((row) => ({
          occurrenceId: sessionId,
          learnerId: row.learnerId,
          version: row.version,
          ...row.changes,
        })),
      );
      const saved = new Map(answer.data.map((entry) => [entry.learnerId, entry]));
      queryClient.setQueryData(query.queryKey, (old) =>
        old
          ? {
              ...old,
              data: {
                ...old.data,
                entries: old.data.entries.map((entry) => {
                  const values = saved.get(entry.learnerId);
                  return values ? { ...entry, ...values } : entry;
                }),
              },
            }
          : old,
      );
      return answer.data.map((entry) => ({ learnerId: entry.learnerId, version: entry.version }));
    },
    reload: async () => {
      const fresh = await queryClient.fetchQuery({ ...query, staleTime: 0 });
      return new Map(fresh.data.entries.map((entry) => [entry.learnerId, entry.version]));
    },
  });

  useSaveFailureToast(state.save, t('registers.toasts.summaryNotSaved'));
  useEffect(() => () => void invalidateDomain(queryClient, 'events'), [queryClient]);

  const entries = summary.entries.map((entry) => ({ ...entry, ...state.drafts[entry.learnerId]?.changes }));
  const editable = summary.allowedActions.includes('edit');
  const mayComplete = summary.allowedActions.includes('complete');
  const unmarked = entries.filter((entry) => entry.completion === null).length;
  const passed = entries.filter((entry) => entry.completion === 'passed').length;
  const filled = entries.length > 0 && unmarked === 0;
  const registersFirst = list.settings.registersEnabled && !list.attendanceRegistryCompleted;

  const [confirming, setConfirming] = useState(false);
  const complete = useMutation({
    mutationFn: async () => {
      if (!(await queue.flush())) throw new UnsavedChanges();
      return completeSummary(sessionId);
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      // 03 §8: the summary completion success toast, with its link 'Go to summary'.
      toast.success({
        message: t('registers.toasts.summaryCompleted'),
        link: { to: registerPaths.summary(eventId, sessionId), text: t('registers.toasts.goToSummary') },
      });
      void navigate(registerPaths.session(eventId, sessionId));
      void invalidateDomain(queryClient, 'events');
    },
    onError: (error) => {
      setConfirming(false);
      const title = t('registers.toasts.summaryNotCompleted');
      toast.error({
        title,
        message: error instanceof UnsavedChanges ? t('registers.toasts.unsaved') : failureMessage(error, title),
      });
    },
  });

  const byLearner = new Map(summary.entries.map((entry) => [entry.learnerId, entry]));
  const describe = (conflict: Conflict<SummaryChange>) => {
    const now = byLearner.get(conflict.learnerId);
    if (!now) return '';
    return t('registers.conflicts.row', {
      name: fullName(now),
      now: describeValues(t, now, true),
      by: savedByText(t, now, actor.userId),
      mine: describeValues(t, conflict.mine),
    });
  };

  const completeHint = registersFirst
    ? t('registers.registersFirst')
    : !filled
      ? t('registers.summaryNotFilled')
      : null;

  return (
    <PageLayout
      title={t('registers.summaryOf', { name: eventName ?? t('registers.summaryTitle') })}
      description={t('registers.summaryDescription')}
      width="form"
      actions={
        <>
          {mayComplete && (
            <Button
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
              disabled={!filled || registersFirst}
              onClick={() => setConfirming(true)}
            >
              {t('registers.completeSummary')}
            </Button>
          )}
          <PrintLink eventId={eventId} sessionId={sessionId} />
        </>
      }
    >
      <Stack gap="md">
        <Anchor component={Link} to={registerPaths.session(eventId, sessionId)} size="sm">
          {t('registers.backToSession')}
        </Anchor>
        {summary.completed ? (
          <Alert color="teal" icon={<IconClipboardCheck size={18} aria-hidden />}>
            {completedLine(t, summary)}
          </Alert>
        ) : list.sessionStatus === 'cancelled' ? (
          <Alert color="yellow">{t('registers.cancelled')}</Alert>
        ) : !editable ? (
          <Alert color="yellow">{t('registers.summaryReadOnly')}</Alert>
        ) : null}
        {mayComplete && completeHint && (
          <Text size="sm" data-testid="complete-hint">
            {completeHint}
          </Text>
        )}
        {editable && !mayComplete && <Text size="sm">{t('registers.notEnded')}</Text>}
        {editable && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={600} data-testid="summary-progress">
              {t('registers.summaryProgress', { marked: entries.length - unmarked, total: entries.length, passed })}
            </Text>
            <SaveStatus state={state.save} onRetry={() => void queue.flush()} onDiscard={() => queue.discard()} />
          </Group>
        )}
        <ConflictNotice
          title={t('registers.toasts.summaryNotSaved')}
          conflicts={state.conflicts}
          describe={describe}
          onDismiss={() => queue.dismissConflicts()}
        />
        {entries.length === 0 ? (
          <EmptyState
            icon={IconUsers}
            headingOrder={2}
            title={t('registers.noLearnersTitle')}
            description={t('registers.noLearnersSummaryBody')}
          />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('registers.learners')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {entries.map((entry) => {
              const name = fullName(entry);
              const nameId = `learner-${entry.learnerId}`;
              return (
                <Card key={entry.learnerId} withBorder radius="md" padding="sm" component="li" aria-labelledby={nameId}>
                  <Stack gap="xs">
                    <LearnerName id={nameId} entry={entry} />
                    <Radio.Group
                      label={<VisuallyHidden>{t('registers.outcomeOf', { name })}</VisuallyHidden>}
                      styles={HIDDEN_LABEL_STYLES}
                      value={entry.completion ?? ''}
                      readOnly={!editable}
                      onChange={(value) =>
                        queue.change(entry.learnerId, entry.version, {
                          completion: value === 'passed' ? 'passed' : 'not_passed',
                        })
                      }
                    >
                      <Group gap="lg">
                        <Radio value="passed" label={t('registers.passed')} size="md" disabled={!editable} />
                        <Radio value="not_passed" label={t('registers.notPassed')} size="md" disabled={!editable} />
                      </Group>
                    </Radio.Group>
                    <EntryText
                      multiline
                      label={t('registers.notes')}
                      value={entry.notes}
                      disabled={!editable}
                      onText={(text) => queue.change(entry.learnerId, entry.version, { notes: typedOrNull(text) })}
                    />
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('registers.confirmSummaryTitle')}
        confirmLabel={t('registers.completeSummary')}
        cancelLabel={t('registers.keepEditing')}
        danger
        busy={complete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => complete.mutate()}
      >
        {t('registers.confirmBody')}
      </ConfirmDialog>
    </PageLayout>
  );
}

/** A summary row's values in words, for the conflict notice: "passed, notes “Great”". */
function describeValues(t: TFunction, values: SummaryChange, saved = false) {
  const parts: string[] = [];
  if (values.completion !== undefined)
    parts.push(
      values.completion === null
        ? t('registers.values.notMarked')
        : t(values.completion === 'passed' ? 'registers.values.passed' : 'registers.values.notPassed'),
    );
  // A row as saved names its notes when it has some; a change names them when it changed them.
  if (values.notes !== undefined && (values.notes !== null || !saved))
    parts.push(values.notes ? t('registers.values.notes', { notes: values.notes }) : t('registers.values.noNotes'));
  return parts.join(', ');
}
