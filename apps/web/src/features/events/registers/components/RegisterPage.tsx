import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, NativeSelect, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  BookingFormField,
  Register,
  RegisterEntry,
  RegisterListResponse,
  RegisterSettings,
} from '@campus/contracts';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { useSession } from '../../../../lib/session/useSession';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { EmptyState } from '../../../../ui/EmptyState';
import { IconChecklist, IconClipboardCheck, IconUsers } from '../../../../ui/icons';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { toast } from '../../../../ui/toast';
import { eventQuery } from '../../staff/api/eventsApi';
import { itemWhen } from '../../view/format';
import { completeRegister, registerListQuery, saveRegisterRows } from '../api/registersApi';
import type { Conflict } from '../drafts';
import { useDraftQueue } from '../hooks/useDraftQueue';
import { useSaveFailureToast } from '../hooks/useSaveFailureToast';
import { registerPaths } from '../paths';
import {
  Answers,
  HIDDEN_LABEL_STYLES,
  EntryText,
  LearnerName,
  RecordFallback,
  completedLine,
  failureMessage,
  fullName,
  savedByText,
  typedOrNull,
  useLoadFailure,
} from './EntryParts';
import { RegisterExtrasActions } from '../../register-extras/components/RegisterExtrasActions';
import { ConflictNotice, SaveStatus } from './SaveStatus';

/** What a register entry's draft may change (the row's fields of POST /digital-register-bulk). */
export type RegisterChange = Partial<
  Pick<RegisterEntry, 'attendance' | 'absenceReason' | 'absenceReasonValid' | 'notes'>
>;

/** Marking present clears the absence: its reason and validity belong to an absence. */
const PRESENT: RegisterChange = { attendance: true, absenceReason: null, absenceReasonValid: null };

/** Thrown when drafts could not be saved before completing. */
class UnsavedChanges extends Error {}

/** Where a register's drafts are kept on this device: per person and register. */
export const registerDraftsKey = (userId: string | null, registerId: string) =>
  `campus:register-drafts:${userId ?? 'anonymous'}:${registerId}`;

/**
 * /catalogue/events/event/:eventId/session/:sessionId/register/:registerId (03 §2): one date's
 * register, made to be filled from a phone in the room: mark everyone present, then tap the
 * exceptions. Saves as it goes (drafts.ts); completing it asks first, as it cannot be undone, and
 * goes to the session page (03 §2 after actions).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '', registerId = '' } = useParams();
  const registers = useQuery({ ...registerListQuery(sessionId), meta: { handlesErrors: true } });
  const event = useQuery({ ...eventQuery(eventId), meta: { silent: true } });
  const fallback = { title: t('registers.registerTitle'), eventId, sessionId };
  useLoadFailure(registers.error);
  if (registers.isPending) return <RecordFallback {...fallback} pending />;
  if (registers.isError)
    return <RecordFallback {...fallback} error={registers.error} failedTitle={t('registers.loadFailed')} />;
  const register = registers.data.data.find((entry) => entry.id === registerId);
  if (!registers.data.settings.registersEnabled)
    return <RecordFallback {...fallback} message={t('registers.registersOff')} />;
  if (!register) return <RecordFallback {...fallback} message={t('registers.notOfSession')} />;
  return (
    <RegisterForm
      key={register.id}
      eventId={eventId}
      list={registers.data}
      register={register}
      eventName={event.data?.name ?? null}
      fields={event.data?.bookingSettings.bookingForm.fields ?? []}
    />
  );
}

interface FormProps {
  eventId: string;
  list: RegisterListResponse;
  register: Register;
  eventName: string | null;
  fields: readonly BookingFormField[];
}

function RegisterForm({ eventId, list: loaded, register: first, eventName, fields }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const { sessionId } = first;
  const query = registerListQuery(sessionId);
  // Read here too, not only by the page: a save's answer shows in the render that drops its drafts.
  const list = useQuery({ ...query, meta: { handlesErrors: true } }).data ?? loaded;
  const register = list.data.find((each) => each.id === first.id) ?? first;
  const settings = list.settings;

  const { queue, state } = useDraftQueue<RegisterChange>(registerDraftsKey(actor.userId, register.id), {
    save: async (rows) => {
      const answer = await saveRegisterRows(
        rows.map((row) => ({
          occurrenceItemId: register.id,
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
              data: old.data.map((each) =>
                each.id !== register.id
                  ? each
                  : {
                      ...each,
                      entries: each.entries.map((entry) => {
                        const values = saved.get(entry.learnerId);
                        return values ? { ...entry, ...values } : entry;
                      }),
                    },
              ),
            }
          : old,
      );
      return answer.data.map((entry) => ({ learnerId: entry.learnerId, version: entry.version }));
    },
    reload: async () => {
      const fresh = await queryClient.fetchQuery({ ...query, staleTime: 0 });
      const entries = fresh.data.find((each) => each.id === register.id)?.entries ?? [];
      return new Map(entries.map((entry) => [entry.learnerId, entry.version]));
    },
  });

  // A refusal (completed meanwhile, no longer allowed) or the server's trouble: the spec's title.
  useSaveFailureToast(state.save, t('registers.toasts.notSaved'));
  // Leaving the register: the session page, dashboards and learners' views read it afresh.
  useEffect(() => () => void invalidateDomain(queryClient, 'events'), [queryClient]);

  const entries = register.entries.map((entry) => ({ ...entry, ...state.drafts[entry.learnerId]?.changes }));
  const editable = register.allowedActions.includes('edit');
  const mayComplete = register.allowedActions.includes('complete');
  const unmarked = entries.filter((entry) => entry.attendance === null).length;
  const absent = entries.filter((entry) => entry.attendance === false).length;
  const reasonsMissing = entries.filter(
    (entry) => entry.attendance === false && settings.absenceReasonRequired && !entry.absenceReason?.trim(),
  ).length;
  const filled = entries.length > 0 && unmarked === 0 && reasonsMissing === 0;

  const change = (entry: RegisterEntry, patch: RegisterChange) => queue.change(entry.learnerId, entry.version, patch);
  const markEveryonePresent = () =>
    queue.changeMany(
      entries
        .filter((entry) => entry.attendance === null)
        .map((entry) => ({ learnerId: entry.learnerId, base: entry.version, changes: PRESENT })),
    );

  const [confirming, setConfirming] = useState(false);
  const complete = useMutation({
    mutationFn: async () => {
      if (!(await queue.flush())) throw new UnsavedChanges();
      return completeRegister(sessionId, register.id);
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      toast.success({ message: t('registers.toasts.completed') });
      // "completing a register or summary goes to the session page" (03 §2 after actions).
      void navigate(registerPaths.session(eventId, sessionId));
      void invalidateDomain(queryClient, 'events');
    },
    onError: (error) => {
      setConfirming(false);
      const title = t('registers.toasts.notCompleted');
      toast.error({
        title,
        message: error instanceof UnsavedChanges ? t('registers.toasts.unsaved') : failureMessage(error, title),
      });
    },
  });

  const byLearner = new Map(register.entries.map((entry) => [entry.learnerId, entry]));
  const describe = (conflict: Conflict<RegisterChange>) => {
    const now = byLearner.get(conflict.learnerId);
    if (!now) return '';
    return t('registers.conflicts.row', {
      name: fullName(now),
      now: describeValues(t, now, true),
      by: savedByText(t, now, actor.userId),
      mine: describeValues(t, conflict.mine),
    });
  };

  const when = itemWhen(register);
  const title = t('registers.registerOf', { name: eventName ?? t('registers.registerTitle') });
  const completeHint = !filled
    ? unmarked > 0 || entries.length === 0
      ? t('registers.notFilled')
      : t('registers.reasonsMissing')
    : null;

  return (
    <PageLayout
      title={title}
      description={when}
      width="form"
      actions={
        <>
          {mayComplete && (
            <Button
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
              disabled={!filled}
              onClick={() => setConfirming(true)}
            >
              {t('registers.complete')}
            </Button>
          )}
          <RegisterExtrasActions eventId={eventId} sessionId={sessionId} register={register} editable={editable} />
        </>
      }
    >
      <Stack gap="md">
        <Anchor component={Link} to={registerPaths.session(eventId, sessionId)} size="sm">
          {t('registers.backToSession')}
        </Anchor>
        {register.completed ? (
          <Alert color="teal" icon={<IconClipboardCheck size={18} aria-hidden />}>
            {completedLine(t, register)}
          </Alert>
        ) : list.sessionStatus === 'cancelled' ? (
          <Alert color="yellow">{t('registers.cancelled')}</Alert>
        ) : !editable ? (
          <Alert color="yellow">{t('registers.readOnly')}</Alert>
        ) : null}
        {mayComplete && completeHint && (
          <Text size="sm" data-testid="complete-hint">
            {completeHint}
          </Text>
        )}
        {editable && !mayComplete && <Text size="sm">{t('registers.notEnded')}</Text>}
        {editable && (
          <Card withBorder radius="md" padding="sm">
            <Stack gap="xs">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" fw={600} data-testid="register-progress">
                  {t('registers.progress', { marked: entries.length - unmarked, total: entries.length, absent })}
                </Text>
                <SaveStatus state={state.save} onRetry={() => void queue.flush()} onDiscard={() => queue.discard()} />
              </Group>
              <Button
                leftSection={<IconChecklist size={16} aria-hidden />}
                variant="light"
                onClick={markEveryonePresent}
                disabled={unmarked === 0}
                fullWidth
              >
                {t('registers.markAllPresent')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('registers.markAllPresentHint')}
              </Text>
            </Stack>
          </Card>
        )}
        <ConflictNotice
          title={t('registers.toasts.notSaved')}
          conflicts={state.conflicts}
          describe={describe}
          onDismiss={() => queue.dismissConflicts()}
        />
        {entries.length === 0 ? (
          <EmptyState
            icon={IconUsers}
            headingOrder={2}
            title={t('registers.noLearnersTitle')}
            description={t('registers.noLearnersBody')}
          />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('registers.learners')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {entries.map((entry) => (
              <RegisterRow
                key={entry.learnerId}
                entry={entry}
                settings={settings}
                fields={fields}
                editable={editable}
                onChange={(patch) => change(entry, patch)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('registers.confirmTitle')}
        confirmLabel={t('registers.complete')}
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

/** One learner's line: present or absent; when absent, the reason and whether it is valid; notes. */
function RegisterRow({
  entry,
  settings,
  fields,
  editable,
  onChange,
}: {
  entry: RegisterEntry;
  settings: RegisterSettings;
  fields: readonly BookingFormField[];
  editable: boolean;
  onChange: (patch: RegisterChange) => void;
}) {
  const { t } = useTranslation();
  const nameId = `learner-${entry.learnerId}`;
  const name = fullName(entry);
  const attendance = entry.attendance === null ? '' : entry.attendance ? 'present' : 'absent';
  const reasonMissing = entry.attendance === false && settings.absenceReasonRequired && !entry.absenceReason?.trim();
  const offered = settings.absenceReason;
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-labelledby={nameId} data-testid="register-entry">
      <Stack gap="xs">
        <LearnerName id={nameId} entry={entry} />
        <Radio.Group
          label={<VisuallyHidden>{t('registers.attendanceOf', { name })}</VisuallyHidden>}
          styles={HIDDEN_LABEL_STYLES}
          value={attendance}
          readOnly={!editable}
          onChange={(value) => onChange(value === 'present' ? PRESENT : { attendance: false })}
        >
          <Group gap="lg">
            <Radio value="present" label={t('registers.present')} size="md" disabled={!editable} />
            <Radio value="absent" label={t('registers.absent')} size="md" disabled={!editable} />
          </Group>
        </Radio.Group>
        {entry.attendance === false && (
          <>
            {offered.length > 0 ? (
              <NativeSelect
                label={t('registers.absenceReason')}
                withAsterisk={settings.absenceReasonRequired}
                value={entry.absenceReason ?? ''}
                disabled={!editable}
                error={reasonMissing ? t('registers.reasonRequired') : undefined}
                data={[
                  { value: '', label: t('registers.chooseReason') },
                  ...offered.map((reason) => ({ value: reason, label: reason })),
                  // A reason saved before the list changed stays shown.
                  ...(entry.absenceReason && !offered.includes(entry.absenceReason)
                    ? [{ value: entry.absenceReason, label: entry.absenceReason }]
                    : []),
                ]}
                onChange={(event) => onChange({ absenceReason: typedOrNull(event.currentTarget.value) })}
              />
            ) : (
              <EntryText
                label={t('registers.absenceReason')}
                withAsterisk={settings.absenceReasonRequired}
                value={entry.absenceReason}
                disabled={!editable}
                error={reasonMissing ? t('registers.reasonRequired') : undefined}
                onText={(text) => onChange({ absenceReason: typedOrNull(text) })}
              />
            )}
            <Radio.Group
              label={t('registers.absenceValidity')}
              value={entry.absenceReasonValid === null ? '' : entry.absenceReasonValid ? 'valid' : 'invalid'}
              readOnly={!editable}
              onChange={(value) => onChange({ absenceReasonValid: value === 'valid' })}
            >
              <Group gap="lg" mt={4}>
                <Radio value="valid" label={t('registers.validAbsence')} disabled={!editable} />
                <Radio value="invalid" label={t('registers.invalidAbsence')} disabled={!editable} />
              </Group>
            </Radio.Group>
          </>
        )}
        <EntryText
          multiline
          label={t('registers.notes')}
          value={entry.notes}
          disabled={!editable}
          onText={(text) => onChange({ notes: typedOrNull(text) })}
        />
        <Answers answers={entry.bookingForm} fields={fields} />
      </Stack>
    </Card>
  );
}

/** A register row's values in words, for the conflict notice: "absent (Illness), notes “Late”". */
function describeValues(t: TFunction, values: RegisterChange, saved = false) {
  const parts: string[] = [];
  if (values.attendance !== undefined)
    parts.push(
      values.attendance === null
        ? t('registers.values.notMarked')
        : values.attendance
          ? t('registers.values.present')
          : values.absenceReason
            ? t('registers.values.absentBecause', { reason: values.absenceReason })
            : t('registers.values.absent'),
    );
  else if (values.absenceReason) parts.push(t('registers.values.absentBecause', { reason: values.absenceReason }));
  if (values.absenceReasonValid !== undefined && values.absenceReasonValid !== null)
    parts.push(t(values.absenceReasonValid ? 'registers.values.valid' : 'registers.values.invalid'));
  // A row as saved names its notes when it has some; a change names them when it changed them.
  if (values.notes !== undefined && (values.notes !== null || !saved))
    parts.push(values.notes ? t('registers.values.notes', { notes: values.notes }) : t('registers.values.noNotes'));
  return parts.join(', ');
}
