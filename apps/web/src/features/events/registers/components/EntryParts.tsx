import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Alert, Anchor, Badge, Group, List, Loader, Text, TextInput, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BookingFormAnswer, BookingFormField, ShownBookingStatus } from '@campus/contracts';
import { isApiError } from '../../../../lib/api/ApiError';
import { errorMessageOf, errorReasonOf, handleApiError } from '../../../../lib/api/errorHandler';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { viewerTimeZone } from '../../view/format';
import { registerPaths } from '../paths';

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** Typed text is kept as "nothing" when it is only spaces. */
export const typedOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * A text field saved as it is typed (notes, a typed absence reason). It keeps what is typed while
 * it has focus, so a save coming back (trimmed by the server) never eats a space just typed; when
 * the saved value changes otherwise (reloaded after someone else's save) it shows that.
 */
export function EntryText({
  value,
  onText,
  multiline = false,
  ...props
}: { value: string | null; onText: (text: string) => void; multiline?: boolean } & Omit<
  ComponentProps<typeof TextInput>,
  'value' | 'onChange'
>) {
  const [text, setText] = useState(value ?? '');
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value ?? '');
  }, [value]);
  const common = {
    value: text,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      setText(value ?? '');
    },
  };
  const change = (next: string) => {
    setText(next);
    onText(next);
  };
  return multiline ? (
    <Textarea
      {...(props as ComponentProps<typeof Textarea>)}
      {...common}
      rows={2}
      maxLength={4000}
      onChange={(event) => change(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...props} {...common} maxLength={500} onChange={(event) => change(event.currentTarget.value)} />
  );
}

/** A learner's booking-form answers, each under its field's label (03 §3 Register entry bookingForm). */
export function Answers({
  answers,
  fields,
}: {
  answers: readonly BookingFormAnswer[];
  fields: readonly BookingFormField[];
}) {
  const { t } = useTranslation();
  if (answers.length === 0) return null;
  return (
    <List size="sm" spacing={2} aria-label={t('registers.answers')}>
      {answers.map((answer) => {
        const label = fields.find((field) => field.id === answer.fieldId)?.label ?? answer.fieldId;
        const value = Array.isArray(answer.value)
          ? answer.value.join(', ')
          : typeof answer.value === 'boolean'
            ? answer.value
              ? t('registers.yes')
              : t('registers.no')
            : answer.value;
        const shown = [value, answer.other].filter(Boolean).join(' · ');
        return <List.Item key={answer.fieldId}>{t('registers.answer', { label, value: shown || '–' })}</List.Item>;
      })}
    </List>
  );
}

/** A learner's name and email, with their shown booking status. */
export function LearnerName({
  id,
  entry,
}: {
  id: string;
  entry: { firstName: string; lastName: string; email: string; status: ShownBookingStatus };
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} id={id}>
          {fullName(entry)}
        </Text>
        <EmailAddress address={entry.email} c="dimmed" display="block" />
      </div>
      <Badge variant="light" style={{ flexShrink: 0 }}>
        {t(`learnerEvents.statuses.${entry.status}`)}
      </Badge>
    </Group>
  );
}

/** "Completed on 12 Mar 2027 by Ada Lovelace", in the viewer's zone. */
export function completedLine(
  t: TFunction,
  record: { completedAt: string | null; completedBy: { firstName: string; lastName: string } | null },
) {
  const zone = viewerTimeZone();
  const date = record.completedAt
    ? `${formatDate(record.completedAt, zone)}, ${formatZonedTime(record.completedAt, zone)}`
    : '';
  return record.completedBy
    ? t('registers.completedBy', { date, name: fullName(record.completedBy) })
    : t('registers.completedOn', { date });
}

/** The time someone else saved a row, for the conflict notice: "10:42 AM GMT". */
export const savedTime = (updatedAt: string) => formatZonedTime(updatedAt, viewerTimeZone());

/**
 * Who saved a row someone else saved first, and when, for the conflict notice (issue 26 "two people
 * editing the same register do not overwrite each other silently"): ", saved by Tara Lane at
 * 10:42 AM GMT"; the person themselves when it was their other tab or device.
 */
export function savedByText(
  t: TFunction,
  row: { updatedAt: string | null; updatedBy: { id: string; firstName: string; lastName: string } | null },
  actorId: string | null,
): string {
  if (!row.updatedAt) return '';
  const time = savedTime(row.updatedAt);
  if (!row.updatedBy) return t('registers.conflicts.at', { time });
  if (row.updatedBy.id === actorId) return t('registers.conflicts.byYouAt', { time });
  return t('registers.conflicts.byAt', { person: fullName(row.updatedBy), time });
}

/**
 * The line under a spec's failure title (03 §8 'Register hasn’t been created.' …): why the server
 * refused (its reason), not the title again; its message when it said something else.
 */
export function failureMessage(error: unknown, title: string): string {
  if (!isApiError(error) || error.message.trim() !== title.trim()) return errorMessageOf(error);
  return errorReasonOf(error) ?? error.fields[0]?.message ?? '';
}

/**
 * A register or summary that could not be loaded gets the generic handling by status code (03 §8
 * "Summary … load failures trigger generic handling by status code": a 404 opens the 404 page,
 * anything else the server's message in a toast), as well as the page's own notice.
 */
export function useLoadFailure(error: unknown) {
  useEffect(() => {
    if (error) handleApiError(error);
  }, [error]);
}

/** The register or summary page while it loads or when it cannot be shown. */
export function RecordFallback({
  title,
  eventId,
  sessionId,
  pending,
  error,
  failedTitle,
  message,
}: {
  title: string;
  eventId: string;
  sessionId: string;
  pending?: boolean;
  error?: unknown;
  failedTitle?: string;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title} width="form">
      {pending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : (
        <Alert color={error ? 'red' : 'yellow'} title={failedTitle}>
          {error ? errorMessageOf(error) : message}
        </Alert>
      )}
      <Anchor component={Link} to={registerPaths.session(eventId, sessionId)} size="sm">
        {t('registers.backToSession')}
      </Anchor>
    </PageLayout>
  );
}

/**
 * A radio group's label read out but not shown (the learner's name is the card's title): a block
 * holding only hidden text takes no height, so the radios sit right under the name.
 */
export const HIDDEN_LABEL_STYLES = { label: { display: 'block' } } as const;
