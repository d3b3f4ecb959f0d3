import { useEffect } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  trainerFeedbackBodySchema,
  type Event,
  type Occurrence,
  type Register,
  type Summary,
  type TrainerFeedback,
} from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { useSession } from '../../../../lib/session/useSession';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconClipboardCheck, IconMessage } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { itemWhen } from '../../view/format';
import { giveTrainerFeedback, registerListQuery, summaryListQuery, trainerFeedbackQuery } from '../api/registersApi';
import { SESSION_SECTIONS, registerPaths } from '../paths';
import { failureMessage, fullName } from './EntryParts';

type Settings = Event['completionSettings'];

/** 03 §4: registers are kept for attendance, and for assessment when enabled; automatic has none. */
export const keepsRegisters = (settings: Pick<Settings, 'completionType' | 'enableRegisters'>) =>
  settings.completionType === 'attendance' || (settings.completionType === 'assessment' && settings.enableRegisters);

/** Who reads a session's registers, summary and feedback: event coordinators and its trainers. */
function useReadsRecords(session: Occurrence) {
  const { actor } = useSession();
  return (
    actor.roles.includes('event_coordinator') || (actor.userId !== null && session.trainers.includes(actor.userId))
  );
}

/** A register's or summary's state as the session page shows it. */
export type RecordState = 'not_started' | 'in_progress' | 'completed';
export const recordState = (record: Pick<Register | Summary, 'completed' | 'entries'>): RecordState =>
  record.completed ? 'completed' : record.entries.some((entry) => entry.version > 0) ? 'in_progress' : 'not_started';

/** Feedback on a date can be given once it has started. */
const hasStarted = (start: string) => Date.parse(start) <= Date.now();

const STATE_COLOUR: Record<RecordState, string> = { not_started: 'gray', in_progress: 'yellow', completed: 'teal' };

/** Scrolls to the section the address names (the trainer dashboard leads here), once it is shown. */
function useScrollIntoView(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash, id, ready]);
}

/**
 * The session page's "Registers and summary" (issue 26 item 8): each date's register with its
 * state (not started, in progress, completed) and a link to fill it in or read it, and the summary
 * for events completed by assessment.
 */
export function RegistersSection({ event, session }: { event: Event; session: Occurrence }) {
  const { t } = useTranslation();
  const reads = useReadsRecords(session);
  const settings = event.completionSettings;
  const registersKept = keepsRegisters(settings);
  const summaryKept = settings.completionType === 'assessment';
  const shown = reads && (registersKept || summaryKept) && session.status !== 'draft';
  const registers = useQuery({
    ...registerListQuery(session.id),
    enabled: shown && registersKept,
    meta: { handlesErrors: true },
  });
  const summary = useQuery({
    ...summaryListQuery(session.id),
    enabled: shown && summaryKept,
    meta: { handlesErrors: true },
  });
  useScrollIntoView(SESSION_SECTIONS.registers, shown && !registers.isLoading && !summary.isLoading);
  if (!shown) return null;
  const byId = new Map((registers.data?.data ?? []).map((register) => [register.id, register]));
  return (
    <SectionCard
      id={SESSION_SECTIONS.registers}
      title={
        registersKept && summaryKept
          ? t('registers.section.title')
          : registersKept
            ? t('registers.section.registersTitle')
            : t('registers.section.summary')
      }
      icon={IconClipboardCheck}
    >
      {registersKept &&
        (registers.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} size="sm" />
        ) : registers.isError ? (
          <Alert color="red" title={t('registers.section.loadFailed')}>
            {errorMessageOf(registers.error)}
          </Alert>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('registers.section.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {session.items.map((item, index) => {
              const register = byId.get(item.id);
              const state: RecordState = register ? recordState(register) : 'not_started';
              const when = itemWhen(item);
              const fill = register?.allowedActions.includes('edit') ?? false;
              return (
                <Card key={item.id} component="li" withBorder radius="md" padding="sm">
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} miw={0}>
                      {session.items.length > 1 && (
                        <Text size="xs" c="dimmed" fw={600}>
                          {t('registers.section.date', { n: index + 1 })}
                        </Text>
                      )}
                      <Text size="sm" fw={600}>
                        {when}
                      </Text>
                    </Stack>
                    <Group gap="sm" wrap="nowrap">
                      <Badge variant="light" color={STATE_COLOUR[state]}>
                        {t(`registers.section.states.${state}`)}
                      </Badge>
                      <Button
                        component={Link}
                        to={registerPaths.register(event.id, session.id, item.id)}
                        size="compact-sm"
                        variant={fill ? 'filled' : 'default'}
                        aria-label={t(fill ? 'registers.section.fillOf' : 'registers.section.openOf', { date: when })}
                      >
                        {t(fill ? 'registers.section.fill' : 'registers.section.open')}
                      </Button>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        ))}
      {summaryKept &&
        (summary.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} size="sm" />
        ) : summary.isError ? (
          <Alert color="red" title={t('registers.section.summaryLoadFailed')}>
            {errorMessageOf(summary.error)}
          </Alert>
        ) : (
          <Card withBorder radius="md" padding="sm" data-testid="summary-row">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {t('registers.section.summary')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('registers.section.summaryBody')}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Badge variant="light" color={STATE_COLOUR[recordState(summary.data.data)]}>
                  {t(`registers.section.states.${recordState(summary.data.data)}`)}
                </Badge>
                <Button
                  component={Link}
                  to={registerPaths.summary(event.id, session.id)}
                  size="compact-sm"
                  variant={summary.data.data.allowedActions.includes('edit') ? 'filled' : 'default'}
                >
                  {t(
                    summary.data.data.allowedActions.includes('edit')
                      ? 'registers.section.fillSummary'
                      : 'registers.section.openSummary',
                  )}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
    </SectionCard>
  );
}

/**
 * Trainer feedback per date (03 §3, §7; issue 26 item 4), when the event has trainers: what each
 * trainer said, and for the caller's own dates once they have started, their feedback to give or
 * change. Required when the event says so: the dates still waiting for the caller's are marked.
 */
export function TrainerFeedbackSection({ event, session }: { event: Event; session: Occurrence }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const reads = useReadsRecords(session);
  const shown = reads && event.occurrenceSettings.enableTrainers && session.status !== 'draft';
  const feedback = useQuery({
    ...trainerFeedbackQuery(session.id),
    enabled: shown,
    meta: { handlesErrors: true },
  });
  useScrollIntoView(SESSION_SECTIONS.feedback, shown && !feedback.isLoading);
  if (!shown) return null;
  return (
    <SectionCard id={SESSION_SECTIONS.feedback} title={t('registers.feedback.title')} icon={IconMessage}>
      {feedback.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : feedback.isError ? (
        <Alert color="red" title={t('registers.feedback.loadFailed')}>
          {errorMessageOf(feedback.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {feedback.data.required && <Text size="sm">{t('registers.feedback.required')}</Text>}
          {session.items.map((item) => {
            const when = itemWhen(item);
            const given = feedback.data.data.filter((entry) => entry.occurrenceItemId === item.id);
            const trainsIt = actor.userId !== null && item.trainers.some((trainer) => trainer.id === actor.userId);
            const mine = given.find((entry) => entry.trainerId === actor.userId) ?? null;
            const others = given.filter((entry) => entry !== mine);
            const started = hasStarted(item.datetimeStart);
            const needed = feedback.data.required && feedback.data.pendingForMe.includes(item.id);
            return (
              <Card key={item.id} withBorder radius="md" padding="sm">
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {when}
                    </Text>
                    {needed && (
                      <Badge variant="light" color="yellow">
                        {t('registers.feedback.needed')}
                      </Badge>
                    )}
                  </Group>
                  {others.length > 0 ? (
                    <Stack
                      gap={4}
                      component="ul"
                      aria-label={t('registers.feedback.list', { date: when })}
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                    >
                      {others.map((entry) => (
                        <Text key={entry.id} component="li" size="sm" style={{ whiteSpace: 'pre-line' }}>
                          <strong>{fullName(entry.trainer)}:</strong> {entry.feedback}
                        </Text>
                      ))}
                    </Stack>
                  ) : (
                    !trainsIt && (
                      <Text size="sm" c="dimmed">
                        {t('registers.feedback.none')}
                      </Text>
                    )
                  )}
                  {trainsIt &&
                    (started ? (
                      <FeedbackForm
                        key={mine?.updatedAt ?? 'new'}
                        itemId={item.id}
                        label={t('registers.feedback.yours', { date: when })}
                        required={feedback.data.required}
                        mine={mine}
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('registers.feedback.notStarted')}
                      </Text>
                    ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

function FeedbackForm({
  itemId,
  label,
  required,
  mine,
}: {
  itemId: string;
  label: string;
  required: boolean;
  mine: TrainerFeedback | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { occurrenceItemId: itemId, feedback: mine?.feedback ?? '' },
    validate: formResolver(trainerFeedbackBodySchema),
  });
  const first = mine === null;
  const save = useMutation({
    mutationFn: (values: typeof form.values) => giveTrainerFeedback(values, first),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.success({ message: t(first ? 'registers.toasts.feedbackCreated' : 'registers.toasts.feedbackUpdated') });
      // The trainer's dashboard state moves on (feedback_pending → complete): all of events.
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error) => {
      applyServerErrors(form, error);
      const title = t(first ? 'registers.toasts.feedbackNotCreated' : 'registers.toasts.feedbackNotUpdated');
      toast.error({ title, message: failureMessage(error, title) });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          withAsterisk={required}
          rows={3}
          maxLength={10_000}
          {...form.getInputProps('feedback')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('registers.feedback.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
